import { EventType } from "@ag-ui/core";
import { EventJsonEncoder, isTerminalEventType } from "@wingman/shared/internal";
import type { Subscription } from "rxjs";
import { WingmanHttpError } from "../errors/wingman-http-error.js";
import { toThreadHttpError } from "../routes/thread-http-error.js";
import type { RunnerEvent } from "../runner/agent-runner.js";
import { EncodedRunnerEvent } from "../runner/encoded-runner-event.js";
import { scheduleTick } from "./schedule-tick.js";
import type { SseEventSource } from "./sse-event-source.js";
import type { SseSink } from "./sse-sink.js";
import {
  DEFAULT_FLUSH_THRESHOLD_BYTES,
  DEFAULT_HEARTBEAT_INTERVAL_MS,
  DEFAULT_MAX_BUFFERED_BYTES,
  type SseStreamOptions,
} from "./sse-stream-options.js";

const PING = ": ping\n\n";

/** How long a client should wait before reconnecting after a hand-off, in ms (the SSE `retry:` field). */
export const HAND_OFF_RETRY_MS = 1000;
/**
 * Ends a handed-off stream: the SSE reconnection time, and a comment saying why. Neither is an
 * event, so the stream ends without a terminal event and clients resume with `Last-Event-ID`.
 */
const HAND_OFF = `retry: ${HAND_OFF_RETRY_MS}\n: server restarting; reconnect with Last-Event-ID\n\n`;
/** A burst at least this large is written as soon as it ends, without waiting for the next tick. */
const EAGER_FLUSH_BYTES = 4 * 1024;
/** After this long without a write, even a single frame goes out at once (an LLM's next token). */
const EAGER_FLUSH_IDLE_MS = 1;

/**
 * Writes an event stream into a sink (a Web stream's controller, or a Node response), pulled by
 * it. Frames of one burst are joined and written as one chunk. When the reader is slow, frames
 * wait in `#pending`; past `maxBufferedBytes` the pump unsubscribes, keeps what it holds and, once
 * the reader pulls again (the sink has room), writes it and re-reads the runner's log after it:
 * the log is the buffer, so a slow reader costs the server a bounded amount of memory and still
 * receives every event once, in order.
 */
export class SseEventPump {
  readonly #source: SseEventSource;
  readonly #maxBufferedBytes: number;
  readonly #flushThresholdBytes: number;
  readonly #heartbeatIntervalMs: number;
  #sink: SseSink | undefined;
  readonly #json = new EventJsonEncoder();
  #subscription: Subscription | undefined;
  /** Bumped on every (un)subscribe so that late callbacks of an old subscription are ignored. */
  #generation = 0;
  #pending = "";
  #pendingLastId: number;
  /** Events in `#pending`, and when the oldest of them arrived (for `onWritten`). */
  #pendingCount = 0;
  #pendingSince = 0;
  /** Bytes of `#pending` this pump serialised itself (not a stored event's JSON, which exists anyway). */
  #pendingEncoded = 0;
  #lastWrittenId: number;
  #sourceEnded = false;
  /** True while a source replays the log synchronously, inside its subscribe(). */
  #replaying = false;
  #detached = false;
  #closed = false;
  #flushScheduled = false;
  #wroteSinceHeartbeat = false;
  #lastWriteAt = 0;
  #heartbeat: ReturnType<typeof setInterval> | undefined;
  #unregisterHandOff: (() => void) | undefined;

  constructor(source: SseEventSource, options: SseStreamOptions = {}) {
    this.#source = source;
    this.#maxBufferedBytes = options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES;
    this.#flushThresholdBytes = options.flushThresholdBytes ?? DEFAULT_FLUSH_THRESHOLD_BYTES;
    this.#heartbeatIntervalMs = options.heartbeatIntervalMs ?? DEFAULT_HEARTBEAT_INTERVAL_MS;
    this.#lastWrittenId = source.after ?? 0;
    this.#pendingLastId = this.#lastWrittenId;
  }

  /**
   * About the bytes held for this stream: frames not yet handed to the sink (counted in UTF-16
   * units, which is bytes for ASCII JSON) plus the sink's own queue.
   */
  get bufferedBytes(): number {
    return this.#pending.length + (this.#sink?.queuedBytes ?? 0);
  }

  /** How many bytes the sink should queue before it stops taking frames (its high-water mark). */
  get queueCapacity(): number {
    return this.#flushThresholdBytes;
  }

  /** Starts reading the source into `sink`; the sink calls `pull()` whenever it has room again. */
  start(sink: SseSink): void {
    this.#sink = sink;
    if (this.#heartbeatIntervalMs > 0) {
      this.#heartbeat = setInterval(() => this.#beat(), this.#heartbeatIntervalMs);
      (this.#heartbeat as { unref?: () => void }).unref?.();
    }
    this.#unregisterHandOff = this.#source.handOffs?.register(() => this.handOff());
    this.#subscribe(this.#source.events);
  }

  /**
   * The server is shutting down: writes what the sink takes of the pending frames and a reconnect
   * hint, then ends the stream without a terminal event. The client resumes from the last id it
   * received, on whichever instance answers; frames it did not receive are read again from the log.
   */
  handOff(): void {
    const sink = this.#sink;
    if (this.#closed || !sink) return;
    const frames = sink.desiredSize > 0 ? this.#pending + HAND_OFF : "";
    this.#stop();
    if (frames !== "") sink.write(frames);
    sink.close();
  }

  pull(): void {
    if (this.#detached) {
      // The frames held when the source was cut go out first; the log is read after them.
      this.#flush();
      if (this.#closed || this.#pending.length > 0) return;
      this.#detached = false;
      const resume = this.#source.resume;
      if (!resume) return;
      let events: SseEventSource["events"];
      try {
        events = resume(this.#lastWrittenId);
      } catch (error) {
        // A runner may refuse at once (its store is down): the reader gets a RUN_ERROR, not a hang.
        this.#fail(error);
        return;
      }
      this.#subscribe(events);
      return;
    }
    this.#flush();
  }

  cancel(): void {
    // The client went away: only detach. The run goes on and stays in the runner's log.
    this.#stop();
  }

  #subscribe(events: SseEventSource["events"]): void {
    const generation = ++this.#generation;
    this.#sourceEnded = false;
    const end = (): void => {
      if (generation === this.#generation) this.#end();
    };
    this.#replaying = true;
    let subscription: Subscription;
    try {
      subscription = events.subscribe({
        next: (item) => {
          if (generation === this.#generation) this.#push(item);
        },
        error: (error: unknown) => {
          if (generation === this.#generation) this.#fail(error);
        },
        complete: end,
      });
    } finally {
      this.#replaying = false;
    }
    // A synchronous source may already have ended or overflowed inside subscribe().
    if (generation === this.#generation && !this.#sourceEnded) this.#subscription = subscription;
    else subscription.unsubscribe();
  }

  #unsubscribe(): void {
    this.#generation++;
    const subscription = this.#subscription;
    this.#subscription = undefined;
    subscription?.unsubscribe();
  }

  #push(item: RunnerEvent): void {
    const { id } = item;
    if (id <= this.#pendingLastId) return;
    this.#pendingLastId = id;
    // A stored event replayed in its encoded form is written as it is, never decoded.
    const encoded = item instanceof EncodedRunnerEvent ? item : undefined;
    let data: string;
    try {
      data = encoded?.json ?? this.#json.encode(item.event);
    } catch (error) {
      // An event that cannot be serialised (a cycle, a BigInt) is dropped; throwing here would
      // escape through RxJS and take the process down.
      console.error("[wingman] dropped an event that cannot be serialised:", error);
      return;
    }
    if (this.#pendingCount++ === 0) this.#pendingSince = performance.now();
    const frame = this.#source.withoutIds ? `data: ${data}\n\n` : `id: ${id}\ndata: ${data}\n\n`;
    this.#pending += frame;
    if (encoded === undefined) this.#pendingEncoded += frame.length;
    if (this.#source.endAfterTerminalEvent && isTerminalEventType(encoded?.type ?? item.event.type)) {
      this.#unsubscribe();
      this.#end();
      return;
    }
    if (this.#pending.length >= this.#flushThresholdBytes) this.#flush();
    else if (!this.#flushScheduled) {
      this.#flushScheduled = true;
      queueMicrotask(this.#onBurstEnd);
    }
  }

  /**
   * Runs once the current burst of synchronous events is over. A sizeable burst, or a frame after a
   * quiet spell, is written now; small frames arriving back to back wait for the next tick and go
   * out together.
   */
  readonly #onBurstEnd = (): void => {
    if (this.#pending.length >= EAGER_FLUSH_BYTES || performance.now() - this.#lastWriteAt >= EAGER_FLUSH_IDLE_MS) {
      this.#onTick();
    } else scheduleTick(this.#onTick);
  };

  readonly #onTick = (): void => {
    this.#flushScheduled = false;
    this.#flush();
  };

  #flush(): void {
    const sink = this.#sink;
    if (this.#closed || !sink) return;
    if (this.#pending.length > 0) {
      if (sink.desiredSize > 0) {
        // Clear first: write() may call pull() synchronously, which flushes again.
        const frames = this.#pending;
        this.#pending = "";
        this.#lastWrittenId = this.#pendingLastId;
        this.#wroteSinceHeartbeat = true;
        this.#lastWriteAt = performance.now();
        const count = this.#pendingCount;
        this.#pendingCount = 0;
        this.#pendingEncoded = 0;
        this.#source.onWritten?.(count, this.#lastWriteAt - this.#pendingSince);
        sink.write(frames);
      } else if (!this.#detached && this.#overBacklog() && this.#lastWrittenId > (this.#source.after ?? 0)) {
        this.#overflow();
        return;
      }
    }
    if (this.#sourceEnded && this.#pending.length === 0) this.#close();
  }

  /**
   * Whether more waits for the sink than it may. A live stream holds up to `maxBufferedBytes`. A
   * replay that can be read again from the log (`resume`) holds no more than one chunk of frames
   * this pump serialised: a stalled reader must not cost `maxBufferedBytes` encoded anew on every
   * pull. A stored event's JSON is not counted against that chunk — holding it costs a reference to
   * a string the store keeps anyway — so a replay of stored runs waits for the socket to drain
   * once or twice instead of being cut and re-read every chunk (the full `maxBufferedBytes` still
   * bounds it).
   */
  #overBacklog(): boolean {
    if (this.#pending.length > this.#maxBufferedBytes) return true;
    return this.#replaying && this.#source.resume !== undefined && this.#pendingEncoded > this.#flushThresholdBytes;
  }

  /**
   * The backlog is full: stop reading the source. With `resume`, the frames held (within the bound)
   * are kept and written once the reader has room, and the log is read again after them; without
   * it, the stream ends.
   */
  #overflow(): void {
    this.#unsubscribe();
    if (this.#source.resume) {
      this.#detached = true;
      return;
    }
    this.#pending = "";
    this.#pendingCount = 0;
    this.#pendingEncoded = 0;
    this.#pendingLastId = this.#lastWrittenId;
    this.#source.onOverflow?.();
    this.#close();
  }

  #end(): void {
    this.#sourceEnded = true;
    this.#subscription = undefined;
    this.#flush();
  }

  /**
   * The source failed (its store became unreachable mid-stream): the reader gets a terminal
   * `RUN_ERROR` carrying the error's code, without an `id:` (it is not in the log: a reconnect with
   * `Last-Event-ID` resumes the real log), and the stream ends.
   */
  #fail(error: unknown): void {
    this.#subscription = undefined;
    const mapped = toThreadHttpError(error);
    const failure = WingmanHttpError.isInstance(mapped)
      ? { code: mapped.code, message: mapped.message }
      : { code: "internal_error", message: "The event stream failed" };
    if (!WingmanHttpError.isInstance(mapped)) console.error("[wingman] event stream failed:", error);
    this.#pending += `data: ${JSON.stringify({ type: EventType.RUN_ERROR, message: failure.message, code: failure.code })}\n\n`;
    this.#end();
  }

  #beat(): void {
    const sink = this.#sink;
    if (!this.#wroteSinceHeartbeat && sink && this.#pending.length === 0 && sink.desiredSize > 0) sink.write(PING);
    this.#wroteSinceHeartbeat = false;
  }

  #close(): void {
    if (this.#closed) return;
    this.#stop();
    this.#sink?.close();
  }

  #stop(): void {
    this.#closed = true;
    this.#unregisterHandOff?.();
    this.#unregisterHandOff = undefined;
    this.#pending = "";
    this.#pendingCount = 0;
    this.#pendingEncoded = 0;
    this.#unsubscribe();
    if (this.#heartbeat !== undefined) clearInterval(this.#heartbeat);
    this.#heartbeat = undefined;
  }
}

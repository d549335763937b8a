import type { JsonPatchOperation } from "./json-patch-operation.js";
import { describeStatePatch } from "./describe-state-patch.js";
import { jsonByteSize } from "./json-byte-size.js";
import { LruMap } from "./lru-map.js";
import { threadKey, type InspectedEvent, type RecordedEvent } from "./recorded-event.js";
import { RingBuffer } from "./ring-buffer.js";

/** Bounds of the inspector's event log. Defaults: 2000 events, 16 MB of JSON. */
export interface EventLogOptions {
  /** Events kept, across all agents and threads; older ones are dropped (default 2000). */
  maxEvents?: number;
  /**
   * Bytes of event JSON kept (default 16 MB): RUN_STARTED can carry a whole conversation, so a
   * count alone does not bound memory. The newest event is always kept.
   */
  maxBytes?: number;
  /** Threads whose current run and replayed state are tracked (default 100). */
  maxThreads?: number;
  /** The clock stamping `receivedAt` (default `Date.now`). */
  now?: () => number;
}

/** One AG-UI event to record, with the agent and thread it came from. */
export interface RecordEventInput {
  readonly agentId: string;
  readonly threadId: string;
  readonly event: InspectedEvent;
  /** The run the caller believes the event belongs to; a RUN_STARTED seen earlier wins. */
  readonly runId?: string;
  /** The agent's state just before this event, when known (live); else the replayed one is used. */
  readonly stateBefore?: unknown;
  /** When the event was received; default the clock (an import passes the recorded time). */
  readonly receivedAt?: number;
}

interface ThreadCursor {
  runId: string | undefined;
  state: unknown;
}

/**
 * The bounded log of AG-UI events: a ring buffer of {@link RecordedEvent}s, each stamped with its
 * time, size and run, with the changes of every STATE_DELTA worked out as it arrives (later the
 * state it applied to may be gone).
 */
export class EventLog {
  readonly #buffer: RingBuffer<RecordedEvent>;
  readonly #threads: LruMap<string, ThreadCursor>;
  readonly #now: () => number;
  readonly #maxBytes: number;
  #bytes = 0;
  #seq = 0;

  constructor(options: EventLogOptions = {}) {
    this.#buffer = new RingBuffer(options.maxEvents ?? 2000);
    this.#threads = new LruMap(options.maxThreads ?? 100);
    this.#now = options.now ?? Date.now;
    this.#maxBytes = options.maxBytes ?? 16_000_000;
  }

  get maxEvents(): number {
    return this.#buffer.capacity;
  }

  /** Events dropped because the log was full. */
  get dropped(): number {
    return this.#buffer.dropped;
  }

  get size(): number {
    return this.#buffer.size;
  }

  /** Bytes of the kept events' JSON. */
  get bytes(): number {
    return this.#bytes;
  }

  record(input: RecordEventInput): RecordedEvent {
    const { agentId, threadId, event } = input;
    const key = threadKey(agentId, threadId);
    let cursor = this.#threads.get(key);
    if (!cursor) {
      cursor = { runId: undefined, state: undefined };
      this.#threads.set(key, cursor);
    } else {
      this.#threads.touch(key);
    }
    if (event.type === "RUN_STARTED" && typeof event["runId"] === "string") cursor.runId = event["runId"];
    cursor.runId ??= input.runId;

    let stateFields: Pick<RecordedEvent, "stateChanges" | "stateError"> = {};
    if (event.type === "STATE_SNAPSHOT") {
      cursor.state = event["snapshot"];
    } else if (event.type === "STATE_DELTA") {
      const before = "stateBefore" in input ? input.stateBefore : cursor.state;
      const operations = Array.isArray(event["delta"]) ? (event["delta"] as JsonPatchOperation[]) : [];
      const description = describeStatePatch(before, operations);
      cursor.state = description.after;
      stateFields = { stateChanges: description.changes, ...(description.error !== undefined && { stateError: description.error }) };
    }

    const recorded: RecordedEvent = {
      seq: ++this.#seq,
      agentId,
      threadId,
      runId: cursor.runId,
      receivedAt: input.receivedAt ?? this.#now(),
      type: event.type,
      size: jsonByteSize(event),
      event,
      ...stateFields,
    };
    const evicted = this.#buffer.push(recorded);
    this.#bytes += recorded.size - (evicted?.size ?? 0);
    while (this.#bytes > this.#maxBytes && this.#buffer.size > 1) this.#bytes -= this.#buffer.shift()!.size;
    return recorded;
  }

  /** Every kept event, oldest first. */
  events(): RecordedEvent[] {
    return this.#buffer.toArray();
  }

  /** The kept events of one thread, oldest first. */
  eventsOf(agentId: string, threadId: string): RecordedEvent[] {
    return this.#buffer.toArray().filter((event) => event.agentId === agentId && event.threadId === threadId);
  }

  /** The state of a thread as replayed from its STATE_SNAPSHOT/STATE_DELTA events. */
  replayedState(agentId: string, threadId: string): unknown {
    return this.#threads.get(threadKey(agentId, threadId))?.state;
  }

  clear(): void {
    this.#bytes = 0;
    this.#buffer.clear();
    this.#threads.clear();
  }
}

import type { AbstractAgent } from "@ag-ui/client";
import { EventType, type BaseEvent } from "@ag-ui/core";
import { EventJsonEncoder } from "@wingman/shared/internal";
import type { Observable, Subscription } from "rxjs";
import { WingmanHttpError } from "../errors/wingman-http-error.js";
import { runWithinLimits } from "../fair-use/run-within-limits.js";
import { parseRunInput } from "../routes/parse-run-input.js";
import { stoppedAnswer } from "../routes/stopped-answer.js";
import { threadNotFound } from "../routes/thread-http-error.js";
import type { RunnerEvent } from "../runner/agent-runner.js";
import type { CopilotRuntime } from "../runtime/copilot-runtime.js";
import { attachMcpApps } from "../runtime/attach-mcp-apps.js";
import { prepareAgentClone } from "../runtime/prepare-agent-clone.js";
import { applyRealtimePolicyHooks } from "./apply-realtime-policy-hooks.js";
import { followThread } from "./follow-thread.js";
import { parseClientFrame } from "./parse-client-frame.js";
import type { RealtimeConnection } from "./realtime-connection.js";
import { toErrorFrame } from "./realtime-error-frame.js";
import type { RealtimeClientFrame, RealtimeServerFrame } from "./realtime-frames.js";
import type { ResolvedRealtimeOptions } from "./realtime-options.js";
import { RealtimeOutbox } from "./realtime-outbox.js";
import { watchThreadChanges } from "./watch-thread-changes.js";

/** The runtime, socket and upgrade request one realtime session serves. */
export interface RealtimeSessionOptions {
  readonly runtime: CopilotRuntime;
  readonly connection: RealtimeConnection;
  /** The upgrade request: the caller is identified from it (for every request), and headers forwarded from it. */
  readonly request: Request;
  readonly options: ResolvedRealtimeOptions;
  /** Called once when the session closes its socket for falling behind `maxQueuedBytes`. */
  readonly onOverflow?: () => void;
}

/** Requests count against `maxConcurrentRequests`, subscriptions against `maxSubscriptions`. */
type RequestKind = "request" | "subscription";

/** A request with a stream of answers, open until it ends or is cancelled. */
class OpenRequest {
  cancelled = false;
  subscription: Subscription | undefined;
  cleanup: (() => void) | undefined;
  /** The id of the last event sent: a paused stream resumes after it. */
  lastEventId = 0;
  /** Whether `lastEventId` is a place to resume from: the request's `after`, or an event sent (a run's stream has none before). */
  hasCursor = false;
  /** Bumped when the stream is paused, so that late events of the old subscription are ignored. */
  generation = 0;

  constructor(readonly kind: RequestKind) {}

  cancel(): void {
    this.cancelled = true;
    this.subscription?.unsubscribe();
    this.cleanup?.();
  }
}

type StreamFrame = Exclude<RealtimeClientFrame, { type: "ping" } | { type: "unsubscribe" }>;

/**
 * One client's WebSocket: reads its request frames (run, connect, stop, subscribe-thread,
 * subscribe-threads, unsubscribe, ping) and writes the answers, all through the same runtime,
 * runner and identity as HTTP. Platform-free: the host hands it a {@link RealtimeConnection} and
 * each text frame, and calls `dispose()` when the socket closes. An event stream that finds the
 * socket's unsent data past `maxQueuedBytes` pauses (unsubscribes) and, once the socket has drained,
 * reads the runner's log again after the last event it sent: the log is the buffer. A socket that
 * still holds twice the bound when any other frame is due is terminated.
 */
export class RealtimeSession {
  readonly #runtime: CopilotRuntime;
  readonly #connection: RealtimeConnection;
  readonly #request: Request;
  readonly #options: ResolvedRealtimeOptions;
  readonly #onOverflow: (() => void) | undefined;
  readonly #open = new Map<string, OpenRequest>();
  readonly #json = new EventJsonEncoder();
  readonly #outbox: RealtimeOutbox;
  #closed = false;

  constructor(options: RealtimeSessionOptions) {
    this.#runtime = options.runtime;
    this.#connection = options.connection;
    this.#request = options.request;
    this.#options = options.options;
    this.#onOverflow = options.onOverflow;
    this.#outbox = new RealtimeOutbox(options.connection, options.options.maxQueuedBytes);
  }

  /** Requests still streaming. */
  get openRequests(): number {
    return this.#open.size;
  }

  handleMessage(text: string): void {
    if (this.#closed) return;
    let frame: RealtimeClientFrame;
    try {
      frame = parseClientFrame(text);
    } catch (error) {
      const id = WingmanHttpError.isInstance(error) ? (error.body?.["id"] as string | undefined) : undefined;
      this.#send(toErrorFrame(error, id));
      return;
    }
    if (frame.type === "ping") {
      this.#send(frame.id === undefined ? { type: "pong" } : { type: "pong", id: frame.id });
      return;
    }
    if (frame.type === "unsubscribe") {
      const found = this.#open.has(frame.target);
      this.#finish(frame.target);
      this.#send({ type: "result", id: frame.id, result: { unsubscribed: found } });
      return;
    }
    if (this.#open.has(frame.id)) {
      this.#send(toErrorFrame(new WingmanHttpError(400, "duplicate_request_id", `Request '${frame.id}' is still open`), frame.id));
      return;
    }
    const kind: RequestKind = frame.type === "subscribe-thread" || frame.type === "subscribe-threads" ? "subscription" : "request";
    const limitError = this.#checkLimit(kind);
    if (limitError !== undefined) {
      this.#send(toErrorFrame(limitError, frame.id));
      return;
    }
    const open = new OpenRequest(kind);
    this.#open.set(frame.id, open);
    this.#dispatch(frame, open).catch((error: unknown) => {
      if (this.#open.get(frame.id) !== open) return;
      this.#finish(frame.id, toErrorFrame(error, frame.id));
    });
  }

  /** The socket closed: every stream is detached (runs go on and stay in the runner's log). */
  dispose(): void {
    this.#closed = true;
    this.#outbox.close();
    for (const open of this.#open.values()) open.cancel();
    this.#open.clear();
  }

  /** The error answering one request too many of `kind`, if this socket is at its limit. */
  #checkLimit(kind: RequestKind): WingmanHttpError | undefined {
    const [limit, option, noun] =
      kind === "subscription"
        ? [this.#options.maxSubscriptions, "maxSubscriptions", "subscriptions"]
        : [this.#options.maxConcurrentRequests, "maxConcurrentRequests", "runs, connects and stops"];
    let count = 0;
    for (const open of this.#open.values()) if (open.kind === kind) count++;
    if (count < limit) return undefined;
    return new WingmanHttpError(429, "too_many_requests", `This socket already has ${limit} open ${noun} (realtime.${option})`);
  }

  async #dispatch(frame: StreamFrame, open: OpenRequest): Promise<void> {
    const runtime = this.#runtime;
    const { runner } = runtime;
    const ownerId = await runtime.identifyUser(this.#request);
    if (open.cancelled) return;
    const { id } = frame;
    switch (frame.type) {
      case "run": {
        const { agentId, agent } = await this.#findAgent(frame.agentId);
        await applyRealtimePolicyHooks(runtime, this.#request, { name: "agent/run", params: { agentId } }, ownerId);
        const input = parseRunInput(frame.input);
        const clone = prepareAgentClone(agent, {
          agentId,
          input,
          request: this.#request,
          forwardHeaders: runtime.forwardHeaders,
        });
        if (runtime.mcpApps) await attachMcpApps(clone, agentId, runtime.mcpApps);
        const { threadId } = input;
        const events = await runWithinLimits(runtime, { ownerId, threadId, agentId, agent: clone, input });
        this.#stream(id, open, events, true, (from) => runner.connect({ ownerId, threadId, agentId, after: from }));
        return;
      }
      case "connect": {
        const { agentId } = await this.#findAgent(frame.agentId);
        await applyRealtimePolicyHooks(runtime, this.#request, { name: "agent/connect", params: { agentId } }, ownerId);
        const { threadId, after } = frame;
        const connect = (from: number | undefined) => runner.connect({ ownerId, threadId, agentId, ...(from !== undefined && { after: from }) });
        open.lastEventId = after ?? 0;
        open.hasCursor = true;
        this.#stream(id, open, connect(after), false, connect);
        return;
      }
      case "stop": {
        const { agentId } = await this.#findAgent(frame.agentId);
        const { threadId, runId } = frame;
        await applyRealtimePolicyHooks(runtime, this.#request, { name: "agent/stop", params: { agentId, threadId } }, ownerId);
        const stopped = await runner.stop({ ownerId, threadId, agentId, ...(runId !== undefined && { runId }) });
        if (!stopped) {
          const thread = await runner.getThread({ ownerId, threadId });
          if (!thread || thread.agentId !== agentId) throw threadNotFound(threadId);
        }
        this.#finish(id, { type: "result", id, result: stopped ? stoppedAnswer : { stopped } });
        return;
      }
      case "subscribe-thread": {
        const { threadId, agentId, after } = frame;
        if (agentId !== undefined) await this.#findAgent(agentId);
        const thread = await runner.getThread({ ownerId, threadId });
        if (!thread || (agentId !== undefined && thread.agentId !== agentId)) throw threadNotFound(threadId);
        if (open.cancelled) return;
        this.#send({ type: "result", id, result: { thread } });
        const follow = (from: number | undefined) =>
          followThread(runner, {
            ownerId,
            threadId,
            agentId: thread.agentId,
            ...(from !== undefined && { after: from }),
            pollIntervalMs: this.#options.threadPollIntervalMs,
          });
        open.lastEventId = after ?? 0;
        open.hasCursor = true;
        this.#stream(id, open, follow(after), false, follow);
        return;
      }
      case "subscribe-threads": {
        const { agentId } = frame;
        this.#send({ type: "result", id, result: {} });
        open.cleanup = watchThreadChanges(
          runner,
          { ownerId, ...(agentId !== undefined && { agentId }) },
          (change) => this.#send({ type: "thread-change", id, change }),
          this.#options.threadPollIntervalMs,
        );
        if (open.cancelled) open.cleanup();
        return;
      }
    }
  }

  async #findAgent(agentId: string): Promise<{ agentId: string; agent: AbstractAgent }> {
    const agents = await this.#runtime.getAgents(this.#request);
    const agent = Object.hasOwn(agents, agentId) ? agents[agentId] : undefined;
    if (!agent) throw new WingmanHttpError(404, "Agent not found", `Agent '${agentId}' does not exist`);
    return { agentId, agent };
  }

  /**
   * Sends a stream's events as `event` frames. When the socket is over its budget, the stream pauses
   * and, once the socket drained, goes on from `resume(lastEventId)`.
   */
  #stream(
    id: string,
    open: OpenRequest,
    events: Observable<RunnerEvent>,
    endAfterTerminalEvent: boolean,
    resume: (after: number) => Observable<RunnerEvent>,
  ): void {
    if (open.cancelled) return;
    const generation = ++open.generation;
    const current = (): boolean => !open.cancelled && open.generation === generation;
    const subscription = events.subscribe({
      next: ({ id: eventId, event }) => {
        if (!current() || eventId <= open.lastEventId) return;
        if (open.hasCursor && this.#outbox.queuedBytes > this.#options.maxQueuedBytes) {
          this.#pause(id, open, () => this.#stream(id, open, resume(open.lastEventId), endAfterTerminalEvent, resume));
          return;
        }
        open.lastEventId = eventId;
        open.hasCursor = true;
        this.#sendEvent(id, eventId, event);
        if (endAfterTerminalEvent && (event.type === EventType.RUN_FINISHED || event.type === EventType.RUN_ERROR)) this.#finish(id);
      },
      error: (error: unknown) => {
        if (current()) this.#finish(id, toErrorFrame(error, id));
      },
      complete: () => {
        if (current()) this.#finish(id);
      },
    });
    // The stream may have ended or paused (or the socket closed) inside subscribe().
    if (current()) open.subscription = subscription;
    else subscription.unsubscribe();
  }

  /** Unsubscribes a stream that found the socket full; `restart` it once the socket has drained. */
  #pause(id: string, open: OpenRequest, restart: () => void): void {
    open.generation++;
    const subscription = open.subscription;
    open.subscription = undefined;
    subscription?.unsubscribe();
    this.#outbox.whenDrained(() => {
      if (this.#open.get(id) === open && !open.cancelled) restart();
    });
  }

  /** Ends an open request (once) with `frame`, by default `end`. */
  #finish(id: string, frame: RealtimeServerFrame = { type: "end", id }): void {
    const open = this.#open.get(id);
    if (open === undefined) return;
    this.#open.delete(id);
    open.cancel();
    this.#send(frame);
  }

  #send(frame: RealtimeServerFrame): void {
    this.#sendText(() => JSON.stringify(frame));
  }

  /** An `event` frame, as `#send` would write it, its event encoded by the socket's encoder. */
  #sendEvent(id: string, eventId: number, event: BaseEvent): void {
    this.#sendText(() => `{"type":"event","id":${JSON.stringify(id)},"eventId":${JSON.stringify(eventId)},"event":${this.#json.encode(event)}}`);
  }

  #sendText(encode: () => string): void {
    if (this.#closed) return;
    // Streams pause at maxQueuedBytes; the small frames that cannot wait (an `end` right after the
    // event that filled the queue, results, pongs) get as much again before the socket is given up.
    if (this.#outbox.queuedBytes > 2 * this.#options.maxQueuedBytes) {
      this.#overflow();
      return;
    }
    let text: string;
    try {
      text = encode();
    } catch (error) {
      console.error("[wingman] dropped a realtime frame that cannot be serialised:", error);
      return;
    }
    this.#outbox.send(text);
  }

  #overflow(): void {
    this.dispose();
    this.#connection.terminate();
    this.#onOverflow?.();
  }
}

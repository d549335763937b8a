import { AbstractAgent, type AgentConfig, type AgentStateMutation, type AgentSubscriber } from "@ag-ui/client";
import { EventType, type BaseEvent, type RunAgentInput } from "@ag-ui/core";
import { ReplaySubject, type Observable } from "rxjs";
import { agentCopyConfig } from "../agents/agent-copy-config.js";
import { applyEventsIncrementally } from "../events/apply-events.js";
import { createDefaultScheduler, type Scheduler } from "../async/scheduler.js";
import type { RealtimeClient, RealtimeRequestHandle } from "./realtime-client.js";
import { RealtimeEventTransport } from "./realtime-event-transport.js";
import type { RealtimeClientRequest } from "./realtime-frames.js";

/** How a `WebSocketAgent` reaches its runtime agent over the shared realtime socket. */
export interface WebSocketAgentConfig extends AgentConfig {
  /** The shared socket to the runtime. */
  readonly client: RealtimeClient;
  /** The runtime agent requests go to. */
  readonly runtimeAgentId: string;
  /** When `onMessagesChanged`/`onStateChanged` fire during a stream. Default: once per animation frame, else every 16 ms. */
  readonly scheduler?: Scheduler;
}

/** What a followed thread tells its follower about runs it did not start. */
export interface ThreadFollower {
  /**
   * A run started elsewhere is about to be applied (a chance to sync messages in). Returning
   * `false` declines it and stops following (the follower moved on to another thread).
   */
  onRemoteRun?(): boolean | void;
  /** The subscriber handed to each remote run's pipeline (after the agent's own subscribers). */
  readonly subscriber?: AgentSubscriber;
}

interface FollowedThread {
  readonly threadId: string;
  /** The current `subscribe-thread` request. */
  handle?: RealtimeRequestHandle;
  /** The highest event id skipped because this agent was streaming the thread itself. */
  skippedAfter: number;
  /** While the thread does not exist yet: the subscription to the caller's thread list that says when it does. */
  waiter?: RealtimeRequestHandle;
}

const isTerminal = (event: BaseEvent): boolean => event.type === EventType.RUN_FINISHED || event.type === EventType.RUN_ERROR;

/**
 * An agent living on a runtime's realtime socket: runs and connects are realtime requests (resumed
 * after a dropped socket), and `follow()` keeps it subscribed to its thread so that runs started by
 * any other client — another tab, another device, another runtime instance — are applied to it live.
 * `ProxiedCopilotRuntimeAgent` delegates to one in intelligence mode.
 */
export class WebSocketAgent extends AbstractAgent {
  readonly transport: RealtimeEventTransport;
  scheduler: Scheduler;
  #abort = new AbortController();
  /** Events of a followed run in flight, fed to the pipeline `connect()` hands out next. */
  #remote: ReplaySubject<BaseEvent> | undefined;
  #nextSource: Observable<BaseEvent> | undefined;
  #remoteDone: Promise<unknown> | undefined;
  #follow: FollowedThread | undefined;
  #follower: ThreadFollower = {};
  readonly #config: WebSocketAgentConfig;

  constructor(config: WebSocketAgentConfig) {
    super(config);
    this.#config = config;
    const { runtimeAgentId } = config;
    this.transport = new RealtimeEventTransport(config.client, () => runtimeAgentId);
    this.scheduler = config.scheduler ?? createDefaultScheduler();
    this.transport.listen({
      onStreamEnd: (threadId) => {
        // Frames skipped while this client streamed the thread itself, beyond what that stream
        // delivered, belong to a run the follower must still see: subscribe again from the cursor.
        const follow = this.#follow;
        if (follow?.threadId !== threadId || this.transport.isStreaming(threadId)) return;
        if (follow.skippedAfter > (this.transport.lastEventId(threadId) ?? 0)) this.#restartFollow();
      },
    });
  }

  /** The thread being followed, if any. */
  get followedThreadId(): string | undefined {
    return this.#follow?.threadId;
  }

  /** Resolves when the followed run being applied now (if any) has been applied. */
  remoteRunSettled(): Promise<void> {
    return (this.#remoteDone ?? Promise.resolve()).then(() => undefined);
  }

  run(input: RunAgentInput): Observable<BaseEvent> {
    return this.transport.run(input, { agent: this, signal: this.#abort.signal });
  }

  protected override connect(input: RunAgentInput): Observable<BaseEvent> {
    const source = this.#nextSource;
    if (source) {
      this.#nextSource = undefined;
      return source;
    }
    const lastEventId = this.transport.lastEventId(input.threadId);
    return this.transport.connect(input, {
      agent: this,
      signal: this.#abort.signal,
      lastEventId: lastEventId === undefined ? undefined : String(lastEventId),
    });
  }

  protected override apply(input: RunAgentInput, events$: Observable<BaseEvent>, subscribers: AgentSubscriber[]): Observable<AgentStateMutation> {
    return applyEventsIncrementally(events$, { agent: this, input, subscribers, scheduler: this.scheduler });
  }

  /** A new agent on the same socket with this one's thread, messages, state and cursor (not following). */
  override clone(): WebSocketAgent {
    const copy = new WebSocketAgent({
      ...this.#config,
      ...agentCopyConfig(this),
      scheduler: this.scheduler,
    });
    copy.subscribers = [...this.subscribers];
    const cursor = this.transport.lastEventId(this.threadId);
    if (cursor !== undefined) copy.transport.advance(this.threadId, cursor);
    return copy;
  }

  /** Detaches local streams (the runs go on on the runtime); use `transport.stop` to stop a run. */
  override abortRun(): void {
    this.#abort.abort();
    this.#abort = new AbortController();
  }

  /**
   * Follows `threadId` (default: the agent's) from the transport's cursor on: every run on it that
   * this agent does not stream itself is applied through the agent's pipeline, so subscribers see
   * it as a connect. Following another thread first stops following the previous one. A thread
   * that does not exist yet (a new conversation open in several tabs) is followed from its first run.
   */
  follow(follower: ThreadFollower = {}, threadId: string = this.threadId): void {
    this.#follower = follower;
    if (this.#follow?.threadId === threadId) return;
    this.unfollow();
    this.#subscribe(threadId);
  }

  unfollow(): void {
    const follow = this.#follow;
    this.#follow = undefined;
    follow?.handle?.cancel();
    follow?.waiter?.cancel();
    this.#endRemoteRun();
  }

  #restartFollow(): void {
    const follow = this.#follow;
    if (!follow) return;
    follow.handle?.cancel();
    follow.waiter?.cancel();
    this.#subscribe(follow.threadId);
  }

  #subscribe(threadId: string): void {
    const follow: FollowedThread = { threadId, skippedAfter: 0 };
    this.#follow = follow;
    this.#subscribeThread(follow);
  }

  /** Sends (again) the follow's `subscribe-thread`, from the cursor. */
  #subscribeThread(follow: FollowedThread): void {
    const transport = this.transport;
    const { threadId } = follow;
    const request = (): RealtimeClientRequest => {
      const after = transport.lastEventId(threadId);
      return { type: "subscribe-thread", threadId, ...(after !== undefined && { after }) };
    };
    follow.handle?.cancel();
    follow.handle = transport.client.request(request(), {
      onFrame: (frame) => {
        if (this.#follow !== follow) return;
        if (frame.type === "event") this.#receive(follow, frame.eventId, frame.event);
        else if (frame.type === "result") {
          // Subscribed: the thread exists.
          follow.waiter?.cancel();
          follow.waiter = undefined;
        } else if (frame.type === "error" && frame.error === "thread_not_found") {
          // Not a thread of this caller yet: a new conversation open in several tabs and not
          // started in any. Wait for its first run, which another client may start.
          if (follow.waiter === undefined) this.#waitForThread(follow);
        } else if (frame.type === "error" || frame.type === "end") {
          // Refused or ended: follow again on the next connect.
          this.#stopFollowing(follow);
        }
      },
      onReconnect: () => (this.#follow === follow ? request() : undefined),
      onError: () => this.#stopFollowing(follow),
    });
  }

  /**
   * Subscribes to the caller's thread list until the followed thread exists, then subscribes to
   * the thread again. Asked once more when the list subscription is active, for a thread created
   * between the refusal and then; the runtime only reports the caller's own threads.
   */
  #waitForThread(follow: FollowedThread): void {
    const agentId = this.#config.runtimeAgentId;
    const frame: RealtimeClientRequest = { type: "subscribe-threads", agentId };
    const waiter = this.transport.client.request(frame, {
      onFrame: (answer) => {
        if (this.#follow !== follow || follow.waiter !== waiter) return;
        const created = answer.type === "thread-change" && answer.change.threadId === follow.threadId && answer.change.kind !== "deleted";
        if (answer.type === "result" || created) this.#subscribeThread(follow);
        else if (answer.type === "error" || answer.type === "end") this.#stopFollowing(follow);
      },
      onReconnect: () => (this.#follow === follow && follow.waiter === waiter ? frame : undefined),
      onError: () => this.#stopFollowing(follow),
    });
    follow.waiter = waiter;
  }

  #stopFollowing(follow: FollowedThread): void {
    if (this.#follow !== follow) return;
    this.#follow = undefined;
    follow.waiter?.cancel();
    this.#endRemoteRun();
  }

  #receive(follow: FollowedThread, eventId: number, event: BaseEvent): void {
    const { threadId } = follow;
    if (this.transport.isStreaming(threadId)) {
      // This client's own run or connect delivers it; remember how far the follow went meanwhile.
      follow.skippedAfter = Math.max(follow.skippedAfter, eventId);
      return;
    }
    const cursor = this.transport.lastEventId(threadId);
    if (cursor !== undefined && eventId <= cursor) return;
    let remote = this.#remote;
    if (!remote && event.type !== EventType.RUN_STARTED) {
      // The tail of a run whose start this agent did not apply here: the rest of a run it streamed
      // itself and detached from (Stop detaches at once, and the runtime then closes the run). It
      // cannot be applied as a run of its own (the pipeline wants RUN_STARTED first): pass over it.
      this.transport.advance(threadId, eventId);
      return;
    }
    if (!remote && this.#follower.onRemoteRun?.() === false) {
      this.unfollow();
      return;
    }
    this.transport.advance(threadId, eventId);
    if (!remote) {
      remote = new ReplaySubject<BaseEvent>();
      this.#remote = remote;
      this.#nextSource = remote;
      this.#remoteDone = this.connectAgent(undefined, this.#follower.subscriber).catch((error: unknown) => {
        console.error("[wingman] applying a followed run failed:", error);
      });
    }
    remote.next(event);
    if (isTerminal(event)) this.#endRemoteRun();
  }

  #endRemoteRun(): void {
    const remote = this.#remote;
    this.#remote = undefined;
    remote?.complete();
  }
}

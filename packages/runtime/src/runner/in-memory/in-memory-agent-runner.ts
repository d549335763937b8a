import type { BaseEvent, Message, State } from "@ag-ui/core";
import { EventType } from "@ag-ui/core";
import { finalizeRunEvents } from "@wingman/shared";
import {
  compactRunEvents,
  isTerminalEventType,
  recordRunInput,
  recordedRunStartEvents,
  reduceRunState,
} from "@wingman/shared/internal";
import { Observable } from "rxjs";
import type {
  WingmanAgentRunner,
  ListThreadsRequest,
  RunnerConnectRequest,
  RunnerEvent,
  RunnerRunRequest,
  RunnerScope,
  RunnerStopRequest,
  RunnerThreadRequest,
  ThreadChange,
  ThreadChangeListener,
  ThreadInfo,
  ThreadPage,
  UpdateThreadRequest,
  WatchThreadsRequest,
} from "../agent-runner.js";
import { ThreadChangeHub } from "../thread-change-hub.js";
import { asCopilotKitAgentRunner } from "../copilotkit/as-copilotkit-agent-runner.js";
import type { AgentRunner, AgentRunnerConnectRequest, AgentRunnerRunRequest } from "../copilotkit/agent-runner.js";
import { ANONYMOUS_OWNER_ID } from "../../runtime/identify-user.js";
import { AgentRunAbort } from "../agent-run-abort.js";
import { ThreadBusyError, ThreadNotFoundError } from "../runner-errors.js";
import { startAgentRun } from "../start-agent-run.js";
import type { ActiveRun } from "./active-run.js";
import { EndedRunQueue } from "./ended-run-queue.js";
import { estimateEventBytes, measuredJson } from "./estimate-event-bytes.js";
import {
  resolveInMemoryAgentRunnerOptions,
  type InMemoryAgentRunnerOptions,
  type ResolvedInMemoryAgentRunnerOptions,
} from "./in-memory-agent-runner-options.js";
import { LiveRun } from "../live-run.js";
import { pageThreads } from "./page-threads.js";
import { reduceStoredRunMessages, replayStoredRun, storeRun, threadMessages } from "./stored-run.js";
import type { ThreadRecord } from "./thread-record.js";
import { ThreadStore } from "./thread-store.js";

/** How many threads the in-memory runner holds and the bytes of their stored events. */
export interface InMemoryAgentRunnerUsage {
  readonly threads: number;
  readonly bytes: number;
}

interface EndOptions {
  readonly stopRequested: boolean;
  readonly interruptionMessage?: string;
}

/** True for a call of Wingman's contract (the runtime's): it names the owner it acts for. */
function isScoped(request: object): request is RunnerScope {
  return typeof (request as { ownerId?: unknown }).ownerId === "string";
}

/** The owner a call of CopilotKit's contract acts for: theirs has no owners. */
function scoped<Request extends object>(request: Request): Request & RunnerScope {
  return isScoped(request) ? request : { ...request, ownerId: ANONYMOUS_OWNER_ID };
}

/**
 * The default runner: threads live in this instance's memory (nothing survives a restart), bounded
 * in threads, runs per thread and bytes. Runs start eagerly, outlive their subscribers, and are
 * stored compacted; `connect` resumes after any event id.
 *
 * It answers CopilotKit's `AgentRunner` contract too, so code written against their
 * `InMemoryAgentRunner` (a test calling `runner.run({ threadId, agent, input }).pipe(...)`) works
 * unchanged: a call without `ownerId` gets plain AG-UI events (no ids) and acts for the anonymous
 * owner, through {@link asCopilotKitAgentRunner}. The runtime always names the owner.
 *
 * @example
 * const runtime = new CopilotRuntime({ agents, runner: new InMemoryAgentRunner({ maxThreads: 500 }) });
 */
export class InMemoryAgentRunner implements WingmanAgentRunner {
  readonly #options: ResolvedInMemoryAgentRunnerOptions;
  readonly #store: ThreadStore;
  readonly #now: () => number = Date.now;
  readonly #changes = new ThreadChangeHub();
  /** Threads whose ended run is not stored yet. */
  readonly #unstored = new EndedRunQueue((thread) => this.#storeEndedRun(thread));

  constructor(options: InMemoryAgentRunnerOptions = {}) {
    this.#options = resolveInMemoryAgentRunnerOptions(options);
    this.#store = new ThreadStore(this.#options, () => this.#unstored.storeAll());
  }

  /** What the store holds now, for monitoring: thread count and approximate bytes (stored and in flight). */
  usage(): InMemoryAgentRunnerUsage {
    this.#unstored.storeAll();
    return { threads: this.#store.size, bytes: this.#store.bytes };
  }

  /** CopilotKit's view of this runner, for calls of their contract. */
  readonly #copilotKit: AgentRunner = asCopilotKitAgentRunner(this);

  /** Wingman's contract: events with ids, once the run has started. */
  run(request: RunnerRunRequest): Promise<Observable<RunnerEvent>>;
  /** CopilotKit's contract: the run's AG-UI events, started now. */
  run(request: AgentRunnerRunRequest): Observable<BaseEvent>;
  run(request: RunnerRunRequest | AgentRunnerRunRequest): Promise<Observable<RunnerEvent>> | Observable<BaseEvent> {
    if (isScoped(request)) return this.#run(request as RunnerRunRequest);
    // CopilotKit's runner throws at once for a busy thread: its callers catch the call, not the stream.
    if (this.#store.get(ANONYMOUS_OWNER_ID, request.threadId)?.active !== undefined) throw new ThreadBusyError(request.threadId);
    return this.#copilotKit.run(request);
  }

  async #run(request: RunnerRunRequest): Promise<Observable<RunnerEvent>> {
    const { threadId, ownerId, agentId, agent, input } = request;
    const existing = this.#store.get(ownerId, threadId);
    if (existing !== undefined && !existing.isVisibleTo(ownerId, agentId)) throw new ThreadNotFoundError(threadId);
    if (existing?.active !== undefined) throw new ThreadBusyError(threadId);
    // The thread's own ended run is stored first: its history and state are then what they would be
    // had the run been stored at its end. Other threads' wait for their moment (the store settles
    // them itself before it evicts anything), so that a run does not pay for everyone's.
    if (existing !== undefined) this.#storeEndedRun(existing);

    const now = this.#now();
    const thread = existing ?? this.#store.create(threadId, ownerId, agentId, now);
    this.#store.touch(thread);
    thread.activity = this.#store.nextActivity();
    thread.lastRunAt = now;
    thread.updatedAt = now;
    // Rebuilt from the stored runs: an idle thread keeps no message objects.
    const history = existing === undefined ? [] : threadMessages(thread.runs, thread.dropped?.messages);
    const recording = recordRunInput(input, history);
    const run: ActiveRun = {
      live: new LiveRun(input.runId),
      abort: new AgentRunAbort(agent),
      recordedInput: recording.input,
      recording,
      createdThread: existing === undefined,
      agentEventCount: 0,
      stopRequested: false,
      sawRunStarted: false,
      bytes: 0,
      deadline: undefined,
    };
    thread.active = run;
    const { runDeadlineMs } = this.#options;
    if (runDeadlineMs !== undefined) {
      run.deadline = setTimeout(() => {
        run.abort.abort();
        this.#end(thread, run, { stopRequested: false, interruptionMessage: `Run exceeded its deadline of ${runDeadlineMs} ms` });
      }, runDeadlineMs);
    }

    this.#notify("run-started", thread);
    startAgentRun(agent, input, (event) => this.#record(thread, run, event), run.abort, (interruptionMessage) =>
      this.#end(thread, run, { stopRequested: run.stopRequested, interruptionMessage }),
    );
    return run.live.observe();
  }

  /** Wingman's contract: the thread's events with their ids, after `after` if given. */
  connect(request: RunnerConnectRequest): Observable<RunnerEvent>;
  /** CopilotKit's contract: the thread's AG-UI events. */
  connect(request: AgentRunnerConnectRequest): Observable<BaseEvent>;
  connect(request: RunnerConnectRequest | AgentRunnerConnectRequest): Observable<RunnerEvent> | Observable<BaseEvent> {
    return isScoped(request) ? this.#connect(request as RunnerConnectRequest) : this.#copilotKit.connect(request);
  }

  #connect(request: RunnerConnectRequest): Observable<RunnerEvent> {
    return new Observable<RunnerEvent>((subscriber) => {
      const thread = this.#visible(request);
      if (thread === undefined) {
        subscriber.complete();
        return undefined;
      }
      this.#store.touch(thread);
      const { after } = request;
      const { dropped } = thread;
      if (dropped !== undefined && (after === undefined || after < dropped.lastEventId)) {
        subscriber.next({ id: dropped.lastEventId, event: { type: EventType.MESSAGES_SNAPSHOT, messages: dropped.messages } });
      }
      for (const stored of thread.runs) {
        if (after !== undefined && stored.lastEventId <= after) continue;
        for (const entry of replayStoredRun(stored, after)) {
          if (subscriber.closed) return undefined;
          subscriber.next(entry);
        }
      }
      if (thread.active === undefined) {
        subscriber.complete();
        return undefined;
      }
      return thread.active.live.observe(after).subscribe(subscriber);
    });
  }

  /** Without `ownerId` (CopilotKit's contract), acts for the anonymous owner. */
  async stop(given: RunnerStopRequest | Omit<RunnerStopRequest, "ownerId">): Promise<boolean> {
    const request = scoped(given);
    const thread = this.#visible(request);
    const run = thread?.active;
    if (thread === undefined || run === undefined || run.stopRequested) return false;
    if (request.runId !== undefined && request.runId !== run.live.runId) return false;
    run.stopRequested = true;
    run.abort.abort();
    this.#end(thread, run, { stopRequested: true });
    return true;
  }

  watchThreads(request: WatchThreadsRequest, listener: ThreadChangeListener): () => void {
    return this.#changes.watch(request, listener);
  }

  /** Without `ownerId` (CopilotKit's contract), asks about the anonymous owner's thread. */
  async isRunning(request: RunnerThreadRequest | Omit<RunnerThreadRequest, "ownerId">): Promise<boolean> {
    return this.#visible(scoped(request))?.active !== undefined;
  }

  async listThreads(request: ListThreadsRequest): Promise<ThreadPage> {
    return pageThreads(this.#store.ownedBy(request.ownerId), request);
  }

  async countThreads(request: RunnerScope): Promise<number> {
    return this.#store.countOwnedBy(request.ownerId);
  }

  async getThread(request: RunnerThreadRequest): Promise<ThreadInfo | undefined> {
    return this.#visible(request)?.toInfo();
  }

  async getThreadMessages(request: RunnerThreadRequest): Promise<Message[] | undefined> {
    const thread = this.#visible(request);
    return thread === undefined ? undefined : threadMessages(thread.runs, thread.dropped?.messages);
  }

  async getThreadState(request: RunnerThreadRequest): Promise<State | null | undefined> {
    const thread = this.#visible(request);
    if (thread === undefined) return undefined;
    return thread.state === undefined ? null : thread.state;
  }

  async updateThread(request: UpdateThreadRequest): Promise<ThreadInfo | undefined> {
    const thread = this.#visible(request);
    if (thread === undefined) return undefined;
    if (request.name !== undefined) thread.name = request.name;
    if (request.archived !== undefined) thread.archived = request.archived;
    thread.updatedAt = this.#now();
    this.#notify("updated", thread);
    return thread.toInfo();
  }

  async deleteThread(request: RunnerThreadRequest): Promise<boolean> {
    // Found without storing its ended run: that is dropped with it.
    const thread = this.#store.get(request.ownerId, request.threadId);
    if (thread === undefined || !thread.isVisibleTo(request.ownerId)) return false;
    const run = thread.active;
    if (run !== undefined) {
      run.stopRequested = true;
      run.abort.abort();
      this.#end(thread, run, { stopRequested: true });
    }
    this.#store.delete(thread);
    this.#notify("deleted", thread);
    return true;
  }

  async close(): Promise<void> {
    for (const thread of [...this.#store.values()]) {
      const run = thread.active;
      if (run === undefined) continue;
      run.abort.abort();
      this.#end(thread, run, { stopRequested: false, interruptionMessage: "The runner was closed" });
    }
    this.#unstored.storeAll();
  }

  /** The caller's thread, its ended run stored first (every reader of a thread goes through here). */
  #visible(request: RunnerThreadRequest & { readonly agentId?: string }): ThreadRecord | undefined {
    const thread = this.#store.get(request.ownerId, request.threadId);
    if (thread === undefined || !thread.isVisibleTo(request.ownerId, request.agentId)) return undefined;
    this.#storeEndedRun(thread);
    return thread;
  }

  #record(thread: ThreadRecord, run: ActiveRun, agentEvent: BaseEvent): void {
    // Events of a run already ended (stopped, timed out, closed) while the agent winds down are dropped.
    if (run.live.finished) return;
    if (agentEvent.type === EventType.RUN_STARTED && !run.sawRunStarted) {
      run.sawRunStarted = true;
      for (const event of recordedRunStartEvents(agentEvent, run.recording)) this.#append(thread, run, event);
    } else {
      this.#append(thread, run, agentEvent);
    }
    run.agentEventCount += 1;
    if (run.agentEventCount >= this.#options.maxEventsPerRun) {
      run.abort.abort();
      this.#end(thread, run, {
        stopRequested: false,
        interruptionMessage: `Run exceeded the limit of ${this.#options.maxEventsPerRun} events`,
      });
    }
  }

  #append(thread: ThreadRecord, run: ActiveRun, event: BaseEvent): void {
    const json = measuredJson(event);
    const bytes = estimateEventBytes(event, json);
    run.bytes += bytes;
    run.live.append(thread.nextEventId++, event, json);
    this.#store.addBytes(bytes, thread);
  }

  /** Closes the run (once): closers, unlocking; compaction and storing follow (`#storeEndedRun`). */
  #end(thread: ThreadRecord, run: ActiveRun, options: EndOptions): void {
    if (run.live.finished) return;
    if (run.deadline !== undefined) clearTimeout(run.deadline);
    const events = run.live.events;
    // A run that ended with its terminal (the usual end) needs no closers: spare copying its events.
    const last = events[events.length - 1];
    if (last === undefined || !isTerminalEventType(last.event.type)) {
      const ids = { threadId: thread.id, runId: run.live.runId };
      for (const closer of finalizeRunEvents(events.map(({ event }) => event), { ...ids, ...options })) {
        this.#append(thread, run, closer);
      }
    }
    // The thread is free (and the ended run readable) before the end is published: a subscriber
    // may act on it at once, in the same call.
    const released = thread.active === run;
    if (released) {
      thread.active = undefined;
      this.#store.released(thread.ownerId);
      thread.updatedAt = this.#now();
      if (run.agentEventCount > 0) {
        // Stored a moment later (its bytes stay counted meanwhile): see EndedRunQueue.
        thread.ended = run;
        this.#unstored.add(thread, run.bytes);
      }
    }
    run.live.finish();
    if (!released) return;
    if (run.agentEventCount > 0) {
      this.#notify("run-ended", thread);
      return;
    }
    // Nothing came from the agent (it threw at once, or was stopped first): store no phantom run.
    this.#store.addBytes(-run.bytes, thread);
    if (run.createdThread && thread.runs.length === 0) {
      this.#store.delete(thread);
      this.#notify("deleted", thread);
    } else this.#notify("run-ended", thread);
  }

  /** Stores the thread's ended run, if it has one not stored yet (an evicted or deleted thread's is dropped). */
  #storeEndedRun(thread: ThreadRecord): void {
    const run = thread.ended;
    if (run === undefined) return;
    thread.ended = undefined;
    this.#unstored.delete(thread);
    if (this.#store.get(thread.ownerId, thread.id) !== thread) return;
    this.#store.addBytes(-run.bytes, thread);
    this.#keep(thread, run);
  }

  #notify(kind: ThreadChange["kind"], thread: ThreadRecord): void {
    if (!this.#changes.isWatched(thread.ownerId)) return;
    const { id: threadId, ownerId, agentId } = thread;
    this.#changes.emit(kind === "deleted" ? { kind, threadId, ownerId, agentId } : { kind, threadId, ownerId, agentId, thread: thread.toInfo() });
  }

  /** Stores the ended run compacted and encoded, and moves the thread's state past it. */
  #keep(thread: ThreadRecord, run: ActiveRun): void {
    const compacted = compactRunEvents(run.live.events);
    // A run whose agent sent no RUN_STARTED still brought its input: count it in.
    const startState = run.sawRunStarted ? thread.state : (run.recordedInput.state ?? thread.state);
    thread.state = reduceRunState(
      startState,
      compacted.events.map(({ event }) => event),
    );

    const { events } = run.live;
    const lastEventId = events[events.length - 1]?.id ?? 0;
    const ids = { firstId: events[0]?.id ?? lastEventId, lastEventId };
    const stored = storeRun(run.live.runId, compacted, ids, run.sawRunStarted ? undefined : run.recordedInput.messages);
    thread.runs.push(stored);
    const { bytes } = stored;
    let droppedBytes = 0;
    while (thread.runs.length > this.#options.maxRunsPerThread) {
      const oldest = thread.runs.shift()!;
      droppedBytes += oldest.bytes;
      thread.dropped = { messages: reduceStoredRunMessages(thread.dropped?.messages ?? [], oldest), lastEventId: oldest.lastEventId };
    }
    thread.storedBytes += bytes - droppedBytes;
    this.#store.addBytes(bytes - droppedBytes, thread);
  }
}


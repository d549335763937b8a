import type { AbstractAgent } from "@ag-ui/client";
import type { BaseEvent, Message, RunAgentInput, State } from "@ag-ui/core";
import type { Observable } from "rxjs";

/**
 * One stored event of a thread's log. `id` is a per-thread sequence number, strictly increasing
 * from 1, sent on the wire as the SSE `id:` line; a client that saw id N resumes with
 * `connect({ after: N })` and receives exactly the events after it.
 */
export interface RunnerEvent {
  readonly id: number;
  readonly event: BaseEvent;
}

/** Who asks: every runner call is scoped to an owner; another owner's threads do not exist for them. */
export interface RunnerScope {
  /** The owner resolved by `identifyUser`; `"anonymous"` when the runtime has no identity hook. */
  readonly ownerId: string;
}

/** A request to run an agent on a thread and stream its events. */
export interface RunnerRunRequest extends RunnerScope {
  readonly threadId: string;
  /** The registry id of the agent; a thread is bound to the agent that created it. */
  readonly agentId: string;
  /** A per-request clone of the registered agent, already holding the input's messages and state. */
  readonly agent: AbstractAgent;
  readonly input: RunAgentInput;
}

/** A request to replay a thread's events and follow its current run. Default: from the first event. */
export interface RunnerConnectRequest extends RunnerScope {
  readonly threadId: string;
  /** When given, the thread must belong to this agent. */
  readonly agentId?: string;
  /** Replay only events whose id is greater than this (the client's last seen event id). */
  readonly after?: number;
}

/** A request to stop a thread's run. Default: whatever run is current. */
export interface RunnerStopRequest extends RunnerScope {
  readonly threadId: string;
  readonly agentId?: string;
  /** Stop only if this is the thread's current run. */
  readonly runId?: string;
}

/** A request about one thread of the caller. */
export interface RunnerThreadRequest extends RunnerScope {
  readonly threadId: string;
}

/** One thread as runners list it: owner, agent, name, archived and running state, timestamps. */
export interface ThreadInfo {
  readonly id: string;
  readonly agentId: string;
  readonly ownerId: string;
  readonly name: string | null;
  readonly archived: boolean;
  readonly running: boolean;
  /** ISO 8601 timestamps. */
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly lastRunAt: string | null;
}

/** Filters and paging of a runner's thread list. Defaults: every agent, archived left out, 50 per page. */
export interface ListThreadsRequest extends RunnerScope {
  readonly agentId?: string;
  /** Default false: archived threads are left out. */
  readonly includeArchived?: boolean;
  /** Page size; runners clamp it to 1..200, default 50. */
  readonly limit?: number;
  /** The `nextCursor` of the previous page. */
  readonly cursor?: string;
}

/** One page of a thread list, with the cursor of the next page (null at the end). */
export interface ThreadPage {
  /** Newest activity first. */
  readonly threads: readonly ThreadInfo[];
  readonly nextCursor: string | null;
}

/** A request to rename or (un)archive a thread; absent fields are left unchanged. */
export interface UpdateThreadRequest extends RunnerThreadRequest {
  readonly name?: string | null;
  readonly archived?: boolean;
}

/** A request to be told about changes to the caller's threads. Default: every agent. */
export interface WatchThreadsRequest extends RunnerScope {
  /** Only changes of this agent's threads. */
  readonly agentId?: string;
}

/**
 * A change to one of an owner's threads, as `watchThreads` reports it: a run started or ended
 * (on any instance sharing the runner's storage), the thread was renamed/(un)archived, or deleted.
 */
export interface ThreadChange {
  readonly kind: "run-started" | "run-ended" | "updated" | "deleted";
  readonly threadId: string;
  readonly ownerId: string;
  readonly agentId: string;
  /** The thread after the change; absent when it was deleted. */
  readonly thread?: ThreadInfo;
}

/** Receives {@link ThreadChange}s; it must not throw (errors are logged and ignored). */
export type ThreadChangeListener = (change: ThreadChange) => void;

/**
 * The one seam between the HTTP layer and storage. Every runner passes the conformance suite of
 * `@wingman/runtime/testing`.
 *
 * Rules every implementation keeps:
 * - One run per thread at a time: `run` rejects with `ThreadBusyError` before starting anything.
 * - Thread ids are scoped to their owner: storage is keyed by (ownerId, threadId), so two owners
 *   using the same id have two separate threads, and nothing one owner does (run, stop, update,
 *   delete, watch) reaches or reveals the other's.
 * - Within its owner, a thread is bound to the agent that created it: a call naming another agent
 *   (where one is given) behaves exactly as if it did not exist (`ThreadNotFoundError` from `run`,
 *   empty/false/undefined elsewhere).
 * - A run outlives its subscribers: unsubscribing detaches; the run goes on and is stored.
 * - The stream of a run (and of `connect` on a running thread) ends with a terminal event: the
 *   runner appends closers (`finalizeRunEvents`) when the agent did not.
 * - A store that cannot be reached is a `StoreUnavailableError` (503 with `Retry-After`), thrown
 *   (or rejected) at once rather than after a long wait; `connect` may throw it synchronously, and
 *   a stream that loses its store mid-way errors with it.
 */
export interface WingmanAgentRunner {
  /**
   * False for a runner whose event ids are not a per-thread sequence (a CopilotKit runner, adapted
   * by the runtime): its streams then carry no SSE `id:` lines and `connect` ignores `after`.
   * @default true
   */
  readonly resumable?: boolean;
  /**
   * Starts a run eagerly and resolves once the thread is locked for it; the observable delivers
   * every event of the run from its start (late subscribers included) and completes after the
   * terminal event. Rejects with `ThreadBusyError` or `ThreadNotFoundError`.
   */
  run(request: RunnerRunRequest): Promise<Observable<RunnerEvent>>;
  /**
   * Replays the thread's stored history (compacted) after `after`, then follows the live run, if
   * any, completing with it. An unknown thread gives an empty, completed stream.
   */
  connect(request: RunnerConnectRequest): Observable<RunnerEvent>;
  /** Requests a stop of the thread's live run; true when a run was told to stop. Works from any instance. */
  stop(request: RunnerStopRequest): Promise<boolean>;
  isRunning(request: RunnerThreadRequest): Promise<boolean>;

  listThreads(request: ListThreadsRequest): Promise<ThreadPage>;
  getThread(request: RunnerThreadRequest): Promise<ThreadInfo | undefined>;
  /** The thread's messages as of its latest stored run; undefined for an unknown thread. */
  getThreadMessages(request: RunnerThreadRequest): Promise<Message[] | undefined>;
  /** The thread's state as of its latest stored run (null when it has none); undefined for an unknown thread. */
  getThreadState(request: RunnerThreadRequest): Promise<State | null | undefined>;
  /** Renames or (un)archives; resolves the updated thread, undefined for an unknown thread. */
  updateThread(request: UpdateThreadRequest): Promise<ThreadInfo | undefined>;
  /** Deletes the thread and its log (stopping a live run first); false for an unknown thread. */
  deleteThread(request: RunnerThreadRequest): Promise<boolean>;

  /**
   * Optional: how many threads the owner has, archived ones included (for per-owner limits).
   * Without it the runtime counts by paging `listThreads`.
   */
  countThreads?(request: RunnerScope): Promise<number>;

  /**
   * Optional: calls `listener` for every change to the owner's threads from now on (runs started
   * and ended, updates, deletions), whichever instance made it; returns the function that stops
   * it. Realtime subscriptions use it to learn about runs started elsewhere on an idle thread; a
   * runner without it is polled (`realtime.threadPollIntervalMs`). A watch whose subscription
   * becomes active asynchronously (pub/sub) should be active within that interval: followers look
   * once more after it.
   */
  watchThreads?(request: WatchThreadsRequest, listener: ThreadChangeListener): () => void;

  /**
   * Optional: resolves when the runner's store answers (a trivial query, a PING), rejects when it
   * does not. `GET {base}/health/ready` calls it, with a timeout; without it the store counts as
   * reachable (the in-memory runner).
   */
  checkHealth?(): Promise<void>;

  /** Releases connections and timers; runs still in flight are finalized as errors where the runner can. */
  close?(): Promise<void>;
}

import type { BaseEvent, Message, State } from "@ag-ui/core";
import { finalizeRunEvents } from "@wingman/shared";
import { errorMessage, reduceRunMessages, reduceRunState } from "@wingman/shared/internal";
import { EMPTY, ReplaySubject, firstValueFrom, map, toArray, type Observable } from "rxjs";
import { ANONYMOUS_OWNER_ID } from "../../runtime/identify-user.js";
import type {
  ListThreadsRequest,
  RunnerConnectRequest,
  RunnerEvent,
  RunnerRunRequest,
  RunnerStopRequest,
  RunnerThreadRequest,
  ThreadInfo,
  ThreadPage,
  UpdateThreadRequest,
  WingmanAgentRunner,
} from "../agent-runner.js";
import { pageThreads } from "../in-memory/page-threads.js";
import { ownerThreadKey } from "../owner-thread-key.js";
import { ThreadBusyError, ThreadNotFoundError } from "../runner-errors.js";
import { AdaptedThread } from "./adapted-thread.js";
import type { AgentRunner } from "./agent-runner.js";

/** Numbers a stream's events 1, 2, …: ids that mean something only within this one stream. */
function numbered(events: Observable<BaseEvent>): Observable<RunnerEvent> {
  return events.pipe(map((event, index) => ({ id: index + 1, event })));
}

/**
 * A runner written for CopilotKit's {@link AgentRunner} contract, serving as a
 * {@link WingmanAgentRunner}. Such a runner has no event ids, owners or thread API, so:
 * - `resumable` is false: event ids are positions within one stream, the runtime writes no SSE
 *   `id:` lines and `connect` ignores `after` (as CopilotKit does);
 * - threads are scoped to their owner by the id the runner stores them under:
 *   `ownerThreadKey(ownerId, threadId)`, or the plain thread id for the anonymous owner (a runtime
 *   without `identifyUser`), so that history a CopilotKit app stored stays reachable;
 * - the agent a thread is bound to, names, archiving and the thread list are kept in this
 *   process's memory; after a restart a thread is listed again from its next run;
 * - deleting a thread removes it from the list; the runner's own storage keeps its history.
 */
export class CopilotKitRunnerAdapter implements WingmanAgentRunner {
  readonly resumable = false;
  readonly runner: AgentRunner;
  readonly #threads = new Map<string, AdaptedThread>();
  #activity = 0;

  constructor(runner: AgentRunner) {
    this.runner = runner;
  }

  async run(request: RunnerRunRequest): Promise<Observable<RunnerEvent>> {
    const { threadId, ownerId, agentId, agent, input } = request;
    const key = storageId(request);
    const known = this.#threads.get(key);
    if (known && !known.isVisibleTo(ownerId, agentId)) throw new ThreadNotFoundError(threadId);
    if (await this.runner.isRunning({ threadId: key })) throw new ThreadBusyError(threadId);
    let events: Observable<BaseEvent>;
    try {
      events = this.runner.run({ threadId: key, agent, input });
    } catch (error) {
      // CopilotKit's runners throw synchronously on a thread that already runs.
      if (await this.runner.isRunning({ threadId: key }).catch(() => false)) throw new ThreadBusyError(threadId);
      throw error;
    }
    const thread = known ?? this.#create(key, threadId, ownerId, agentId);
    const now = Date.now();
    thread.running = true;
    thread.lastRunAt = now;
    thread.updatedAt = now;
    thread.activity = ++this.#activity;
    thread.stopRequested = false;
    // Subscribed now, so that the run goes on (and is stored by the runner) whoever listens.
    const run = new ReplaySubject<RunnerEvent>();
    const seen: BaseEvent[] = [];
    // A runner that left the run open (no terminal event) gets the closers ours add.
    const finish = (interruptionMessage?: string): void => {
      const before = seen.length;
      // finalizeRunEvents appends the closers to `seen` itself.
      const closers = finalizeRunEvents(seen, {
        stopRequested: thread.stopRequested,
        ...(interruptionMessage !== undefined && { interruptionMessage }),
        threadId,
        runId: input.runId,
      });
      closers.forEach((event, index) => run.next({ id: before + index + 1, event }));
      thread.running = false;
      run.complete();
    };
    events.subscribe({
      next: (event) => {
        seen.push(event);
        run.next({ id: seen.length, event });
      },
      error: (error: unknown) => finish(errorMessage(error)),
      complete: () => finish(),
    });
    return run.asObservable();
  }

  connect(request: RunnerConnectRequest): Observable<RunnerEvent> {
    if (!this.#reachable(request)) return EMPTY;
    return numbered(this.runner.connect({ threadId: storageId(request) }));
  }

  async stop(request: RunnerStopRequest): Promise<boolean> {
    if (!this.#reachable(request)) return false;
    const key = storageId(request);
    const thread = this.#threads.get(key);
    // Marked before: the runner may end the run inside stop(), and its closers must say "stopped".
    if (thread?.running) thread.stopRequested = true;
    const stopped = (await this.runner.stop({ threadId: key })) === true;
    if (!stopped && thread) thread.stopRequested = false;
    return stopped;
  }

  async isRunning(request: RunnerThreadRequest): Promise<boolean> {
    if (!this.#reachable(request)) return false;
    return this.runner.isRunning({ threadId: storageId(request) });
  }

  async listThreads(request: ListThreadsRequest): Promise<ThreadPage> {
    return pageThreads(this.#threads.values(), request);
  }

  async getThread(request: RunnerThreadRequest): Promise<ThreadInfo | undefined> {
    return this.#visible(request)?.toInfo();
  }

  async getThreadMessages(request: RunnerThreadRequest): Promise<Message[] | undefined> {
    const events = await this.#replay(request);
    return events && reduceRunMessages([], events);
  }

  async getThreadState(request: RunnerThreadRequest): Promise<State | null | undefined> {
    const events = await this.#replay(request);
    return events && (reduceRunState(undefined, events) ?? null);
  }

  async updateThread(request: UpdateThreadRequest): Promise<ThreadInfo | undefined> {
    const thread = this.#visible(request);
    if (!thread) return undefined;
    if (request.name !== undefined) thread.name = request.name;
    if (request.archived !== undefined) thread.archived = request.archived;
    thread.updatedAt = Date.now();
    return thread.toInfo();
  }

  async deleteThread(request: RunnerThreadRequest): Promise<boolean> {
    const key = storageId(request);
    const thread = this.#visible(request);
    if (!thread) return false;
    await this.runner.stop({ threadId: key });
    this.#threads.delete(key);
    return true;
  }

  #create(key: string, threadId: string, ownerId: string, agentId: string): AdaptedThread {
    const thread = new AdaptedThread(threadId, ownerId, agentId, Date.now(), this.#activity);
    this.#threads.set(key, thread);
    return thread;
  }

  #visible(request: RunnerThreadRequest & { readonly agentId?: string }): AdaptedThread | undefined {
    const thread = this.#threads.get(storageId(request));
    return thread?.isVisibleTo(request.ownerId, request.agentId) ? thread : undefined;
  }

  /**
   * Whether the caller may reach the thread: its storage id is the caller's own, so only the agent
   * it is bound to (known in this process) can say no; one the runner kept from before this process is theirs.
   */
  #reachable(request: RunnerThreadRequest & { readonly agentId?: string }): boolean {
    const thread = this.#threads.get(storageId(request));
    return thread === undefined || request.agentId === undefined || thread.agentId === request.agentId;
  }

  /** The thread's history as the runner replays it; undefined for a thread this caller cannot see. */
  async #replay(request: RunnerThreadRequest): Promise<BaseEvent[] | undefined> {
    if (!this.#visible(request)) return undefined;
    return firstValueFrom(this.runner.connect({ threadId: storageId(request) }).pipe(toArray()));
  }
}

/** The id the CopilotKit runner stores the caller's thread under: owner-scoped, plain for the anonymous owner. */
function storageId({ ownerId, threadId }: RunnerThreadRequest): string {
  return ownerId === ANONYMOUS_OWNER_ID ? threadId : ownerThreadKey(ownerId, threadId);
}

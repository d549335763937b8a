import type { Message, State } from "@ag-ui/core";
import {
  ThreadBusyError,
  ThreadChangeHub,
  ThreadNotFoundError,
  type WingmanAgentRunner,
  type ListThreadsRequest,
  type RunnerConnectRequest,
  type RunnerEvent,
  type RunnerRunRequest,
  type RunnerScope,
  type RunnerStopRequest,
  type RunnerThreadRequest,
  type ThreadChange,
  type ThreadChangeListener,
  type ThreadInfo,
  type ThreadPage,
  type UpdateThreadRequest,
  type WatchThreadsRequest,
} from "@wingman/runtime";
import Database from "better-sqlite3";
import { Observable, type Subscriber, type TeardownLogic } from "rxjs";
import { applyAutoVacuum } from "./apply-auto-vacuum.js";
import { applySqliteSchema } from "./apply-sqlite-schema.js";
import { asStoreUnavailable } from "./as-store-unavailable.js";
import { IdleThreadExpirer } from "./expire-idle-threads.js";
import { followOtherProcessRun, type OtherProcessRunContext } from "./follow-other-process-run.js";
import {
  resolveSqliteAgentRunnerOptions,
  type ResolvedSqliteAgentRunnerOptions,
  type SqliteAgentRunnerOptions,
} from "./sqlite-agent-runner-options.js";
import { SqliteLocalRuns } from "./sqlite-local-runs.js";
import { SqliteStatements } from "./sqlite-statements.js";
import { readThreadState } from "./read-thread-state.js";
import { reclaimSpace } from "./reclaim-space.js";
import { replayStoredRuns } from "./replay-stored-runs.js";
import { isVisibleTo, toThreadInfo, type ThreadRow } from "./thread-row.js";

const defaultPageSize = 50;
const maxPageSize = 200;
/** How often stop requests made by other processes are looked for while this one has runs (ms). */
const stopPollMs = 100;

/**
 * The embedded durable runner: threads, their compacted runs and the raw events of runs in
 * progress live in one SQLite file (WAL), so history survives restarts. A run left in flight by a
 * process that died is finalized as an error when the file is opened again (or when its lease
 * expires), and its thread takes new runs. Events reach subscribers once written (one transaction
 * per tick); followers in this process read them from memory, never from the log.
 *
 * Several processes may share the file: the one-run-per-thread rule holds across them, `connect`
 * follows another process's run by polling its log, and `stop` reaches it within ~100 ms.
 *
 * @example
 * const runtime = new CopilotRuntime({ agents, runner: new SqliteAgentRunner({ path: "data/threads.db" }) });
 */
export class SqliteAgentRunner implements WingmanAgentRunner {
  readonly #options: ResolvedSqliteAgentRunnerOptions;
  readonly #db: Database.Database;
  readonly #statements: SqliteStatements;
  readonly #runs: SqliteLocalRuns;
  readonly #timers: ReturnType<typeof setInterval>[] = [];
  readonly #changes = new ThreadChangeHub();
  readonly #followContext: OtherProcessRunContext;
  readonly #expirer: IdleThreadExpirer | undefined;
  /** Data was deleted since the last sweep: its space is to be given back. */
  #freed = false;
  #closed = false;

  constructor(options: SqliteAgentRunnerOptions) {
    this.#options = resolveSqliteAgentRunnerOptions(options);
    this.#db = new Database(this.#options.path, { timeout: this.#options.busyTimeoutMs });
    try {
      applyAutoVacuum(this.#db, this.#options.vacuum);
    } catch (error) {
      // Another process holds the file (a VACUUM needs it alone): freed pages are reused meanwhile.
      console.error("[wingman] SqliteAgentRunner could not switch the file to incremental vacuum:", error);
    }
    applySqliteSchema(this.#db);
    this.#statements = new SqliteStatements(this.#db);
    this.#expirer = this.#options.idleThreadTtlSeconds > 0 ? new IdleThreadExpirer(this.#db) : undefined;
    this.#followContext = {
      statements: this.#statements,
      isClosed: () => this.#closed,
      recoverIfDead: (row) => {
        if (this.#runs.isDead(row)) this.#runs.recover(row);
      },
      localRun: (ownerId, threadId) => this.#runs.get({ owner_id: ownerId, id: threadId })?.live,
    };
    this.#runs = new SqliteLocalRuns(this.#db, this.#statements, this.#options, {
      isClosed: () => this.#closed,
      notify: (kind, threadId, ownerId, agentId) => this.#notify(kind, threadId, ownerId, agentId),
      freed: () => {
        this.#freed = true;
      },
    });
    for (const row of this.#statements.runningThreads.all() as ThreadRow[]) {
      if (this.#runs.isDead(row)) this.#runs.recover(row);
    }
    const leaseTimer = setInterval(() => this.#runs.renewLeases(), Math.max(50, Math.floor(this.#options.leaseMs / 3)));
    const stopTimer = setInterval(() => this.#runs.pollStopRequests(), stopPollMs);
    const timers = [leaseTimer, stopTimer];
    if (this.#expirer !== undefined || (this.#options.vacuum !== false && !this.#db.memory)) {
      timers.push(setInterval(() => this.#sweep(), this.#options.sweepIntervalMs));
    }
    for (const timer of timers) {
      timer.unref();
      this.#timers.push(timer);
    }
  }

  async run(request: RunnerRunRequest): Promise<Observable<RunnerEvent>> {
    this.#assertOpen();
    const { threadId } = request;
    const run = this.#guard(() => this.#db.transaction(() => this.#runs.begin(request)).immediate());
    if (run === "busy") throw new ThreadBusyError(threadId);
    if (run === "not-found") throw new ThreadNotFoundError(threadId);
    this.#runs.start(run, request);
    return run.live.observe();
  }

  /**
   * Replays the thread and follows its run. Throws `StoreUnavailableError` at once when the file
   * stays locked past the busy timeout (so that the request is answered 503 before any stream
   * starts: the thread is read, and a dead process' run finalized, now); a stream that meets the
   * lock later errors with it.
   */
  connect(request: RunnerConnectRequest): Observable<RunnerEvent> {
    if (!this.#closed) this.#guard(() => this.#visibleRow(request));
    return new Observable<RunnerEvent>((subscriber) => {
      try {
        return this.#subscribeConnect(request, subscriber);
      } catch (error) {
        subscriber.error(asStoreUnavailable(error, this.#options.retryAfterSeconds));
        return undefined;
      }
    });
  }

  #subscribeConnect(request: RunnerConnectRequest, subscriber: Subscriber<RunnerEvent>): TeardownLogic {
    if (this.#closed) {
      subscriber.complete();
      return undefined;
    }
    const row = this.#visibleRow(request);
    if (row === undefined) {
      subscriber.complete();
      return undefined;
    }
    const { after } = request;
    let lastId = replayStoredRuns(this.#statements, row.owner_id, row.id, after, subscriber);
    if (subscriber.closed) return undefined;
    const active = this.#runs.get(row);
    if (active !== undefined && active.live.runId === row.run_id) return active.live.observe(after).subscribe(subscriber);
    if (row.run_id === null) {
      subscriber.complete();
      return undefined;
    }
    if (after !== undefined && after > lastId) lastId = after;
    return followOtherProcessRun(this.#followContext, row.owner_id, row.id, lastId, subscriber);
  }

  async stop(request: RunnerStopRequest): Promise<boolean> {
    return this.#guard(() => {
      if (this.#closed) return false;
      const row = this.#visibleRow(request);
      if (row === undefined || row.run_id === null) return false;
      if (request.runId !== undefined && request.runId !== row.run_id) return false;
      const run = this.#runs.get(row);
      if (run !== undefined && run.live.runId === row.run_id) return this.#runs.stop(run);
      // Another process runs it: it sees the request within stopPollMs.
      return this.#statements.requestStop.run({ ownerId: row.owner_id, id: row.id, runId: request.runId ?? null }).changes === 1;
    });
  }

  async isRunning(request: RunnerThreadRequest): Promise<boolean> {
    return this.#guard(() => {
      if (this.#closed) return false;
      return this.#visibleRow(request)?.run_id != null;
    });
  }

  async listThreads(request: ListThreadsRequest): Promise<ThreadPage> {
    return this.#guard(() => {
      this.#assertOpen();
      const limit = Math.min(maxPageSize, Math.max(1, Math.floor(request.limit ?? defaultPageSize)));
      const cursor = request.cursor === undefined ? Number.NaN : Number(request.cursor);
      const rows = this.#statements.listThreads.all({
        ownerId: request.ownerId,
        agentId: request.agentId ?? null,
        archived: request.includeArchived === true ? 1 : 0,
        before: Number.isSafeInteger(cursor) ? cursor : Number.MAX_SAFE_INTEGER,
        limit: limit + 1,
      }) as ThreadRow[];
      const page = rows.slice(0, limit);
      return {
        threads: page.map(toThreadInfo),
        nextCursor: rows.length > limit ? String(page[page.length - 1]!.activity) : null,
      };
    });
  }

  async countThreads(request: RunnerScope): Promise<number> {
    return this.#guard(() => {
      this.#assertOpen();
      return this.#statements.countThreads.get(request.ownerId) as number;
    });
  }

  async getThread(request: RunnerThreadRequest): Promise<ThreadInfo | undefined> {
    return this.#guard(() => {
      this.#assertOpen();
      const row = this.#visibleRow(request);
      return row === undefined ? undefined : toThreadInfo(row);
    });
  }

  async getThreadMessages(request: RunnerThreadRequest): Promise<Message[] | undefined> {
    return this.#guard(() => {
      this.#assertOpen();
      if (this.#visibleRow(request) === undefined) return undefined;
      return JSON.parse(readThreadState(this.#statements, request.ownerId, request.threadId).messages) as Message[];
    });
  }

  async getThreadState(request: RunnerThreadRequest): Promise<State | null | undefined> {
    return this.#guard(() => {
      this.#assertOpen();
      if (this.#visibleRow(request) === undefined) return undefined;
      const { state } = readThreadState(this.#statements, request.ownerId, request.threadId);
      return state === null ? null : (JSON.parse(state) as State);
    });
  }

  async updateThread(request: UpdateThreadRequest): Promise<ThreadInfo | undefined> {
    return this.#guard(() => {
      this.#assertOpen();
      if (this.#visibleRow(request) === undefined) return undefined;
      this.#statements.updateThread.run({
        ownerId: request.ownerId,
        id: request.threadId,
        setName: request.name === undefined ? 0 : 1,
        name: request.name ?? null,
        archived: request.archived === undefined ? null : request.archived ? 1 : 0,
        now: Date.now(),
      });
      const row = this.#statements.thread.get(request.ownerId, request.threadId) as ThreadRow | undefined;
      if (row === undefined) return undefined;
      this.#notify("updated", row.id, row.owner_id, row.agent_id);
      return toThreadInfo(row);
    });
  }

  async deleteThread(request: RunnerThreadRequest): Promise<boolean> {
    return this.#guard(() => {
      this.#assertOpen();
      const row = this.#visibleRow(request);
      if (row === undefined) return false;
      const run = this.#runs.get(row);
      if (run !== undefined) {
        run.stopRequested = true;
        run.abort.abort();
        this.#runs.end(run, { stopRequested: true });
      } else if (row.run_id !== null) {
        this.#statements.requestStop.run({ ownerId: row.owner_id, id: row.id, runId: null });
      }
      this.#db
        .transaction(() => {
          this.#statements.deleteRuns.run(row.owner_id, row.id);
          this.#statements.deleteAllBatches.run(row.owner_id, row.id);
          this.#statements.deleteThread.run(row.owner_id, row.id);
        })
        .immediate();
      this.#freed = true;
      this.#notify("deleted", row.id, row.owner_id, row.agent_id);
      return true;
    });
  }

  /**
   * Reports changes to the owner's threads made by this runner (runs started and ended, updates,
   * deletions). Changes made by other processes sharing the file are not reported.
   */
  watchThreads(request: WatchThreadsRequest, listener: ThreadChangeListener): () => void {
    return this.#changes.watch(request, listener);
  }

  /**
   * Applies retention now (it also runs every `retention.sweepIntervalMs`): deletes the threads idle
   * for longer than `retention.idleThreadTtlSeconds` (watchers hear `deleted`), then gives the space
   * freed since the last sweep (expired, trimmed and deleted threads) back to the file system as
   * `retention.vacuum` says. Resolves how many threads expired.
   *
   * @example
   * const { expiredThreads } = await runner.applyRetention();
   */
  async applyRetention(): Promise<{ readonly expiredThreads: number }> {
    return this.#guard(() => {
      this.#assertOpen();
      const cutoff = Date.now() - this.#options.idleThreadTtlSeconds * 1000;
      const expired = this.#expirer?.expire(cutoff) ?? [];
      if (expired.length > 0) this.#freed = true;
      for (const thread of expired) this.#notify("deleted", thread.id, thread.owner_id, thread.agent_id);
      if (this.#freed) {
        reclaimSpace(this.#db, this.#options.vacuum);
        this.#freed = false;
      }
      return { expiredThreads: expired.length };
    });
  }

  /** For `/health/ready`: the database file answers a trivial query (it fails once the runner is closed). */
  async checkHealth(): Promise<void> {
    if (this.#closed) throw new Error("SqliteAgentRunner: the runner is closed");
    this.#db.prepare("SELECT 1").get();
  }

  /** Ends runs in flight with `RUN_ERROR`, then closes the database. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#runs.close();
    this.#closed = true;
    for (const timer of this.#timers) clearInterval(timer);
    this.#db.close();
  }

  /** Tells watchers about a change now visible to queries; a thread that is gone is reported deleted. */
  #notify(kind: ThreadChange["kind"], threadId: string, ownerId: string, agentId: string): void {
    if (this.#closed || !this.#changes.isWatched(ownerId)) return;
    const row = kind === "deleted" ? undefined : (this.#statements.thread.get(ownerId, threadId) as ThreadRow | undefined);
    if (row === undefined) this.#changes.emit({ kind: "deleted", threadId, ownerId, agentId });
    else this.#changes.emit({ kind, threadId, ownerId, agentId, thread: toThreadInfo(row) });
  }

  /** The thread's row if this caller may see it, with a dead process's run finalized first. */
  #visibleRow(request: RunnerThreadRequest & { readonly agentId?: string }): ThreadRow | undefined {
    let row = this.#statements.thread.get(request.ownerId, request.threadId) as ThreadRow | undefined;
    if (row === undefined || !isVisibleTo(row, request.ownerId, request.agentId)) return undefined;
    if (row.run_id !== null && this.#runs.isDead(row)) {
      this.#runs.recover(row);
      row = this.#statements.thread.get(request.ownerId, request.threadId) as ThreadRow | undefined;
    }
    return row;
  }

  /** Applies retention on the timer; a failure waits for the next sweep. */
  #sweep(): void {
    if (this.#closed) return;
    this.applyRetention().catch((error: unknown) => {
      // Busy past the timeout: the next sweep tries again.
      console.error("[wingman] SqliteAgentRunner retention sweep failed:", error);
    });
  }

  /**
   * Runs a call on the database: the file still locked by another connection once the busy timeout
   * ran out becomes `StoreUnavailableError` (503 and `Retry-After` over HTTP). One place for every
   * public method, so each answers the same way.
   */
  #guard<T>(call: () => T): T {
    try {
      return call();
    } catch (error) {
      throw asStoreUnavailable(error, this.#options.retryAfterSeconds);
    }
  }

  #assertOpen(): void {
    if (this.#closed) throw new Error("SqliteAgentRunner: the runner is closed");
  }
}

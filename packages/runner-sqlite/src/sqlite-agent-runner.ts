import { hostname } from "node:os";
import type { BaseEvent, Message, State } from "@ag-ui/core";
import { EventType } from "@ag-ui/core";
import {
  AgentRunAbort,
  LiveRun,
  ownerThreadKey,
  startAgentRun,
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
import { finalizeRunEvents, recordRunInput, recordedRunStartEvents } from "@wingman/shared";
import Database from "better-sqlite3";
import { Observable, type Subscriber, type TeardownLogic } from "rxjs";
import { applyAutoVacuum } from "./apply-auto-vacuum.js";
import { applySqliteSchema } from "./apply-sqlite-schema.js";
import { asStoreUnavailable } from "./as-store-unavailable.js";
import { BatchWriter } from "./batch-writer.js";
import { IdleThreadExpirer } from "./expire-idle-threads.js";
import { followOtherProcessRun, type OtherProcessRunContext } from "./follow-other-process-run.js";
import { holdsRun } from "./holds-run.js";
import { processAlive } from "./process-alive.js";
import type { SqliteActiveRun } from "./sqlite-active-run.js";
import {
  resolveSqliteAgentRunnerOptions,
  type ResolvedSqliteAgentRunnerOptions,
  type SqliteAgentRunnerOptions,
} from "./sqlite-agent-runner-options.js";
import { SqliteStatements } from "./sqlite-statements.js";
import { readThreadState } from "./read-thread-state.js";
import { reclaimSpace } from "./reclaim-space.js";
import { recoverDeadRun } from "./recover-dead-run.js";
import { replayStoredRuns } from "./replay-stored-runs.js";
import { storeFinishedRun } from "./store-finished-run.js";
import { ThreadRunTrimmer } from "./trim-thread-runs.js";
import { storedRunAfter } from "./stored-run-after.js";
import { isVisibleTo, toThreadInfo, type ThreadRow } from "./thread-row.js";

interface EndOptions {
  readonly stopRequested: boolean;
  readonly interruptionMessage?: string;
}

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
  readonly #instanceId = crypto.randomUUID();
  readonly #host = hostname();
  /** This process's runs, by `ownerThreadKey`. */
  readonly #active = new Map<string, SqliteActiveRun>();
  readonly #timers: ReturnType<typeof setInterval>[] = [];
  readonly #changes = new ThreadChangeHub();
  readonly #writer: BatchWriter;
  readonly #followContext: OtherProcessRunContext;
  readonly #trimmer: ThreadRunTrimmer;
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
    this.#trimmer = new ThreadRunTrimmer(this.#db);
    this.#expirer = this.#options.idleThreadTtlSeconds > 0 ? new IdleThreadExpirer(this.#db) : undefined;
    this.#followContext = {
      statements: this.#statements,
      isClosed: () => this.#closed,
      recoverIfDead: (row) => {
        if (this.#isDead(row)) this.#recover(row);
      },
      localRun: (ownerId, threadId) => this.#active.get(ownerThreadKey(ownerId, threadId))?.live,
    };
    this.#writer = new BatchWriter(this.#db, this.#statements, this.#instanceId, {
      // Another process finalized the run (its lease expired while this one hung).
      fenced: (run) => this.#fence(run),
      failed: (run, reason) => {
        run.abort.abort();
        this.#end(run, { stopRequested: false, interruptionMessage: reason });
      },
    });
    for (const row of this.#statements.runningThreads.all() as ThreadRow[]) {
      if (this.#isDead(row)) this.#recover(row);
    }
    const leaseTimer = setInterval(() => this.#renewLeases(), Math.max(50, Math.floor(this.#options.leaseMs / 3)));
    const stopTimer = setInterval(() => this.#pollStopRequests(), stopPollMs);
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
    const { threadId, agent, input } = request;
    const run = this.#guard(() => this.#db.transaction(() => this.#begin(request)).immediate());
    if (run === "busy") throw new ThreadBusyError(threadId);
    if (run === "not-found") throw new ThreadNotFoundError(threadId);
    this.#active.set(ownerThreadKey(run.ownerId, threadId), run);
    this.#notify("run-started", threadId, run.ownerId, run.agentId);

    startAgentRun(agent, input, (event) => this.#record(run, event), run.abort.signal, (interruptionMessage) =>
      this.#end(run, { stopRequested: run.stopRequested, interruptionMessage }),
    );
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
    const active = this.#activeRun(row);
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
      const run = this.#activeRun(row);
      if (run !== undefined && run.live.runId === row.run_id) {
        if (run.stopRequested) return false;
        run.stopRequested = true;
        run.abort.abort();
        this.#end(run, { stopRequested: true });
        return true;
      }
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
      const run = this.#activeRun(row);
      if (run !== undefined) {
        run.stopRequested = true;
        run.abort.abort();
        this.#end(run, { stopRequested: true });
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
    for (const run of [...this.#active.values()]) {
      run.abort.abort();
      this.#end(run, { stopRequested: false, interruptionMessage: "The runner was closed" });
    }
    this.#closed = true;
    this.#writer.close();
    for (const timer of this.#timers) clearInterval(timer);
    this.#db.close();
  }

  /** Locks the thread for a run (inside an immediate transaction) or says why it cannot. */
  #begin(request: RunnerRunRequest): SqliteActiveRun | "busy" | "not-found" {
    const { threadId, ownerId, agentId, agent, input } = request;
    const statements = this.#statements;
    const now = Date.now();
    let row = statements.thread.get(ownerId, threadId) as ThreadRow | undefined;
    if (row !== undefined && !isVisibleTo(row, ownerId, agentId)) return "not-found";
    if (row?.run_id != null) {
      if (!this.#isDead(row)) return "busy";
      this.#recover(row);
      row = statements.thread.get(ownerId, threadId) as ThreadRow | undefined;
      if (row?.run_id != null) return "busy";
    }
    const activity = statements.nextActivity.get() as number;
    const createdThread = row === undefined;
    if (createdThread) statements.insertThread.run({ id: threadId, ownerId, agentId, now, activity });
    const stored = readThreadState(this.#statements, ownerId, threadId);
    const history = JSON.parse(stored.messages) as Message[];
    const recording = recordRunInput(input, history);
    const recordedInput = recording.input;
    statements.startRun.run({
      ownerId,
      id: threadId,
      runId: input.runId,
      input: JSON.stringify(recordedInput),
      created: createdThread ? 1 : 0,
      instance: this.#instanceId,
      pid: process.pid,
      host: this.#host,
      leaseUntil: now + this.#options.leaseMs,
      activity,
      now,
    });
    const firstId = row?.next_event_id ?? 1;
    const run: SqliteActiveRun = {
      threadId,
      ownerId,
      agentId,
      live: new LiveRun(input.runId, { publishOnConfirm: true }),
      abort: new AgentRunAbort(agent),
      recordedInput,
      recording,
      history,
      startState: stored.state === null ? undefined : (JSON.parse(stored.state) as State),
      createdThread,
      firstId,
      nextId: firstId,
      written: 0,
      agentEventCount: 0,
      sawRunStarted: false,
      stopRequested: false,
    };
    return run;
  }

  #record(run: SqliteActiveRun, agentEvent: BaseEvent): void {
    // Events of a run already ended (stopped, closed) while the agent winds down are dropped.
    if (run.live.finished) return;
    if (agentEvent.type === EventType.RUN_STARTED && !run.sawRunStarted) {
      run.sawRunStarted = true;
      for (const event of recordedRunStartEvents(agentEvent, run.recording)) run.live.append(run.nextId++, event);
    } else {
      run.live.append(run.nextId++, agentEvent);
    }
    run.agentEventCount += 1;
    this.#writer.schedule(run);
  }

  /** Closes the run (once): closers, the compacted run and the thread's messages and state stored, unlocking. */
  #end(run: SqliteActiveRun, options: EndOptions): void {
    if (run.live.finished) return;
    const { events } = run.live;
    const ids = { threadId: run.threadId, runId: run.live.runId };
    for (const closer of finalizeRunEvents(
      events.map(({ event }) => event),
      { ...ids, ...options },
    )) {
      run.live.append(run.nextId++, closer);
    }
    this.#writer.forget(run);
    const key = ownerThreadKey(run.ownerId, run.threadId);
    if (this.#active.get(key) === run) this.#active.delete(key);
    if (!this.#closed && this.#store(run) === "fenced") {
      this.#fence(run);
      return;
    }
    run.live.finish();
    this.#notify("run-ended", run.threadId, run.ownerId, run.agentId);
  }

  /**
   * The run lost its lease: another process finalized it (or deleted its thread) while this one
   * was paused. Nothing more of it is published, its agent is stopped, and its subscribers are
   * switched to the stored log after the last event each received, so that they end as every
   * other client does, with the stored terminal event.
   */
  #fence(run: SqliteActiveRun): void {
    if (run.live.finished) return;
    run.live.fence((after) => storedRunAfter(this.#statements, run.ownerId, run.threadId, after ?? run.firstId - 1));
    this.#writer.forget(run);
    const key = ownerThreadKey(run.ownerId, run.threadId);
    if (this.#active.get(key) === run) this.#active.delete(key);
    run.abort.abort();
    this.#notify("run-ended", run.threadId, run.ownerId, run.agentId);
  }

  /**
   * Stores an ended run. When that fails (the file stays locked, the disk is full), the run's
   * subscribers still get its end; the thread, still marked as running here, is finalized from its
   * batches as a dead run the next time it is touched. "fenced": the thread no longer holds the run.
   */
  #store(run: SqliteActiveRun): "stored" | "fenced" | "failed" {
    const finished = {
      ownerId: run.ownerId,
      threadId: run.threadId,
      runId: run.live.runId,
      instance: this.#instanceId,
      firstId: run.firstId,
      events: run.live.events,
      agentEventCount: run.agentEventCount,
      sawRunStarted: run.sawRunStarted,
      recordedInput: run.recordedInput,
      history: run.history,
      startState: run.startState,
      createdThread: run.createdThread,
    };
    try {
      const held = this.#db
        .transaction(() => {
          const stored = storeFinishedRun(this.#statements, finished, Date.now());
          const { maxEventsPerThread } = this.#options;
          if (stored && maxEventsPerThread > 0 && this.#trimmer.trim(run.ownerId, run.threadId, maxEventsPerThread) > 0) {
            this.#freed = true;
          }
          return stored;
        })
        .immediate();
      return held ? "stored" : "fenced";
    } catch (error) {
      console.error(`[wingman] SqliteAgentRunner could not store run '${run.live.runId}':`, error);
      return "failed";
    }
  }

  /** Finalizes as an error a run whose process is gone (or whose lease expired), from its stored batches. */
  #recover(row: ThreadRow): void {
    recoverDeadRun(this.#db, this.#statements, row);
    this.#notify("run-ended", row.id, row.owner_id, row.agent_id);
  }

  /** Tells watchers about a change now visible to queries; a thread that is gone is reported deleted. */
  #notify(kind: ThreadChange["kind"], threadId: string, ownerId: string, agentId: string): void {
    if (this.#closed || !this.#changes.isWatched(ownerId)) return;
    const row = kind === "deleted" ? undefined : (this.#statements.thread.get(ownerId, threadId) as ThreadRow | undefined);
    if (row === undefined) this.#changes.emit({ kind: "deleted", threadId, ownerId, agentId });
    else this.#changes.emit({ kind, threadId, ownerId, agentId, thread: toThreadInfo(row) });
  }

  #isDead(row: ThreadRow): boolean {
    if (row.run_id === null) return false;
    if (row.run_instance === this.#instanceId) return this.#activeRun(row) === undefined;
    if ((row.lease_until ?? 0) < Date.now()) return true;
    return row.run_host === this.#host && row.run_pid !== null && !processAlive(row.run_pid);
  }

  /** The thread's row if this caller may see it, with a dead process's run finalized first. */
  #visibleRow(request: RunnerThreadRequest & { readonly agentId?: string }): ThreadRow | undefined {
    let row = this.#statements.thread.get(request.ownerId, request.threadId) as ThreadRow | undefined;
    if (row === undefined || !isVisibleTo(row, request.ownerId, request.agentId)) return undefined;
    if (row.run_id !== null && this.#isDead(row)) {
      this.#recover(row);
      row = this.#statements.thread.get(request.ownerId, request.threadId) as ThreadRow | undefined;
    }
    return row;
  }

  /** Extends the leases of this process's runs; a run whose thread no longer holds it is fenced. */
  #sweep(): void {
    if (this.#closed) return;
    this.applyRetention().catch((error: unknown) => {
      // Busy past the timeout: the next sweep tries again.
      console.error("[wingman] SqliteAgentRunner retention sweep failed:", error);
    });
  }

  #renewLeases(): void {
    if (this.#closed || this.#active.size === 0) return;
    try {
      for (const run of [...this.#active.values()]) {
        if (!holdsRun(this.#statements, run.ownerId, run.threadId, run.live.runId, this.#instanceId)) this.#fence(run);
      }
      this.#statements.renewLeases.run(Date.now() + this.#options.leaseMs, this.#instanceId);
    } catch {
      // Busy past the timeout: the next renewal (a third of the lease later) tries again.
    }
  }

  #pollStopRequests(): void {
    if (this.#closed || this.#active.size === 0) return;
    let requested: Pick<ThreadRow, "owner_id" | "id">[];
    try {
      requested = this.#statements.stopRequested.all(this.#instanceId) as Pick<ThreadRow, "owner_id" | "id">[];
    } catch {
      return;
    }
    for (const row of requested) {
      const run = this.#activeRun(row);
      if (run === undefined || run.stopRequested) continue;
      run.stopRequested = true;
      run.abort.abort();
      this.#end(run, { stopRequested: true });
    }
  }

  /** The run this process drives on the row's thread, if any. */
  #activeRun(row: Pick<ThreadRow, "owner_id" | "id">): SqliteActiveRun | undefined {
    return this.#active.get(ownerThreadKey(row.owner_id, row.id));
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

import type { Message, State } from "@ag-ui/core";
import {
  ownerThreadKey,
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
import pg, { type Pool } from "pg";
import { Observable, type Subscriber } from "rxjs";
import { beginRun } from "./begin-run.js";
import { deleteIdleThreads } from "./delete-idle-threads.js";
import { followRemoteRun, type FollowerHooks } from "./follow-remote-run.js";
import { listThreadPage } from "./list-thread-page.js";
import { assertPostgresSchemaCurrent, migratePostgresSchema } from "./migrate-postgres-schema.js";
import { decodeNotice, encodeNotice, type Notice } from "./notice.js";
import { NoticeChannel } from "./notice-channel.js";
import { PostgresActiveRun } from "./postgres-active-run.js";
import {
  resolvePostgresAgentRunnerOptions,
  type PostgresAgentRunnerOptions,
  type ResolvedPostgresAgentRunnerOptions,
} from "./postgres-agent-runner-options.js";
import type { PostgresRunnerContext } from "./postgres-runner-context.js";
import { PostgresSql } from "./postgres-sql.js";
import { recoverDeadRun } from "./recover-dead-run.js";
import { renewLeases } from "./renew-leases.js";
import { replayStoredRuns, type StoredRunRow } from "./replay-stored-runs.js";
import { requestRemoteStop } from "./request-remote-stop.js";
import { withStoreUnavailableErrors } from "./store-unavailable-pool.js";
import { parseThreadRow, toThreadInfo, type ThreadRow } from "./thread-row.js";
import { ThreadWakers } from "./thread-wakers.js";

/**
 * The durable scale-out runner on PostgreSQL: every instance sharing the database sees the same
 * threads, and a run started on one is followed, resumed after an event id, and stopped from any
 * other.
 *
 * - The log: a thread's finished runs, compacted, one row each; the run in progress as batch rows
 *   (one multi-event row per tick), written before subscribers see them.
 * - One run per thread across instances: a lease on the thread row (holder, expiry and a generation
 *   that is the fencing token), renewed while the run lives; every write is conditioned on the
 *   generation in the same statement. A run whose lease was taken goes silent.
 * - Followers are woken by `LISTEN/NOTIFY` and re-read the batches (with a bounded poll as fallback);
 *   stop is a flag plus a notice to the instance running the run.
 * - When an instance dies, its leases expire and another finalizes its runs as errors (a sweep every
 *   half lease, or at once when a thread is touched).
 *
 * @example
 * const runner = new PostgresAgentRunner({ connectionString: process.env.DATABASE_URL });
 * const runtime = new CopilotRuntime({ agents, runner });
 */
export class PostgresAgentRunner implements WingmanAgentRunner {
  readonly #options: ResolvedPostgresAgentRunnerOptions;
  readonly #pool: Pool;
  readonly #ownsPool: boolean;
  readonly #context: PostgresRunnerContext;
  readonly #notices: NoticeChannel;
  readonly #active = new Map<string, PostgresActiveRun>();
  readonly #recovering = new Map<string, Promise<boolean>>();
  readonly #wakers = new ThreadWakers();
  /** Completes the followers still open, on close. */
  readonly #followers = new Set<Subscriber<RunnerEvent>>();
  readonly #changes = new ThreadChangeHub();
  readonly #timers: ReturnType<typeof setInterval>[] = [];
  readonly #followerHooks: FollowerHooks;
  #schemaReady: Promise<void> | undefined;
  #closed = false;

  constructor(options: PostgresAgentRunnerOptions) {
    this.#options = resolvePostgresAgentRunnerOptions(options);
    const { schema, connectionTimeoutMs, leaseMs } = this.#options;
    this.#ownsPool = options.pool === undefined;
    const pool = options.pool ?? new pg.Pool({ connectionString: options.connectionString, connectionTimeoutMillis: connectionTimeoutMs });
    // An idle connection dropped by the server (a restart) must not crash the process: the pool replaces it.
    pool.on("error", () => undefined);
    this.#pool = withStoreUnavailableErrors(pool);
    const channel = `wingman_${schema}`;
    this.#context = { pool: this.#pool, sql: new PostgresSql(schema), options: this.#options, channel, instanceId: crypto.randomUUID() };
    const listenConfig = options.pool?.options ?? { connectionString: options.connectionString, connectionTimeoutMillis: connectionTimeoutMs };
    this.#notices = new NoticeChannel(listenConfig, channel, (payload) => this.#onNotice(decodeNotice(payload)), () => this.#wakers.wakeAll());
    this.#followerHooks = {
      listen: (ownerId, threadId, wake) => this.#wakers.listen(ownerId, threadId, wake),
      recover: (ownerId, threadId) => this.#recover(ownerId, threadId),
    };
    const renew = setInterval(() => this.#renewLeases(), Math.max(30, Math.floor(leaseMs / 3)));
    const sweep = setInterval(() => void this.sweep().catch(() => undefined), Math.max(100, Math.floor(leaseMs / 2)));
    for (const timer of [renew, sweep]) {
      timer.unref();
      this.#timers.push(timer);
    }
  }

  /** Applies the schema's pending migrations now (for teams that migrate in a deploy step). */
  async migrate(): Promise<number> {
    return migratePostgresSchema(this.#pool, this.#options.schema);
  }

  async run(request: RunnerRunRequest): Promise<Observable<RunnerEvent>> {
    await this.#ready();
    const { threadId, ownerId, agentId, agent, input } = request;
    const begun = await beginRun(this.#context, request);
    if (begun === "busy") throw new ThreadBusyError(threadId);
    if (begun === "not-found") throw new ThreadNotFoundError(threadId);
    const run = new PostgresActiveRun(this.#context, {
      ownerId,
      threadId,
      agentId,
      runId: input.runId,
      agent,
      ...begun,
      followStored: (after, subscriber) => this.#follow({ ownerId, threadId, firstId: begun.firstId, after }, subscriber),
      onEnded: (ended) => {
        const key = ownerThreadKey(ended.ownerId, ended.threadId);
        if (this.#active.get(key) === ended) this.#active.delete(key);
      },
    });
    this.#active.set(ownerThreadKey(ownerId, threadId), run);
    run.start(input);
    return run.observe();
  }

  connect(request: RunnerConnectRequest): Observable<RunnerEvent> {
    return new Observable<RunnerEvent>((subscriber) => {
      let teardown: (() => void) | undefined;
      this.#connect(request, subscriber).then(
        (cleanup) => {
          if (subscriber.closed) cleanup?.();
          else teardown = cleanup;
        },
        (error: unknown) => subscriber.error(error),
      );
      return () => teardown?.();
    });
  }

  async stop(request: RunnerStopRequest): Promise<boolean> {
    if (this.#closed) return false;
    await this.#ready();
    const { ownerId, threadId } = request;
    const local = this.#active.get(ownerThreadKey(ownerId, threadId));
    if (local !== undefined && !local.ended && (request.agentId === undefined || request.agentId === local.agentId)) {
      if (request.runId !== undefined && request.runId !== local.live.runId) return false;
      if (local.stopRequested) return false;
      void local.stop();
      return true;
    }
    const outcome = await requestRemoteStop(this.#context, request);
    if (outcome === "expired") await this.#recover(ownerId, threadId);
    return outcome !== "none";
  }

  async isRunning(request: RunnerThreadRequest): Promise<boolean> {
    if (this.#closed) return false;
    const local = this.#active.get(ownerThreadKey(request.ownerId, request.threadId));
    if (local !== undefined && !local.ended) return true;
    return (await this.#visibleRow(request))?.run_id != null;
  }

  async listThreads(request: ListThreadsRequest): Promise<ThreadPage> {
    await this.#ready();
    return listThreadPage(this.#context, request);
  }

  /** How many threads the owner has, archived ones included (for per-owner limits). */
  async countThreads(request: RunnerScope): Promise<number> {
    await this.#ready();
    const { rows } = await this.#pool.query<{ count: string }>(this.#context.sql.countThreads, [request.ownerId]);
    return Number(rows[0]?.count ?? 0);
  }

  async getThread(request: RunnerThreadRequest): Promise<ThreadInfo | undefined> {
    const row = await this.#visibleRow(request);
    return row === undefined ? undefined : toThreadInfo(row);
  }

  async getThreadMessages(request: RunnerThreadRequest): Promise<Message[] | undefined> {
    const stored = await this.#threadState(request);
    return stored === undefined ? undefined : (JSON.parse(stored.messages) as Message[]);
  }

  async getThreadState(request: RunnerThreadRequest): Promise<State | null | undefined> {
    const stored = await this.#threadState(request);
    if (stored === undefined) return undefined;
    return stored.state === null ? null : (JSON.parse(stored.state) as State);
  }

  async updateThread(request: UpdateThreadRequest): Promise<ThreadInfo | undefined> {
    await this.#ready();
    const { sql } = this.#context;
    const { rows } = await this.#pool.query(sql.updateThread, [
      request.ownerId,
      request.threadId,
      request.name !== undefined,
      request.name ?? null,
      request.archived ?? null,
      Date.now(),
    ]);
    if (rows[0] === undefined) return undefined;
    const row = parseThreadRow(rows[0]);
    const thread = toThreadInfo(row);
    await this.#announce({ kind: "updated", ownerId: row.owner_id, threadId: row.thread_id, agentId: row.agent_id, thread });
    return thread;
  }

  async deleteThread(request: RunnerThreadRequest): Promise<boolean> {
    const row = await this.#visibleRow(request);
    if (row === undefined) return false;
    const { ownerId, threadId } = request;
    const local = this.#active.get(ownerThreadKey(ownerId, threadId));
    if (local !== undefined) await local.stop();
    else if (row.run_id !== null) await this.stop(request);
    const deleted = await this.#pool.query(this.#context.sql.deleteThread, [ownerId, threadId]);
    if (deleted.rowCount !== 1) return false;
    await this.#announce({ kind: "deleted", ownerId, threadId, agentId: row.agent_id });
    return true;
  }

  /**
   * Reports changes to the owner's threads made by any instance on this database (runs started
   * and ended, updates, deletions), through the schema's notice channel.
   */
  watchThreads(request: WatchThreadsRequest, listener: ThreadChangeListener): () => void {
    return this.#changes.watch(request, listener);
  }

  /**
   * One maintenance pass (every half lease on a timer; callable by tests): finalizes runs whose
   * lease expired, drops the batches of stored runs past their grace period, and deletes threads
   * idle for longer than `retention.idleThreadTtlSeconds`.
   */
  async sweep(): Promise<void> {
    if (this.#closed) return;
    const { sql } = this.#context;
    const expired = await this.#pool.query<{ owner_id: string; thread_id: string }>(sql.expiredRuns);
    await Promise.all(expired.rows.map((row) => this.#recover(row.owner_id, row.thread_id).catch(() => false)));
    await this.#pool.query(sql.deleteExpiredBatches);
    await deleteIdleThreads(this.#context);
  }

  /** For `/health/ready`: the database answers `SELECT 1` (within the pool's connection timeout). */
  async checkHealth(): Promise<void> {
    if (this.#closed) throw new Error("PostgresAgentRunner: the runner is closed");
    await this.#pool.query("SELECT 1");
  }

  /** Ends this instance's runs in flight with `RUN_ERROR`, completes its followers, closes its connections. */
  async close(): Promise<void> {
    if (this.#closed) return;
    await Promise.all([...this.#active.values()].map((run) => run.interrupt("The runner was closed")));
    this.#closed = true;
    for (const timer of this.#timers) clearInterval(timer);
    for (const follower of [...this.#followers]) follower.complete();
    await Promise.allSettled([...this.#recovering.values()]);
    await this.#notices.close();
    if (this.#ownsPool) await this.#pool.end().catch(() => undefined);
  }

  /** The schema is current and notices are received; retried on the next call after a failure. */
  async #ready(): Promise<void> {
    if (this.#closed) throw new Error("PostgresAgentRunner: the runner is closed");
    const { schema, migrate } = this.#options;
    this.#schemaReady ??= (migrate ? migratePostgresSchema(this.#pool, schema).then(() => undefined) : assertPostgresSchemaCurrent(this.#pool, schema)).catch(
      (error: unknown) => {
        this.#schemaReady = undefined;
        throw error;
      },
    );
    await this.#schemaReady;
    await this.#notices.listening();
  }

  async #connect(request: RunnerConnectRequest, subscriber: Subscriber<RunnerEvent>): Promise<(() => void) | undefined> {
    if (this.#closed) {
      subscriber.complete();
      return undefined;
    }
    const row = await this.#visibleRow(request);
    if (row === undefined) {
      subscriber.complete();
      return undefined;
    }
    const { ownerId, threadId, after } = request;
    const { sql } = this.#context;
    // The row first, then the runs: a run the row shows in progress is then either stored (and
    // read here) or still followed from its batches; read the other way round, a run ending
    // in between could be missed.
    const stored =
      after === undefined
        ? await this.#pool.query<StoredRunRow>(sql.allRuns, [ownerId, threadId])
        : await this.#pool.query<StoredRunRow>(sql.runsAfter, [ownerId, threadId, after]);
    const lastStoredId = replayStoredRuns(stored.rows, after, subscriber);
    const lastId = Math.max(after ?? 0, lastStoredId);
    if (subscriber.closed) return undefined;
    // No run, or the run the row showed was stored meanwhile (and just replayed).
    if (row.run_id === null || row.run_first_id === null || lastStoredId >= row.run_first_id) {
      subscriber.complete();
      return undefined;
    }
    const local = this.#active.get(ownerThreadKey(ownerId, threadId));
    if (local !== undefined && local.firstId === row.run_first_id && !local.ended) {
      const subscription = local.observe(lastId).subscribe(subscriber);
      return () => subscription.unsubscribe();
    }
    return this.#follow({ ownerId, threadId, firstId: row.run_first_id, after: lastId }, subscriber);
  }

  #follow(run: { ownerId: string; threadId: string; firstId: number; after: number }, subscriber: Subscriber<RunnerEvent>): () => void {
    if (this.#closed) {
      subscriber.complete();
      return () => undefined;
    }
    this.#followers.add(subscriber);
    const stop = followRemoteRun(this.#context, this.#followerHooks, run, subscriber);
    return () => {
      this.#followers.delete(subscriber);
      stop();
    };
  }

  /** The thread's row if this caller may see it, with a run whose lease expired finalized first. */
  async #visibleRow(request: RunnerThreadRequest & { readonly agentId?: string }): Promise<ThreadRow | undefined> {
    await this.#ready();
    const read = async (): Promise<ThreadRow | undefined> => {
      const { rows } = await this.#pool.query(this.#context.sql.thread, [request.ownerId, request.threadId]);
      return rows[0] === undefined ? undefined : parseThreadRow(rows[0]);
    };
    let row = await read();
    if (row === undefined || (request.agentId !== undefined && row.agent_id !== request.agentId)) return undefined;
    if (row.run_id !== null && row.lease_expired === true && (await this.#recover(request.ownerId, request.threadId))) row = await read();
    return row;
  }

  async #threadState(request: RunnerThreadRequest): Promise<{ messages: string; state: string | null } | undefined> {
    await this.#ready();
    const { rows } = await this.#pool.query<{ messages: string; state: string | null }>(this.#context.sql.threadState, [
      request.ownerId,
      request.threadId,
    ]);
    return rows[0];
  }

  /** Finalizes the run of a thread whose lease expired (its instance died), once at a time. */
  #recover(ownerId: string, threadId: string): Promise<boolean> {
    const key = ownerThreadKey(ownerId, threadId);
    if (this.#active.has(key)) return Promise.resolve(false);
    let recovery = this.#recovering.get(key);
    if (recovery === undefined) {
      recovery = recoverDeadRun(this.#context, ownerId, threadId).finally(() => this.#recovering.delete(key));
      this.#recovering.set(key, recovery);
    }
    return recovery;
  }

  #renewLeases(): void {
    if (this.#closed || this.#active.size === 0) return;
    renewLeases(this.#context, [...this.#active.values()]);
  }

  #announce(change: ThreadChange): Promise<unknown> {
    const { sql, channel } = this.#context;
    return this.#pool.query(sql.notifyTwo, [
      channel,
      encodeNotice({ kind: "events", ownerId: change.ownerId, threadId: change.threadId }),
      encodeNotice({ kind: "change", change }),
    ]);
  }

  #onNotice(notice: Notice | undefined): void {
    if (notice === undefined || this.#closed) return;
    switch (notice.kind) {
      case "events":
        this.#wakers.wake(notice.ownerId, notice.threadId);
        return;
      case "stop": {
        const run = this.#active.get(ownerThreadKey(notice.ownerId, notice.threadId));
        if (run !== undefined && run.generation === notice.generation) void run.stop();
        return;
      }
      case "change":
        if (this.#changes.isWatched(notice.change.ownerId)) this.#changes.emit(notice.change);
        return;
      case "all":
        this.#wakers.wakeAll();
    }
  }
}

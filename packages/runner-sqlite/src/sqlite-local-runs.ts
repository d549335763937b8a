import { hostname } from "node:os";
import type { BaseEvent, Message, State } from "@ag-ui/core";
import { EventType } from "@ag-ui/core";
import { AgentRunAbort, LiveRun, ownerThreadKey, startAgentRun, type RunnerRunRequest, type ThreadChange } from "@wingman/runtime";
import { recordRunInput, recordedRunStartEvents } from "@wingman/shared/internal";
import type Database from "better-sqlite3";
import { BatchWriter } from "./batch-writer.js";
import { holdsRun } from "./holds-run.js";
import { processAlive } from "./process-alive.js";
import { readThreadState } from "./read-thread-state.js";
import { recoverDeadRun } from "./recover-dead-run.js";
import type { SqliteActiveRun } from "./sqlite-active-run.js";
import type { ResolvedSqliteAgentRunnerOptions } from "./sqlite-agent-runner-options.js";
import type { SqliteStatements } from "./sqlite-statements.js";
import { storeFinishedRun } from "./store-finished-run.js";
import { storedRunAfter } from "./stored-run-after.js";
import { isVisibleTo, type ThreadRow } from "./thread-row.js";
import { ThreadRunTrimmer } from "./trim-thread-runs.js";

interface EndOptions {
  readonly stopRequested: boolean;
  readonly interruptionMessage?: string;
}

/** What the runs need of their runner. */
export interface SqliteLocalRunsHooks {
  readonly isClosed: () => boolean;
  /** A change watchers are to hear of (the thread's row is read then). */
  readonly notify: (kind: ThreadChange["kind"], threadId: string, ownerId: string, agentId: string) => void;
  /** Rows were deleted: their space is to be given back at the next sweep. */
  readonly freed: () => void;
}

/**
 * The runs this process drives: locking a thread for a run, feeding the agent's events to the
 * batch writer, ending (closers, the compacted run stored, the thread unlocked) or fencing them,
 * renewing their leases and honouring stop requests other processes left in the file. It also tells
 * a run left by a dead process (or one whose lease expired) from a live one, and finalizes it.
 */
export class SqliteLocalRuns {
  readonly #db: Database.Database;
  readonly #statements: SqliteStatements;
  readonly #options: ResolvedSqliteAgentRunnerOptions;
  readonly #hooks: SqliteLocalRunsHooks;
  readonly #instanceId = crypto.randomUUID();
  readonly #host = hostname();
  /** By `ownerThreadKey`. */
  readonly #active = new Map<string, SqliteActiveRun>();
  readonly #writer: BatchWriter;
  readonly #trimmer: ThreadRunTrimmer;

  constructor(db: Database.Database, statements: SqliteStatements, options: ResolvedSqliteAgentRunnerOptions, hooks: SqliteLocalRunsHooks) {
    this.#db = db;
    this.#statements = statements;
    this.#options = options;
    this.#hooks = hooks;
    this.#trimmer = new ThreadRunTrimmer(db);
    this.#writer = new BatchWriter(db, statements, this.#instanceId, {
      // Another process finalized the run (its lease expired while this one hung).
      fenced: (run) => this.fence(run),
      failed: (run, reason) => {
        run.abort.abort();
        this.end(run, { stopRequested: false, interruptionMessage: reason });
      },
    });
  }

  get size(): number {
    return this.#active.size;
  }

  /** The run this process drives on the row's thread, if any. */
  get(row: Pick<ThreadRow, "owner_id" | "id">): SqliteActiveRun | undefined {
    return this.#active.get(ownerThreadKey(row.owner_id, row.id));
  }

  /** Locks the thread for a run (call inside an immediate transaction) or says why it cannot. */
  begin(request: RunnerRunRequest): SqliteActiveRun | "busy" | "not-found" {
    const { threadId, ownerId, agentId, agent, input } = request;
    const statements = this.#statements;
    const now = Date.now();
    let row = statements.thread.get(ownerId, threadId) as ThreadRow | undefined;
    if (row !== undefined && !isVisibleTo(row, ownerId, agentId)) return "not-found";
    if (row?.run_id != null) {
      if (!this.isDead(row)) return "busy";
      this.recover(row);
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

  /** Starts the agent of a run `begin` locked the thread for. */
  start(run: SqliteActiveRun, request: RunnerRunRequest): void {
    this.#active.set(ownerThreadKey(run.ownerId, run.threadId), run);
    this.#hooks.notify("run-started", run.threadId, run.ownerId, run.agentId);
    startAgentRun(request.agent, request.input, (event) => this.#record(run, event), run.abort, (interruptionMessage) =>
      this.end(run, { stopRequested: run.stopRequested, interruptionMessage }),
    );
  }

  /** Stops a run of this process at a caller's request; false when a stop was already requested. */
  stop(run: SqliteActiveRun): boolean {
    if (run.stopRequested) return false;
    run.stopRequested = true;
    run.abort.abort();
    this.end(run, { stopRequested: true });
    return true;
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
  end(run: SqliteActiveRun, options: EndOptions): void {
    if (run.live.finished) return;
    run.nextId = run.live.appendClosers(run.nextId, { threadId: run.threadId, ...options });
    this.#writer.forget(run);
    const key = ownerThreadKey(run.ownerId, run.threadId);
    if (this.#active.get(key) === run) this.#active.delete(key);
    if (!this.#hooks.isClosed() && this.#store(run) === "fenced") {
      this.fence(run);
      return;
    }
    run.live.finish();
    this.#hooks.notify("run-ended", run.threadId, run.ownerId, run.agentId);
  }

  /**
   * The run lost its lease: another process finalized it (or deleted its thread) while this one
   * was paused. Nothing more of it is published, its agent is stopped, and its subscribers are
   * switched to the stored log after the last event each received, so that they end as every
   * other client does, with the stored terminal event.
   */
  fence(run: SqliteActiveRun): void {
    if (run.live.finished) return;
    run.live.fence((after) => storedRunAfter(this.#statements, run.ownerId, run.threadId, after ?? run.firstId - 1));
    this.#writer.forget(run);
    const key = ownerThreadKey(run.ownerId, run.threadId);
    if (this.#active.get(key) === run) this.#active.delete(key);
    run.abort.abort();
    this.#hooks.notify("run-ended", run.threadId, run.ownerId, run.agentId);
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
            this.#hooks.freed();
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
  recover(row: ThreadRow): void {
    recoverDeadRun(this.#db, this.#statements, row);
    this.#hooks.notify("run-ended", row.id, row.owner_id, row.agent_id);
  }

  isDead(row: ThreadRow): boolean {
    if (row.run_id === null) return false;
    if (row.run_instance === this.#instanceId) return this.get(row) === undefined;
    if ((row.lease_until ?? 0) < Date.now()) return true;
    return row.run_host === this.#host && row.run_pid !== null && !processAlive(row.run_pid);
  }

  /** Extends the leases of this process's runs; a run whose thread no longer holds it is fenced. */
  renewLeases(): void {
    if (this.#hooks.isClosed() || this.#active.size === 0) return;
    try {
      for (const run of [...this.#active.values()]) {
        if (!holdsRun(this.#statements, run.ownerId, run.threadId, run.live.runId, this.#instanceId)) this.fence(run);
      }
      this.#statements.renewLeases.run(Date.now() + this.#options.leaseMs, this.#instanceId);
    } catch {
      // Busy past the timeout: the next renewal (a third of the lease later) tries again.
    }
  }

  /** Stops the runs other processes asked to stop (they see the request within the poll interval). */
  pollStopRequests(): void {
    if (this.#hooks.isClosed() || this.#active.size === 0) return;
    let requested: Pick<ThreadRow, "owner_id" | "id">[];
    try {
      requested = this.#statements.stopRequested.all(this.#instanceId) as Pick<ThreadRow, "owner_id" | "id">[];
    } catch {
      return;
    }
    for (const row of requested) {
      const run = this.get(row);
      if (run !== undefined) this.stop(run);
    }
  }

  /** Ends every run with `RUN_ERROR` (stored: call while the runner is still open), then stops writing. */
  close(): void {
    for (const run of [...this.#active.values()]) {
      run.abort.abort();
      this.end(run, { stopRequested: false, interruptionMessage: "The runner was closed" });
    }
    this.#writer.close();
  }
}

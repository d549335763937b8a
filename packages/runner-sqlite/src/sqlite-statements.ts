import type { Database, Statement } from "better-sqlite3";
import { threadRowColumns } from "./thread-row.js";

/**
 * Every statement of a `SqliteAgentRunner`, prepared once per database. A thread is named by
 * (owner id, thread id) everywhere: positional statements take the owner first.
 */
export class SqliteStatements {
  readonly thread: Statement;
  readonly runHolder: Statement;
  readonly threadState: Statement;
  readonly nextActivity: Statement;
  readonly insertThread: Statement;
  readonly startRun: Statement;
  readonly finishRun: Statement;
  readonly clearRun: Statement;
  readonly deleteIfEmpty: Statement;
  readonly countRuns: Statement;
  readonly insertRun: Statement;
  readonly allRuns: Statement;
  readonly runsAfter: Statement;
  readonly insertBatch: Statement;
  readonly batches: Statement;
  readonly batchesAfter: Statement;
  readonly deleteBatches: Statement;
  readonly renewLeases: Statement;
  readonly stopRequested: Statement;
  readonly requestStop: Statement;
  readonly runningThreads: Statement;
  readonly listThreads: Statement;
  readonly updateThread: Statement;
  readonly deleteThread: Statement;
  readonly deleteRuns: Statement;
  readonly deleteAllBatches: Statement;
  readonly countThreads: Statement;

  constructor(db: Database) {
    this.thread = db.prepare(`SELECT ${threadRowColumns} FROM wingman_threads WHERE owner_id = ? AND id = ?`);
    this.runHolder = db.prepare("SELECT run_id, run_instance FROM wingman_threads WHERE owner_id = ? AND id = ?");
    this.threadState = db.prepare("SELECT messages, state, run_input FROM wingman_threads WHERE owner_id = ? AND id = ?");
    this.nextActivity = db.prepare("SELECT COALESCE(MAX(activity), 0) + 1 AS activity FROM wingman_threads").pluck();
    this.insertThread = db.prepare(
      `INSERT INTO wingman_threads (id, owner_id, agent_id, created_at, updated_at, activity)
       VALUES (@id, @ownerId, @agentId, @now, @now, @activity)`,
    );
    this.startRun = db.prepare(
      `UPDATE wingman_threads SET run_id = @runId, run_first_id = next_event_id, run_input = @input,
         run_created_thread = @created, run_instance = @instance, run_pid = @pid, run_host = @host,
         lease_until = @leaseUntil, stop_requested = 0, activity = @activity, last_run_at = @now, updated_at = @now
       WHERE owner_id = @ownerId AND id = @id`,
    );
    this.finishRun = db.prepare(
      `UPDATE wingman_threads SET messages = @messages, state = @state, next_event_id = @nextId, updated_at = @now,
         run_id = NULL, run_first_id = NULL, run_input = NULL, run_created_thread = NULL, run_instance = NULL,
         run_pid = NULL, run_host = NULL, lease_until = NULL, stop_requested = 0
       WHERE owner_id = @ownerId AND id = @id AND run_id = @runId AND run_instance = @instance`,
    );
    this.clearRun = db.prepare(
      `UPDATE wingman_threads SET next_event_id = @nextId, updated_at = @now,
         run_id = NULL, run_first_id = NULL, run_input = NULL, run_created_thread = NULL, run_instance = NULL,
         run_pid = NULL, run_host = NULL, lease_until = NULL, stop_requested = 0
       WHERE owner_id = @ownerId AND id = @id AND run_id = @runId AND run_instance = @instance`,
    );
    this.deleteIfEmpty = db.prepare(
      `DELETE FROM wingman_threads WHERE owner_id = @ownerId AND id = @id AND run_id = @runId AND run_instance = @instance
         AND NOT EXISTS (SELECT 1 FROM wingman_runs WHERE owner_id = @ownerId AND thread_id = @id)`,
    );
    this.countRuns = db.prepare("SELECT COUNT(*) FROM wingman_runs WHERE owner_id = ? AND thread_id = ?").pluck();
    this.insertRun = db.prepare(
      "INSERT INTO wingman_runs (owner_id, thread_id, last_id, first_id, run_id, events, boundaries) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    this.allRuns = db.prepare("SELECT events, NULL AS boundaries FROM wingman_runs WHERE owner_id = ? AND thread_id = ? ORDER BY last_id");
    // Boundaries are read only for the run the client stopped inside of.
    this.runsAfter = db.prepare(
      `SELECT events, CASE WHEN first_id <= @after THEN boundaries END AS boundaries
       FROM wingman_runs WHERE owner_id = @ownerId AND thread_id = @id AND last_id > @after ORDER BY last_id`,
    );
    this.insertBatch = db.prepare("INSERT INTO wingman_live_events (owner_id, thread_id, id, first_id, events) VALUES (?, ?, ?, ?, ?)");
    this.batches = db.prepare("SELECT events FROM wingman_live_events WHERE owner_id = ? AND thread_id = ? AND id >= ? ORDER BY id").pluck();
    this.batchesAfter = db.prepare("SELECT events FROM wingman_live_events WHERE owner_id = ? AND thread_id = ? AND id > ? ORDER BY id").pluck();
    this.deleteBatches = db.prepare("DELETE FROM wingman_live_events WHERE owner_id = ? AND thread_id = ? AND id >= ? AND first_id <= ?");
    this.renewLeases = db.prepare("UPDATE wingman_threads SET lease_until = ? WHERE run_instance = ? AND run_id IS NOT NULL");
    this.stopRequested = db.prepare(
      "SELECT owner_id, id FROM wingman_threads WHERE run_instance = ? AND run_id IS NOT NULL AND stop_requested = 1",
    );
    this.requestStop = db.prepare(
      `UPDATE wingman_threads SET stop_requested = 1
       WHERE owner_id = @ownerId AND id = @id AND run_id IS NOT NULL AND stop_requested = 0 AND (@runId IS NULL OR run_id = @runId)`,
    );
    this.runningThreads = db.prepare(`SELECT ${threadRowColumns} FROM wingman_threads WHERE run_id IS NOT NULL`);
    this.listThreads = db.prepare(
      `SELECT ${threadRowColumns} FROM wingman_threads
       WHERE owner_id = @ownerId AND (@agentId IS NULL OR agent_id = @agentId) AND (@archived = 1 OR archived = 0)
         AND activity < @before
       ORDER BY activity DESC LIMIT @limit`,
    );
    this.updateThread = db.prepare(
      `UPDATE wingman_threads SET name = CASE WHEN @setName = 1 THEN @name ELSE name END,
         archived = COALESCE(@archived, archived), updated_at = @now WHERE owner_id = @ownerId AND id = @id`,
    );
    this.deleteThread = db.prepare("DELETE FROM wingman_threads WHERE owner_id = ? AND id = ?");
    this.deleteRuns = db.prepare("DELETE FROM wingman_runs WHERE owner_id = ? AND thread_id = ?");
    this.deleteAllBatches = db.prepare("DELETE FROM wingman_live_events WHERE owner_id = ? AND thread_id = ?");
    this.countThreads = db.prepare("SELECT COUNT(*) FROM wingman_threads WHERE owner_id = ?").pluck();
  }
}

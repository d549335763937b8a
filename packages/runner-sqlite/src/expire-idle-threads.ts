import type { Database, Statement } from "better-sqlite3";

/** A thread deleted for being idle. */
export interface ExpiredThread {
  readonly owner_id: string;
  readonly id: string;
  readonly agent_id: string;
}

/** Threads deleted per transaction, so that a large backlog never holds the write lock for long. */
const batchSize = 500;

/**
 * Deletes threads with no run in progress whose last update is older than a cutoff, with their
 * runs and live events, in batches; returns them.
 */
export class IdleThreadExpirer {
  readonly #db: Database;
  readonly #idle: Statement;
  readonly #deleteRuns: Statement;
  readonly #deleteBatches: Statement;
  readonly #deleteThread: Statement;

  constructor(db: Database) {
    this.#db = db;
    // Lets the sweep find idle threads without reading every row.
    db.exec("CREATE INDEX IF NOT EXISTS wingman_threads_idle ON wingman_threads (updated_at) WHERE run_id IS NULL");
    this.#idle = db.prepare(
      `SELECT owner_id, id, agent_id FROM wingman_threads WHERE run_id IS NULL AND updated_at < ? ORDER BY updated_at LIMIT ${batchSize}`,
    );
    this.#deleteRuns = db.prepare("DELETE FROM wingman_runs WHERE owner_id = ? AND thread_id = ?");
    this.#deleteBatches = db.prepare("DELETE FROM wingman_live_events WHERE owner_id = ? AND thread_id = ?");
    // Checked again at deletion: a run may have started since the select.
    this.#deleteThread = db.prepare("DELETE FROM wingman_threads WHERE owner_id = ? AND id = ? AND run_id IS NULL AND updated_at < ?");
  }

  /** Deletes every thread idle since before `cutoff` (ms since the epoch). */
  expire(cutoff: number): ExpiredThread[] {
    const expired: ExpiredThread[] = [];
    for (;;) {
      const batch = this.#db
        .transaction(() => {
          const deleted: ExpiredThread[] = [];
          for (const thread of this.#idle.all(cutoff) as ExpiredThread[]) {
            if (this.#deleteThread.run(thread.owner_id, thread.id, cutoff).changes === 0) continue;
            this.#deleteRuns.run(thread.owner_id, thread.id);
            this.#deleteBatches.run(thread.owner_id, thread.id);
            deleted.push(thread);
          }
          return deleted;
        })
        .immediate();
      expired.push(...batch);
      if (batch.length < batchSize) return expired;
    }
  }
}

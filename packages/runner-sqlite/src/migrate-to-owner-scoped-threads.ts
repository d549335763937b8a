import type { Database } from "better-sqlite3";
import { sqliteSchemaDdl, threadColumns } from "./sqlite-schema-ddl.js";

/**
 * Schema 1 → 2 (call inside a transaction): thread ids were global (`wingman_threads.id` the
 * primary key, runs and live events keyed by thread id alone); now every table is keyed by
 * (owner id, thread id). Every thread keeps its owner; runs and live events take their thread's
 * owner. SQLite cannot change a primary key in place, so the tables are rebuilt.
 */
export function migrateToOwnerScopedThreads(db: Database): void {
  db.exec(`
    DROP INDEX IF EXISTS wingman_threads_by_owner;
    DROP INDEX IF EXISTS wingman_threads_by_activity;
    DROP INDEX IF EXISTS wingman_threads_running;
    ALTER TABLE wingman_threads RENAME TO wingman_threads_v1;
    ALTER TABLE wingman_runs RENAME TO wingman_runs_v1;
    ALTER TABLE wingman_live_events RENAME TO wingman_live_events_v1;
    ${sqliteSchemaDdl}
    INSERT INTO wingman_threads (${threadColumns}) SELECT ${threadColumns} FROM wingman_threads_v1;
    INSERT INTO wingman_runs (owner_id, thread_id, last_id, first_id, run_id, events, boundaries)
      SELECT t.owner_id, r.thread_id, r.last_id, r.first_id, r.run_id, r.events, r.boundaries
      FROM wingman_runs_v1 r JOIN wingman_threads_v1 t ON t.id = r.thread_id;
    INSERT INTO wingman_live_events (owner_id, thread_id, id, first_id, events)
      SELECT t.owner_id, e.thread_id, e.id, e.first_id, e.events
      FROM wingman_live_events_v1 e JOIN wingman_threads_v1 t ON t.id = e.thread_id;
    DROP TABLE wingman_threads_v1;
    DROP TABLE wingman_runs_v1;
    DROP TABLE wingman_live_events_v1;
  `);
}

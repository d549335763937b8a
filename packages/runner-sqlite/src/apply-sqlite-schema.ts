import type { Database } from "better-sqlite3";

const schemaVersion = 1;

/**
 * Creates the tables on a new database (idempotent) and sets WAL mode. Layout:
 * - `wingman_threads`: one row per thread — owner, agent, name, archived, times, the activity
 *   counter that orders listings, the next event id, the messages and state after its latest stored
 *   run, and the lease of its run in progress (run id, process, expiry).
 * - `wingman_runs`: one row per finished run, compacted (`encodeCompactedRun`), keyed by its last event id.
 * - `wingman_live_events`: the raw events of runs in progress, one row per write batch (a JSON array,
 *   keyed by its last event id); deleted when the run is stored.
 */
export function applySqliteSchema(db: Database): void {
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 5000");
  db.exec(`
    CREATE TABLE IF NOT EXISTS wingman_schema (version INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS wingman_threads (
      id TEXT PRIMARY KEY,
      owner_id TEXT NOT NULL,
      agent_id TEXT NOT NULL,
      name TEXT,
      archived INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      last_run_at INTEGER,
      activity INTEGER NOT NULL,
      next_event_id INTEGER NOT NULL DEFAULT 1,
      messages TEXT NOT NULL DEFAULT '[]',
      state TEXT,
      run_id TEXT,
      run_first_id INTEGER,
      run_input TEXT,
      run_created_thread INTEGER,
      run_instance TEXT,
      run_pid INTEGER,
      run_host TEXT,
      lease_until INTEGER,
      stop_requested INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS wingman_threads_by_owner ON wingman_threads (owner_id, activity);
    CREATE INDEX IF NOT EXISTS wingman_threads_by_activity ON wingman_threads (activity);
    CREATE INDEX IF NOT EXISTS wingman_threads_running ON wingman_threads (run_instance) WHERE run_id IS NOT NULL;
    CREATE TABLE IF NOT EXISTS wingman_runs (
      thread_id TEXT NOT NULL,
      last_id INTEGER NOT NULL,
      first_id INTEGER NOT NULL,
      run_id TEXT NOT NULL,
      events TEXT NOT NULL,
      boundaries TEXT,
      PRIMARY KEY (thread_id, last_id)
    );
    CREATE TABLE IF NOT EXISTS wingman_live_events (
      thread_id TEXT NOT NULL,
      id INTEGER NOT NULL,
      first_id INTEGER NOT NULL,
      events TEXT NOT NULL,
      PRIMARY KEY (thread_id, id)
    );
  `);
  const row = db.prepare("SELECT version FROM wingman_schema").get() as { version: number } | undefined;
  if (row === undefined) db.prepare("INSERT INTO wingman_schema (version) VALUES (?)").run(schemaVersion);
  else if (row.version > schemaVersion) {
    throw new Error(`SqliteAgentRunner: the database has schema version ${row.version}; this version knows ${schemaVersion}`);
  }
}

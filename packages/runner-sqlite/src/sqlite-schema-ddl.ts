/**
 * The tables and indexes of schema version 2, where a thread is named by (owner id, thread id):
 * two owners using the same thread id have two separate threads.
 */
export const sqliteSchemaDdl = `
  CREATE TABLE IF NOT EXISTS wingman_threads (
    owner_id TEXT NOT NULL,
    id TEXT NOT NULL,
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
    stop_requested INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (owner_id, id)
  );
  CREATE INDEX IF NOT EXISTS wingman_threads_by_owner ON wingman_threads (owner_id, activity);
  CREATE INDEX IF NOT EXISTS wingman_threads_by_activity ON wingman_threads (activity);
  CREATE INDEX IF NOT EXISTS wingman_threads_running ON wingman_threads (run_instance) WHERE run_id IS NOT NULL;
  CREATE TABLE IF NOT EXISTS wingman_runs (
    owner_id TEXT NOT NULL,
    thread_id TEXT NOT NULL,
    last_id INTEGER NOT NULL,
    first_id INTEGER NOT NULL,
    run_id TEXT NOT NULL,
    events TEXT NOT NULL,
    boundaries TEXT,
    PRIMARY KEY (owner_id, thread_id, last_id)
  );
  CREATE TABLE IF NOT EXISTS wingman_live_events (
    owner_id TEXT NOT NULL,
    thread_id TEXT NOT NULL,
    id INTEGER NOT NULL,
    first_id INTEGER NOT NULL,
    events TEXT NOT NULL,
    PRIMARY KEY (owner_id, thread_id, id)
  );
`;

/** Every column of `wingman_threads`; version 1 had the same ones (only the key changed). */
export const threadColumns =
  "owner_id, id, agent_id, name, archived, created_at, updated_at, last_run_at, activity, next_event_id, messages, state, " +
  "run_id, run_first_id, run_input, run_created_thread, run_instance, run_pid, run_host, lease_until, stop_requested";

/**
 * The schema's versioned migrations, in order: each runs once, in one transaction, recorded in
 * `<schema>.wingman_migrations`. Never edit a released one; append a new version instead.
 *
 * Layout (version 1; version 2 stores batches uncompressed), every table keyed by (owner_id, thread_id) — thread ids are scoped to their owner:
 * - `threads`: one row per thread — agent, name, archived, times, the activity counter that orders
 *   listings, the next event id, the messages and state after its latest stored run, and the run in
 *   progress with its lease (holder, fencing generation, expiry) and stop flag.
 * - `runs`: one row per finished run, compacted (`encodeCompactedRun`), keyed by its last event id.
 * - `live_events`: the raw events of runs in progress, one row per write batch (a JSON array keyed by
 *   its last event id); kept for a grace period after the run is stored, for followers still reading.
 */
export function postgresMigrations(schema: string): readonly string[] {
  const s = `"${schema}"`;
  return [
    `
    CREATE SEQUENCE ${s}.activity_seq;
    CREATE TABLE ${s}.threads (
      owner_id text NOT NULL,
      thread_id text NOT NULL,
      agent_id text NOT NULL,
      name text,
      archived boolean NOT NULL DEFAULT false,
      created_at bigint NOT NULL,
      updated_at bigint NOT NULL,
      last_run_at bigint,
      activity bigint NOT NULL,
      next_event_id bigint NOT NULL DEFAULT 1,
      messages text NOT NULL DEFAULT '[]',
      state text,
      run_id text,
      run_first_id bigint,
      run_input text,
      run_created_thread boolean,
      lease_owner text,
      lease_generation bigint NOT NULL DEFAULT 0,
      lease_expires_at timestamptz,
      stop_requested boolean NOT NULL DEFAULT false,
      PRIMARY KEY (owner_id, thread_id)
    );
    CREATE INDEX threads_by_owner ON ${s}.threads (owner_id, activity DESC);
    CREATE INDEX threads_running ON ${s}.threads (lease_expires_at) WHERE run_id IS NOT NULL;
    CREATE INDEX threads_idle ON ${s}.threads (updated_at) WHERE run_id IS NULL;
    CREATE TABLE ${s}.runs (
      owner_id text NOT NULL,
      thread_id text NOT NULL,
      last_id bigint NOT NULL,
      first_id bigint NOT NULL,
      run_id text NOT NULL,
      event_count integer NOT NULL,
      events text NOT NULL,
      boundaries text,
      PRIMARY KEY (owner_id, thread_id, last_id),
      FOREIGN KEY (owner_id, thread_id) REFERENCES ${s}.threads ON DELETE CASCADE
    );
    CREATE TABLE ${s}.live_events (
      owner_id text NOT NULL,
      thread_id text NOT NULL,
      last_id bigint NOT NULL,
      first_id bigint NOT NULL,
      events text NOT NULL,
      expires_at timestamptz,
      PRIMARY KEY (owner_id, thread_id, last_id),
      FOREIGN KEY (owner_id, thread_id) REFERENCES ${s}.threads ON DELETE CASCADE
    );
    CREATE INDEX live_events_expiring ON ${s}.live_events (expires_at) WHERE expires_at IS NOT NULL;
    `,
    // Version 2: batches are written once and read a few times within seconds; compressing them cost
    // the database more CPU than it saved (a long run wrote ~35% faster without it).
    `ALTER TABLE ${s}.live_events ALTER COLUMN events SET STORAGE EXTERNAL;`,
  ];
}

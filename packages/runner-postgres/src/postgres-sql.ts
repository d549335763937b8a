import { threadRowColumns } from "./thread-row.js";

/**
 * Every statement of a `PostgresAgentRunner`, with its schema filled in (the schema name is
 * validated as a plain identifier by the options). Parameters are always bound, never interpolated.
 */
export class PostgresSql {
  readonly thread: string;
  readonly threadForUpdate: string;
  readonly insertThread: string;
  readonly startRun: string;
  readonly threadState: string;
  readonly appendBatch: string;
  readonly insertBatch: string;
  readonly expireBatches: string;
  readonly batchesAfter: string;
  readonly finishRun: string;
  readonly clearRun: string;
  readonly deleteIfEmpty: string;
  readonly insertRun: string;
  readonly trimRuns: string;
  readonly runsAfter: string;
  readonly allRuns: string;
  readonly runsOfRunAfter: string;
  readonly renewLeases: string;
  readonly requestStop: string;
  readonly expiredRuns: string;
  readonly deleteExpiredBatches: string;
  readonly deleteIdleThreads: string;
  readonly listThreads: string;
  readonly countThreads: string;
  readonly updateThread: string;
  readonly deleteThread: string;
  readonly notify = "SELECT pg_notify($1, $2)";
  readonly notifyTwo = "SELECT pg_notify($1, $2), pg_notify($1, $3)";

  constructor(schema: string) {
    const s = `"${schema}"`;
    const key = "owner_id = $1 AND thread_id = $2";
    this.thread = `SELECT ${threadRowColumns} FROM ${s}.threads WHERE ${key}`;
    this.threadForUpdate = `SELECT ${threadRowColumns} FROM ${s}.threads WHERE ${key} FOR UPDATE`;
    this.insertThread = `INSERT INTO ${s}.threads (owner_id, thread_id, agent_id, created_at, updated_at, activity)
       VALUES ($1, $2, $3, $4, $4, nextval('${s}.activity_seq')) ON CONFLICT DO NOTHING`;
    // $3 run id, $4 recorded input, $5 created thread, $6 lease holder, $7 lease ms, $8 now
    this.startRun = `UPDATE ${s}.threads SET run_id = $3, run_first_id = next_event_id, run_input = $4, run_created_thread = $5,
         lease_owner = $6, lease_generation = lease_generation + 1, lease_expires_at = now() + $7 * interval '1 millisecond',
         stop_requested = false, activity = nextval('${s}.activity_seq'), last_run_at = $8, updated_at = $8
       WHERE ${key} RETURNING ${threadRowColumns}`;
    this.threadState = `SELECT messages, state, run_input FROM ${s}.threads WHERE ${key}`;
    // Fenced: the row lock (FOR SHARE) makes a concurrent takeover either wait for this batch or
    // refuse it, never miss it. $3 last id, $4 first id, $5 events, $6 generation, $7 channel, $8 notice.
    this.appendBatch = `WITH held AS (
         SELECT 1 FROM ${s}.threads WHERE ${key} AND lease_generation = $6 AND run_id IS NOT NULL FOR SHARE
       ), inserted AS (
         INSERT INTO ${s}.live_events (owner_id, thread_id, last_id, first_id, events) SELECT $1, $2, $3, $4, $5 FROM held RETURNING 1
       ) SELECT pg_notify($7, $8) FROM inserted`;
    this.insertBatch = `INSERT INTO ${s}.live_events (owner_id, thread_id, last_id, first_id, events) VALUES ($1, $2, $3, $4, $5)`;
    // Kept a while after the run is stored, for followers still reading them. $3 run first id, $4 grace ms
    this.expireBatches = `UPDATE ${s}.live_events SET expires_at = now() + $4 * interval '1 millisecond'
       WHERE ${key} AND first_id >= $3 AND expires_at IS NULL`;
    // $3 run first id, $4 after
    this.batchesAfter = `SELECT events FROM ${s}.live_events WHERE ${key} AND first_id >= $3 AND last_id > $4 ORDER BY last_id`;
    // Fenced on the generation. $3 generation, $4 messages, $5 state, $6 next id, $7 now
    this.finishRun = `UPDATE ${s}.threads SET messages = $4, state = $5, next_event_id = $6, updated_at = $7,
         run_id = NULL, run_first_id = NULL, run_input = NULL, run_created_thread = NULL, lease_owner = NULL,
         lease_expires_at = NULL, lease_generation = lease_generation + 1, stop_requested = false
       WHERE ${key} AND lease_generation = $3 AND run_id IS NOT NULL RETURNING ${threadRowColumns}`;
    // $3 generation, $4 next id, $5 now
    this.clearRun = `UPDATE ${s}.threads SET next_event_id = $4, updated_at = $5,
         run_id = NULL, run_first_id = NULL, run_input = NULL, run_created_thread = NULL, lease_owner = NULL,
         lease_expires_at = NULL, lease_generation = lease_generation + 1, stop_requested = false
       WHERE ${key} AND lease_generation = $3 AND run_id IS NOT NULL RETURNING ${threadRowColumns}`;
    this.deleteIfEmpty = `DELETE FROM ${s}.threads WHERE ${key} AND lease_generation = $3 AND run_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM ${s}.runs WHERE ${key}) RETURNING agent_id`;
    this.insertRun = `INSERT INTO ${s}.runs (owner_id, thread_id, last_id, first_id, run_id, event_count, events, boundaries)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`;
    // Drops the oldest whole runs beyond $3 stored events; the newest run is always kept.
    this.trimRuns = `DELETE FROM ${s}.runs WHERE ${key} AND last_id IN (
         SELECT last_id FROM (
           SELECT last_id, sum(event_count) OVER (ORDER BY last_id DESC) AS kept, row_number() OVER (ORDER BY last_id DESC) AS position
           FROM ${s}.runs WHERE ${key}
         ) ranked WHERE kept > $3 AND position > 1)`;
    // Boundaries are read only for the run the client stopped inside of. $3 after
    this.runsAfter = `SELECT events, CASE WHEN first_id <= $3 THEN boundaries END AS boundaries
       FROM ${s}.runs WHERE ${key} AND last_id > $3 ORDER BY last_id`;
    this.allRuns = `SELECT events, NULL AS boundaries FROM ${s}.runs WHERE ${key} ORDER BY last_id`;
    // The stored run that began at $4, if stored, for a follower that saw up to $3.
    this.runsOfRunAfter = `SELECT events, CASE WHEN first_id <= $3 THEN boundaries END AS boundaries
       FROM ${s}.runs WHERE ${key} AND last_id > $3 AND first_id <= $4 ORDER BY last_id`;
    // $1 holder, $2 lease ms
    this.renewLeases = `UPDATE ${s}.threads SET lease_expires_at = now() + $2 * interval '1 millisecond'
       WHERE lease_owner = $1 AND run_id IS NOT NULL RETURNING owner_id, thread_id, lease_generation, stop_requested`;
    // $3 agent or null, $4 run id or null
    this.requestStop = `UPDATE ${s}.threads SET stop_requested = true
       WHERE ${key} AND run_id IS NOT NULL AND stop_requested = false AND ($3::text IS NULL OR agent_id = $3)
         AND ($4::text IS NULL OR run_id = $4)
       RETURNING lease_generation, lease_owner, lease_expires_at < now() AS lease_expired`;
    this.expiredRuns = `SELECT owner_id, thread_id FROM ${s}.threads WHERE run_id IS NOT NULL AND lease_expires_at < now() LIMIT 100`;
    this.deleteExpiredBatches = `DELETE FROM ${s}.live_events WHERE expires_at < now()`;
    // $1 updated before (ms)
    this.deleteIdleThreads = `DELETE FROM ${s}.threads WHERE run_id IS NULL AND updated_at < $1 RETURNING owner_id, thread_id, agent_id`;
    // $1 owner, $2 agent or null, $3 include archived, $4 before activity, $5 limit
    this.listThreads = `SELECT ${threadRowColumns} FROM ${s}.threads
       WHERE owner_id = $1 AND ($2::text IS NULL OR agent_id = $2) AND ($3 OR NOT archived) AND activity < $4
       ORDER BY activity DESC LIMIT $5`;
    this.countThreads = `SELECT count(*) AS count FROM ${s}.threads WHERE owner_id = $1`;
    // $3 set name, $4 name, $5 archived or null, $6 now
    this.updateThread = `UPDATE ${s}.threads SET name = CASE WHEN $3 THEN $4 ELSE name END,
         archived = COALESCE($5, archived), updated_at = $6 WHERE ${key} RETURNING ${threadRowColumns}`;
    this.deleteThread = `DELETE FROM ${s}.threads WHERE ${key}`;
  }
}

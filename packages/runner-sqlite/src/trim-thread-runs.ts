import type { Database, Statement } from "better-sqlite3";

/**
 * Deletes a thread's oldest stored runs, whole, until the events of the rest fit in `maxEvents`;
 * the newest run is always kept. Counts a run's compacted events (`json_array_length`).
 */
export class ThreadRunTrimmer {
  readonly #trim: Statement;

  constructor(db: Database) {
    this.#trim = db.prepare(
      `DELETE FROM wingman_runs WHERE owner_id = @ownerId AND thread_id = @threadId AND last_id IN (
         SELECT last_id FROM (
           SELECT last_id,
             SUM(json_array_length(events)) OVER (ORDER BY last_id DESC ROWS UNBOUNDED PRECEDING) AS newer_events,
             ROW_NUMBER() OVER (ORDER BY last_id DESC) AS position
           FROM wingman_runs WHERE owner_id = @ownerId AND thread_id = @threadId)
         WHERE position > 1 AND newer_events > @maxEvents)`,
    );
  }

  /** Call inside the transaction that stored the thread's newest run; resolves how many runs went. */
  trim(ownerId: string, threadId: string, maxEvents: number): number {
    return this.#trim.run({ ownerId, threadId, maxEvents }).changes;
  }
}

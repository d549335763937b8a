import type { Database } from "better-sqlite3";
import type { SqliteVacuumMode } from "./sqlite-agent-runner-options.js";

/**
 * Gives the pages freed by deletions back to the file system: `PRAGMA incremental_vacuum` or a
 * full `VACUUM`, then a WAL checkpoint that truncates the log, so that the file really shrinks.
 */
export function reclaimSpace(db: Database, vacuum: SqliteVacuumMode): void {
  if (vacuum === false || db.memory) return;
  if (vacuum === "incremental") db.pragma("incremental_vacuum");
  else db.exec("VACUUM");
  db.pragma("wal_checkpoint(TRUNCATE)");
}

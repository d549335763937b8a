import type { Database } from "better-sqlite3";
import type { SqliteVacuumMode } from "./sqlite-agent-runner-options.js";

/** `PRAGMA auto_vacuum` values. */
const incremental = 2;

/**
 * Makes the file reclaim space incrementally when `vacuum` is `"incremental"` (call before the
 * schema is applied): a new file is created so; an existing file made without it is converted with
 * one `VACUUM` (it rewrites the file: seconds for a large one, once).
 */
export function applyAutoVacuum(db: Database, vacuum: SqliteVacuumMode): void {
  if (vacuum !== "incremental" || db.memory) return;
  if ((db.pragma("auto_vacuum", { simple: true }) as number) === incremental) return;
  db.pragma("auto_vacuum = INCREMENTAL");
  const hasTables = db.prepare("SELECT 1 FROM sqlite_master LIMIT 1").get() !== undefined;
  // On a file with tables the setting takes effect only through a VACUUM.
  if (hasTables) db.exec("VACUUM");
}

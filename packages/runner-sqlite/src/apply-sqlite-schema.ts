import type { Database } from "better-sqlite3";
import { migrateToOwnerScopedThreads } from "./migrate-to-owner-scoped-threads.js";
import { sqliteSchemaDdl } from "./sqlite-schema-ddl.js";

/** The schema this version writes; kept in `PRAGMA user_version` and in `wingman_schema`. */
export const SQLITE_SCHEMA_VERSION = 2;

/**
 * Creates the tables on a new database, migrates an older file in place, and sets WAL mode.
 * Layout (version 2; every table keyed by owner id and thread id):
 * - `wingman_threads`: one row per thread — owner, agent, name, archived, times, the activity
 *   counter that orders listings, the next event id, the messages and state after its latest stored
 *   run, and the lease of its run in progress (run id, process, expiry).
 * - `wingman_runs`: one row per finished run, compacted (`encodeCompactedRun`), keyed by its last event id.
 * - `wingman_live_events`: the raw events of runs in progress, one row per write batch (`encodeBatch`;
 *   rows of earlier versions are plain JSON arrays, which `decodeBatch` reads too; keyed by its last event id); deleted when the run is stored.
 *
 * Versions: 1 had global thread ids (`wingman_threads.id` alone the key); 2 scopes them to their
 * owner. A file newer than this code is refused rather than misread.
 */
export function applySqliteSchema(db: Database): void {
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  // Immediate: two processes opening an old file at once migrate it once.
  db.transaction(() => {
    const version = storedVersion(db);
    if (version > SQLITE_SCHEMA_VERSION) {
      throw new Error(`SqliteAgentRunner: the database has schema version ${version}; this version knows ${SQLITE_SCHEMA_VERSION}`);
    }
    if (version === SQLITE_SCHEMA_VERSION) return;
    if (version === 1) migrateToOwnerScopedThreads(db);
    else db.exec(sqliteSchemaDdl);
    db.exec("CREATE TABLE IF NOT EXISTS wingman_schema (version INTEGER NOT NULL); DELETE FROM wingman_schema;");
    // Older code reads wingman_schema and refuses a version it does not know.
    db.prepare("INSERT INTO wingman_schema (version) VALUES (?)").run(SQLITE_SCHEMA_VERSION);
    db.pragma(`user_version = ${SQLITE_SCHEMA_VERSION}`);
  }).immediate();
}

/** 0 for a new database; version 1 files have `wingman_schema` but no `user_version`. */
function storedVersion(db: Database): number {
  const userVersion = db.pragma("user_version", { simple: true }) as number;
  if (userVersion !== 0) return userVersion;
  const hasSchemaTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'wingman_schema'").get() !== undefined;
  if (!hasSchemaTable) return 0;
  const row = db.prepare("SELECT version FROM wingman_schema").get() as { version: number } | undefined;
  return row?.version ?? 0;
}

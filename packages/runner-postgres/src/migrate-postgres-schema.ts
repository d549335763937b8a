import type { Pool, PoolClient } from "pg";
import { postgresMigrations } from "./postgres-migrations.js";

/**
 * Brings `schema` up to the runner's latest version: creates it when missing and applies the
 * migrations it lacks, under an advisory lock so that instances starting together migrate once.
 * Resolves the version now in force. Throws when the database is newer than this code knows.
 *
 * @example
 * // a deploy step, for teams that migrate separately (then: new PostgresAgentRunner({ ..., migrate: false }))
 * await migratePostgresSchema(pool, "wingman");
 */
export async function migratePostgresSchema(pool: Pool, schema: string): Promise<number> {
  const migrations = postgresMigrations(schema);
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`wingman-migrate:${schema}`]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS "${schema}".wingman_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    let version = await currentVersion(client, schema);
    if (version > migrations.length) {
      throw new Error(`PostgresAgentRunner: schema "${schema}" is at version ${version}; this version knows ${migrations.length}`);
    }
    for (; version < migrations.length; version++) {
      await client.query(migrations[version]!);
      await client.query(`INSERT INTO "${schema}".wingman_migrations (version) VALUES ($1)`, [version + 1]);
    }
    await client.query("COMMIT");
    return version;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Checks, without changing anything, that `schema` is at the runner's latest version. */
export async function assertPostgresSchemaCurrent(pool: Pool, schema: string): Promise<void> {
  const expected = postgresMigrations(schema).length;
  const { rows } = await pool.query<{ exists: boolean }>("SELECT to_regclass($1) IS NOT NULL AS exists", [`"${schema}".wingman_migrations`]);
  const version = rows[0]?.exists ? await currentVersion(pool, schema) : 0;
  if (version !== expected) {
    throw new Error(`PostgresAgentRunner: schema "${schema}" is at version ${version}, expected ${expected}: run migrate() first`);
  }
}

async function currentVersion(client: Pool | PoolClient, schema: string): Promise<number> {
  const { rows } = await client.query<{ version: number | null }>(`SELECT max(version) AS version FROM "${schema}".wingman_migrations`);
  return rows[0]?.version ?? 0;
}

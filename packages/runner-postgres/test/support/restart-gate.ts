import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { postgresUrl } from "./postgres-schema.js";
import { postmasterReadyAfter, readPostmasterPid } from "./postmaster-ready.js";

/** The advisory lock key that keeps the restart test apart from the other PostgreSQL test files. */
const gateKey = 0x77696e67;
const gateWaitMs = 300_000;

/**
 * Test files sharing PostgreSQL hold this gate (shared) while they run, so that the one test that
 * restarts the database waits for them and they wait for it, instead of failing mid-test.
 */
export function holdRestartGateShared(): void {
  let client: pg.Client | undefined;
  beforeAll(async () => {
    client = await lock("pg_advisory_lock_shared");
  }, gateWaitMs);
  afterAll(async () => {
    await client?.end().catch(() => undefined);
  });
}

/** For the restart test: waits until no other file holds the gate, and holds it alone until the restart drops it. */
export function holdRestartGateExclusive(): void {
  let client: pg.Client | undefined;
  beforeAll(async () => {
    client = await lock("pg_advisory_lock");
  }, gateWaitMs);
  afterAll(async () => {
    await client?.end().catch(() => undefined);
  });
}

async function lock(fn: "pg_advisory_lock" | "pg_advisory_lock_shared"): Promise<pg.Client> {
  const deadline = Date.now() + gateWaitMs;
  for (;;) {
    const before = readPostmasterPid();
    const client = new pg.Client({ connectionString: postgresUrl });
    // The restart drops this connection: that only releases the gate.
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.query(`SELECT ${fn}($1)`, [gateKey]);
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      // The database is restarting: wait until it is back.
      await postmasterReadyAfter(before, Math.max(0, deadline - Date.now())).catch(() => {
        throw error;
      });
    }
  }
}

import pg from "pg";

export const postgresUrl = process.env["WINGMAN_TEST_POSTGRES_URL"] ?? "postgres://postgres@127.0.0.1:5432/test";

/** A schema name no other test file uses. */
export function uniqueSchema(label: string): string {
  return `wingman_test_${label}_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
}

/** Drops the schema and everything in it. */
export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

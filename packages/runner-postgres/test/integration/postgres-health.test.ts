import { createServer, type Server } from "node:net";
import { describe, expect, it } from "vitest";
import { PostgresAgentRunner } from "../../src/index.js";
import { holdRestartGateShared } from "../support/restart-gate.js";

const connectionString = "postgres://postgres@127.0.0.1:5432/test";
// "resolves while the database answers" must not run while the restart test restarts it.
holdRestartGateShared();

/** A port with nothing listening: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("PostgresAgentRunner.checkHealth", () => {
  it("resolves while the database answers SELECT 1", async () => {
    const runner = new PostgresAgentRunner({ connectionString, schema: "health_check" });
    try {
      await expect(runner.checkHealth()).resolves.toBeUndefined();
    } finally {
      await runner.close();
    }
    await expect(runner.checkHealth()).rejects.toThrow(/closed/);
  });

  it("rejects while the database is unreachable", async () => {
    const port = await closedPort();
    const runner = new PostgresAgentRunner({ connectionString: `postgres://postgres@127.0.0.1:${port}/test`, schema: "health_unreachable" });
    try {
      await expect(runner.checkHealth()).rejects.toThrow();
    } finally {
      await runner.close();
    }
  });
});

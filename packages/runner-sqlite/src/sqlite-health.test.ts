import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteAgentRunner } from "./index.js";

const directory = mkdtempSync(join(tmpdir(), "wingman-sqlite-health-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("SqliteAgentRunner.checkHealth", () => {
  it("resolves while the database answers and rejects once the runner is closed", async () => {
    const runner = new SqliteAgentRunner({ path: join(directory, "threads.db") });
    await expect(runner.checkHealth()).resolves.toBeUndefined();
    await runner.close();
    await expect(runner.checkHealth()).rejects.toThrow(/closed/);
  });
});

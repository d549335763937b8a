import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { promisify } from "node:util";
import { EventType } from "@ag-ui/core";
import { CopilotRuntime } from "@wingman/runtime";
import { serveCopilotRuntime } from "@wingman/runtime/node";
import { numberedDeltas, ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { parseSseText, postJson, readSse, runInput } from "@wingman/test-support/sse";
import { eventually } from "@wingman/test-support/wait";
import { afterAll, describe, expect, it } from "vitest";
import { PostgresAgentRunner } from "../../src/index.js";
import { dropSchema, postgresUrl, uniqueSchema } from "../support/postgres-schema.js";
import { holdRestartGateExclusive } from "../support/restart-gate.js";
import { texts } from "../support/runner-helpers.js";

const run = promisify(execFile);
const schema = uniqueSchema("restart");
holdRestartGateExclusive();

/** Whether the shared PostgreSQL answers. */
async function postgresAnswers(): Promise<boolean> {
  try {
    await run("pg_isready", ["-h", "127.0.0.1", "-p", "5432"]);
    return true;
  } catch {
    return false;
  }
}

afterAll(async () => {
  // Whatever happened, leave the shared PostgreSQL up for everyone else.
  if (!(await postgresAnswers())) {
    await run("pg_ctlcluster", ["--skip-systemctl-redirect", readdirSync("/etc/postgresql")[0]!, "main", "start"]).catch(() => undefined);
  }
  await eventually(postgresAnswers, 30_000);
  await dropSchema(schema);
}, 60_000);

describe("PostgresAgentRunner across a database restart", () => {
  it("a run in flight while PostgreSQL restarts resumes for its client; nothing stored is lost", { timeout: 120_000 }, async () => {
    // A lease longer than the restart: the run keeps its thread and goes on once the database is back.
    const runner = new PostgresAgentRunner({ connectionString: postgresUrl, schema, leaseMs: 30_000 });
    const deltas = numberedDeltas(1_500);
    const agents = {
      paced: new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas }), delayMs: 4 }),
      quick: new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["kept"] }) }),
    };
    const served = await serveCopilotRuntime({ runtime: new CopilotRuntime({ agents, runner }) });
    try {
      const before = await readSse(await postJson(`${served.url}/agent/quick/run`, runInput("before", "r0")));
      expect(before.at(-1)!.event.type).toBe(EventType.RUN_FINISHED);

      const response = await postJson(`${served.url}/agent/paced/run`, runInput("during", "r1"));
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = "";
      const reading = (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          text += decoder.decode(value, { stream: true });
        }
      })();
      const frames = () => parseSseText(text.slice(0, text.lastIndexOf("\n\n") + 2));
      await eventually(() => frames().length >= 20, 30_000);
      await run("pg_ctlcluster", ["--skip-systemctl-redirect", readdirSync("/etc/postgresql")[0]!, "main", "restart"]);
      const seenAtRestart = frames().length;
      await reading;

      const seen = parseSseText(text);
      expect(seen.length).toBeGreaterThan(seenAtRestart);
      expect(seen.at(-1)!.event.type).toBe(EventType.RUN_FINISHED);
      expect(texts(seen)).toBe(deltas.join(""));
      const ids = seen.map(({ id }) => id!);
      expect(ids.every((id, index) => index === 0 || id > ids[index - 1]!)).toBe(true);

      // The store holds exactly what the client saw, and what was stored before the restart.
      const stored = await readSse(await postJson(`${served.url}/agent/paced/connect`, { threadId: "during" }));
      expect(texts(stored)).toBe(texts(seen));
      expect(stored.at(-1)!.id).toBe(ids.at(-1));
      const kept = await readSse(await postJson(`${served.url}/agent/quick/connect`, { threadId: "before" }));
      expect(texts(kept)).toBe("kept");
      expect(kept.at(-1)!.id).toBe(before.at(-1)!.id);
    } finally {
      await served.close();
      await runner.close();
    }
  });
});

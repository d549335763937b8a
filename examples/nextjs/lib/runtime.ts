import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { BuiltInAgent, defineTool, selectModelFromEnv } from "@wingman/agent";
import { SqliteAgentRunner } from "@wingman/runner-sqlite";
import { CopilotRuntime } from "@wingman/runtime";
import { z } from "zod";

const weatherTool = defineTool({
  name: "getWeather",
  description: "Current weather for a city. The page shows the result as a card.",
  parameters: z.object({ city: z.string() }),
  execute: async ({ city }) => ({ city, temperatureC: 21, condition: "Sunny" }),
});

function createRuntime(): CopilotRuntime {
  const dataDir = process.env.WINGMAN_DATA_DIR ?? join(process.cwd(), ".data");
  mkdirSync(dataDir, { recursive: true });
  const tokenDelayMs = process.env.DEMO_TOKEN_DELAY_MS === undefined ? undefined : Number(process.env.DEMO_TOKEN_DELAY_MS);
  // A real model when a provider key is set, the offline demo model otherwise.
  const { model } = selectModelFromEnv({ env: process.env, ...(tokenDelayMs !== undefined && { demo: { tokenDelayMs } }) });
  return new CopilotRuntime({
    agents: { default: new BuiltInAgent({ model, tools: [weatherTool], prompt: "You are the copilot of an offsite planner." }) },
    // Threads survive restarts of `next start`.
    runner: new SqliteAgentRunner({ path: join(dataDir, "threads.db") }),
  });
}

// One runtime per server process (`next dev` re-evaluates modules on every change).
const cache = globalThis as { wingmanRuntime?: CopilotRuntime };
export const runtime = (cache.wingmanRuntime ??= createRuntime());

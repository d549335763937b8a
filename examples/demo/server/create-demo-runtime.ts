import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { BuiltInAgent, selectModelFromEnv, transcriptionServiceFromEnv } from "@wingman/agent";
import { PostgresAgentRunner } from "@wingman/runner-postgres";
import { SqliteAgentRunner } from "@wingman/runner-sqlite";
import { CopilotRuntime, InMemoryAgentRunner, type WingmanAgentRunner } from "@wingman/runtime";
import type { DemoConfig } from "./demo-config.js";
import { readVisitorId } from "./visitor-cookie.js";
import { weatherTool } from "./weather-tool.js";
import { withDemoSuggestions } from "./with-demo-suggestions.js";

/** What the page shows about the server: which model answers, where threads are kept. */
export interface DemoInfo {
  model: string;
  offline: boolean;
  threads: "sqlite" | "postgres" | "memory";
  /** Voice input: on with the transcription model's label, or off with the reason (shown where the microphone would be). */
  voice: { enabled: true; label: string } | { enabled: false; reason: string };
}

const PROMPT = `You are the copilot of Wingman's demo page, which plans a team offsite.
- Answer in short markdown.
- To change the page's accent colour, call setAccentColor.
- Before anything irreversible (deploying, sending, paying), call requestApproval and wait for the answer.
- For the weather in a city, call getWeather: the page draws the result as a card.
- The shared state holds the offsite's title, budget and checklist: edit it with the state tools when asked.`;

/** The demo's runtime: one BuiltInAgent, threads in SQLite (PostgreSQL with DATABASE_URL), one owner per browser (cookie). */
export function createDemoRuntime(config: DemoConfig): { runtime: CopilotRuntime; info: DemoInfo; close(): Promise<void> } {
  const selected = selectModelFromEnv({
    env: config.env,
    ...(config.tokenDelayMs !== undefined && { demo: { tokenDelayMs: config.tokenDelayMs } }),
  });
  const model = selected.offline && typeof selected.model === "object" ? withDemoSuggestions(selected.model as Parameters<typeof withDemoSuggestions>[0]) : selected.model;
  const agent = new BuiltInAgent({
    model,
    prompt: PROMPT,
    tools: [weatherTool],
    description: `Answers with ${selected.label}`,
    // Suggestion requests name the suggestion tool in toolChoice, so a real model is made to call it.
    overridableProperties: ["toolChoice"],
  });
  const { runner, kind } = openRunner(config);
  const transcription = transcriptionServiceFromEnv(config.env);
  const runtime = new CopilotRuntime({
    agents: { default: agent },
    runner,
    // The server sets the cookie on every response that lacks it (see visitor-cookie.ts).
    // Also at the WebSocket upgrade: the page's response set the cookie, so the upgrade carries it.
    transcriptionService: transcription.service,
    identifyUser: (request) => readVisitorId(request.headers.get("cookie")),
    // Same-origin pages only (the default): the socket is served on the page's own port.
    ...(config.transport === "realtime" && { realtime: true }),
  });
  return {
    runtime,
    info: {
      model: selected.label,
      offline: selected.offline,
      threads: kind,
      voice: transcription.service ? { enabled: true, label: transcription.label } : { enabled: false, reason: transcription.reason },
    },
    close: async () => {
      await runner.close?.();
      await agent.close?.();
    },
  };
}

function openRunner(config: DemoConfig): { runner: WingmanAgentRunner; kind: DemoInfo["threads"] } {
  if (config.databaseUrl !== undefined) return { runner: new PostgresAgentRunner({ connectionString: config.databaseUrl }), kind: "postgres" };
  try {
    mkdirSync(config.dataDir, { recursive: true });
    return { runner: new SqliteAgentRunner({ path: join(config.dataDir, "threads.db") }), kind: "sqlite" };
  } catch (error) {
    console.warn(`[demo] SQLite is not available (${(error as Error).message}); threads are kept in memory until the server stops.`);
    return { runner: new InMemoryAgentRunner(), kind: "memory" };
  }
}

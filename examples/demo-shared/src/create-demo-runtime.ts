import { BuiltInAgent, selectModelFromEnv, transcriptionServiceFromEnv } from "@wingman/agent";
import { CopilotRuntime, type WingmanAgentRunner } from "@wingman/runtime";
import { createDemoTestGate, type DemoTestGate } from "./test-gate/demo-test-gate.js";
import { readVisitorId } from "./visitor-cookie.js";
import { weatherTool } from "./weather-tool.js";
import { withDemoSuggestions } from "./with-demo-suggestions.js";

/** Where a demo keeps its threads. */
export type DemoThreadStore = "sqlite" | "postgres" | "redis" | "memory";

/** What the page shows about the server (`GET /api/demo`): which model answers, where threads are kept. */
export interface DemoInfo {
  model: string;
  offline: boolean;
  threads: DemoThreadStore;
  /** Voice input: on with the transcription model's label, or off with the reason (shown where the microphone would be). */
  voice: { enabled: true; label: string } | { enabled: false; reason: string };
}

/** How the page talks to the runtime: `realtime` (WebSocket) or `sse` (HTTP + server-sent events). */
export type DemoTransport = "realtime" | "sse";

/** What `createDemoRuntime` needs: the environment (model keys), the thread store and the transport. */
export interface DemoRuntimeOptions {
  env: Record<string, string | undefined>;
  /** Pause before each token of the offline demo model. */
  tokenDelayMs?: number | undefined;
  runner: WingmanAgentRunner;
  /** Which store `runner` is, for the page to say. */
  threads: DemoThreadStore;
  transport: DemoTransport;
  /** For browser tests only: answers can be held after their first line (`DemoRuntime.testGate`). */
  testGate?: boolean | undefined;
}

/** A demo's runtime with what the page shows about it; `close` ends the runner and the agent. */
export interface DemoRuntime {
  runtime: CopilotRuntime;
  info: DemoInfo;
  /** Holds the model's answers for a test; only with the `testGate` option. */
  testGate?: DemoTestGate | undefined;
  close(): Promise<void>;
}

const PROMPT = `You are the copilot of Wingman's demo page, which plans a team offsite.
- Answer in short markdown.
- To change the page's accent colour, call setAccentColor.
- Before anything irreversible (deploying, sending, paying), call requestApproval and wait for the answer.
- For the weather in a city, call getWeather: the page draws the result as a card.
- The shared state holds the offsite's title, budget and checklist: edit it with the state tools when asked.`;

/**
 * The runtime both demos (React and Angular) serve: one BuiltInAgent with the weather tool, the offline
 * demo model unless a provider's key is set, transcription when a key allows it, one owner per browser
 * (the visitor cookie), on the runner the app chose.
 */
export function createDemoRuntime(options: DemoRuntimeOptions): DemoRuntime {
  const selected = selectModelFromEnv({
    env: options.env,
    ...(options.tokenDelayMs !== undefined && { demo: { tokenDelayMs: options.tokenDelayMs } }),
  });
  const suggesting = selected.offline && typeof selected.model === "object" ? withDemoSuggestions(selected.model as Parameters<typeof withDemoSuggestions>[0]) : selected.model;
  const testGate = options.testGate ? createDemoTestGate() : undefined;
  if (testGate && typeof suggesting !== "object") throw new TypeError(`the test gate wraps a model object; ${selected.label} is named by id`);
  const model = testGate ? testGate.wrap(suggesting as Parameters<typeof testGate.wrap>[0]) : suggesting;
  const agent = new BuiltInAgent({
    model,
    prompt: PROMPT,
    tools: [weatherTool],
    description: `Answers with ${selected.label}`,
    // Suggestion requests name the suggestion tool in toolChoice, so a real model is made to call it.
    overridableProperties: ["toolChoice"],
  });
  const transcription = transcriptionServiceFromEnv(options.env);
  const runtime = new CopilotRuntime({
    agents: { default: agent },
    runner: options.runner,
    transcriptionService: transcription.service,
    // The server sets the cookie on every response that lacks it (see visitor-cookie.ts).
    // Also at the WebSocket upgrade: the page's response set the cookie, so the upgrade carries it.
    identifyUser: (request) => readVisitorId(request.headers.get("cookie")),
    // Same-origin pages only (the default): the socket is served on the page's own port.
    ...(options.transport === "realtime" && { realtime: true }),
  });
  return {
    runtime,
    info: {
      model: selected.label,
      offline: selected.offline,
      threads: options.threads,
      voice: transcription.service ? { enabled: true, label: transcription.label } : { enabled: false, reason: transcription.reason },
    },
    ...(testGate && { testGate }),
    close: async () => {
      // A held answer would keep its run, and so the runner, from ending.
      testGate?.release();
      await options.runner.close?.();
      await agent.close?.();
    },
  };
}

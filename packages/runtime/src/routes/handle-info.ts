import type { AbstractAgent } from "@ag-ui/client";
import { jsonResponse } from "../handler/json-response.js";
import { realtimeUrl } from "../realtime/realtime-url.js";
import { RUNTIME_VERSION } from "../runtime/runtime-version.js";
import type { RouteContext } from "./route-context.js";

interface AgentDescription {
  name: string;
  description?: string;
  className: string;
  capabilities?: unknown;
}

async function describeAgent(agentId: string, agent: AbstractAgent): Promise<AgentDescription> {
  const description: AgentDescription = { name: agentId, className: agent.constructor.name };
  if (agent.description) description.description = agent.description;
  if (typeof agent.getCapabilities === "function") {
    try {
      description.capabilities = await agent.getCapabilities();
    } catch {
      // A failing agent loses only its capabilities, not its place in /info.
    }
  }
  return description;
}

/**
 * `GET /info`: what clients discover the runtime by (the original's shape, so its clients work).
 * Thread endpoints are advertised in multi-route mode only: the original's clients reach them by
 * REST paths. Realtime mode is announced in our own `wingman.realtime` field while `mode` stays
 * `"sse"`: a CopilotKit client reads `mode: "intelligence"` as their hosted platform and takes a
 * path our socket does not serve, so their clients stay on HTTP and ours upgrade.
 */
export async function handleInfo(context: RouteContext): Promise<Response> {
  const agents = await context.runtime.getAgents(context.request);
  const described = await Promise.all(Object.entries(agents).map(([id, agent]) => describeAgent(id, agent)));
  const threadEndpoints = context.mode === "multi-route";
  const { realtime } = context.runtime;
  // The runtime's base path, as this request reached it: the realtime path defaults to below it.
  const pathname = new URL(context.request.url).pathname;
  const base = context.mode === "multi-route" ? pathname.replace(/\/info\/?$/, "") : pathname;
  return jsonResponse({
    version: RUNTIME_VERSION,
    agents: Object.fromEntries(described.map((agent) => [agent.name, agent])),
    audioFileTranscriptionEnabled: context.runtime.transcriptionService !== undefined,
    mode: "sse",
    wingman: {
      // Run inputs may carry `wingman-attachment:sha256:…` references (resolve-attachment-references.ts).
      attachments: { references: true },
      ...(realtime && { realtime: { wsUrl: realtimeUrl(context.request, realtime, base) } }),
    },
    threadEndpoints: {
      list: threadEndpoints,
      inspect: threadEndpoints,
      mutations: threadEndpoints,
      // The original's flag for its hosted platform's thread channel, which we do not serve.
      realtimeMetadata: false,
    },
    suggestions: true,
    a2uiEnabled: false,
    openGenerativeUIEnabled: false,
    telemetryDisabled: true,
  });
}

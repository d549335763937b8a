import type { RealtimeClient } from "../realtime/realtime-client.js";
import type { ProxiedCopilotRuntimeAgent } from "./proxied-copilot-runtime-agent.js";

/** Where and how the registry reached the runtime: what its proxied agents are pointed at. */
export interface RuntimeConnection {
  readonly url: string;
  readonly transport: "rest" | "single";
  readonly runtimeMode: string;
  readonly intelligence: { wsUrl?: string } | undefined;
  readonly realtime: { wsUrl?: string } | undefined;
  readonly realtimeClient: RealtimeClient | undefined;
  readonly attachmentReferences: boolean;
}

/** Points an existing proxied agent at the runtime the registry just connected to. */
export function applyRuntimeConnection(agent: ProxiedCopilotRuntimeAgent, connection: RuntimeConnection): void {
  agent.runtimeUrl = connection.url;
  agent.transport = connection.transport;
  agent.runtimeMode = connection.runtimeMode;
  agent.intelligence = connection.intelligence;
  agent.realtime = connection.realtime;
  agent.realtimeClient = connection.realtimeClient;
  agent.attachmentReferences = connection.attachmentReferences;
}

import type { AbstractAgent } from "@ag-ui/client";
import { CopilotKitCoreRuntimeConnectionStatus } from "../client/copilot-kit-core-error-code.js";
import type { AgentRegistry } from "./agent-registry.js";
import { ProxiedCopilotRuntimeAgent } from "./proxied-copilot-runtime-agent.js";
import { replaceAgentState } from "./replace-agent-messages.js";
import type { CopilotRuntimeTransport } from "../runtime-api/runtime-request.js";

/**
 * Stand-in agents a UI renders while the runtime has not said which agents exist: one
 * `ProxiedCopilotRuntimeAgent` per id (in `pending` mode), kept so every component asking for the
 * same id gets the same object until the real agent arrives.
 */
export class ProvisionalAgents {
  readonly #agents = new Map<string, ProxiedCopilotRuntimeAgent>();

  /** The stand-in for `agentId`, created on first use. */
  get(agentId: string, runtimeUrl: string, transport: CopilotRuntimeTransport): ProxiedCopilotRuntimeAgent {
    let agent = this.#agents.get(agentId);
    if (!agent) {
      agent = new ProxiedCopilotRuntimeAgent({ runtimeUrl, agentId, runtimeMode: "pending", transport });
      this.#agents.set(agentId, agent);
    }
    return agent;
  }

  /**
   * Gives the shared state a UI set on a stand-in (a page edited before the runtime answered) to
   * the agent registered under its id since, unless that one has state already: the edit is not
   * lost, and a thread's own state is never overwritten. The stand-in is left empty, so it gives once.
   */
  handOver(registry: AgentRegistry): void {
    for (const [id, standIn] of this.#agents) {
      const agent = registry.getAgent(id);
      if (!agent || isEmpty(standIn.state)) continue;
      if (isEmpty(agent.state)) replaceAgentState(agent, standIn.state);
      standIn.state = {};
    }
  }
}

const isEmpty = (state: unknown): boolean => typeof state !== "object" || state === null || Object.keys(state).length === 0;

/**
 * The agent a UI shows for `agentId`: the registered one (`isReady`), else, while the runtime has
 * not answered (or when `pending`: a registration of this id is on its way), the stand-in.
 * @throws when the id is unknown once connected (or without a runtime URL).
 */
export function resolveAgent(
  registry: AgentRegistry,
  provisional: ProvisionalAgents,
  agentId: string,
  options: { pending?: boolean },
): { agent: AbstractAgent; isReady: boolean } {
  const registered = registry.getAgent(agentId);
  if (registered) return { agent: registered, isReady: true };
  const runtimeUrl = registry.runtimeUrl;
  if ((options.pending || registry.runtimeConnectionStatus !== CopilotKitCoreRuntimeConnectionStatus.Connected) && runtimeUrl) {
    const agent = provisional.get(agentId, runtimeUrl, registry.runtimeTransport);
    registry.applyHeadersToAgent(agent);
    return { agent, isReady: false };
  }
  throw new Error(`Agent '${agentId}' not found. Known agents: ${Object.keys(registry.agents).join(", ") || "(none)"}`);
}

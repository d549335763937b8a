import { ProxiedCopilotRuntimeAgent } from "./proxied-copilot-runtime-agent.js";
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
}

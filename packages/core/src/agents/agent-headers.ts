import type { AbstractAgent } from "@ag-ui/client";

/** An agent that sends HTTP headers: `HttpAgent`, `ProxiedCopilotRuntimeAgent`, or any with a plain `headers` record. */
type AgentWithHeaders = AbstractAgent & { headers: Record<string, string> };

const hasHeaders = (agent: AbstractAgent): agent is AgentWithHeaders => {
  const headers = (agent as { headers?: unknown }).headers;
  if (typeof headers !== "object" || headers === null) return false;
  const prototype = Object.getPrototypeOf(headers);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Puts the core's headers on agents that have a `headers` record, over the agent's own headers.
 * The agent's own are captured the first time it is seen, so clearing a core header lets the
 * agent's value show again.
 */
export class AgentHeaders {
  readonly #baselines = new WeakMap<AgentWithHeaders, Record<string, string>>();

  /** Core headers win over the agent's own; names compare case-insensitively. */
  apply(agent: AbstractAgent, core: Record<string, string>): void {
    if (!hasHeaders(agent)) return;
    let baseline = this.#baselines.get(agent);
    if (!baseline) {
      baseline = { ...agent.headers };
      this.#baselines.set(agent, baseline);
    }
    const coreNames = new Set(Object.keys(core).map((name) => name.toLowerCase()));
    const merged: Record<string, string> = {};
    for (const [name, value] of Object.entries(baseline)) if (!coreNames.has(name.toLowerCase())) merged[name] = value;
    agent.headers = { ...merged, ...core };
  }
}

import type { AbstractAgent } from "@ag-ui/client";

/** An MCP request the agent's runtime forwards to the MCP server that produced an app. */
export interface ProxiedMcpRequest {
  serverHash: string;
  serverId?: string;
  method: string;
  params?: unknown;
}

// One request at a time per agent, each after the agent's current run: a run on a busy thread is refused.
const queues = new WeakMap<AbstractAgent, Promise<unknown>>();

/**
 * Sends an MCP request (`resources/read`, `tools/call`) through the agent, as CopilotKit's MCP Apps
 * middleware expects it: a run whose `forwardedProps.__proxiedMCPRequest` carries the request, the
 * MCP answer coming back as the run's result. Queued per agent, after any run in progress.
 */
export function sendProxiedMcpRequest(agent: AbstractAgent, request: ProxiedMcpRequest): Promise<unknown> {
  const previous = queues.get(agent) ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(() => untilIdle(agent))
    .then(async () => {
      const { result } = await agent.runAgent({ forwardedProps: { __proxiedMCPRequest: request } });
      return result;
    });
  queues.set(agent, next);
  return next;
}

function untilIdle(agent: AbstractAgent): Promise<void> {
  if (!agent.isRunning) return Promise.resolve();
  return new Promise((resolve) => {
    const subscription = agent.subscribe({
      onRunFinalized: () => {
        subscription.unsubscribe();
        // isRunning drops after the finalizers ran, and a follow-up run may start at once: look again then.
        setTimeout(() => resolve(untilIdle(agent)), 0);
      },
    });
  });
}

import type { AbstractAgent } from "@ag-ui/client";
import { WingmanHttpError } from "../errors/wingman-http-error.js";
import type { RouteContext } from "./route-context.js";

/** The registered agent named by the route's `agentId`; 404 when there is none. */
export async function findAgent(context: RouteContext): Promise<{ agentId: string; agent: AbstractAgent }> {
  const agentId = context.route.params["agentId"] ?? "";
  const agents = await context.runtime.getAgents(context.request);
  const agent = Object.hasOwn(agents, agentId) ? agents[agentId] : undefined;
  if (!agent) throw new WingmanHttpError(404, "Agent not found", `Agent '${agentId}' does not exist`);
  return { agentId, agent };
}

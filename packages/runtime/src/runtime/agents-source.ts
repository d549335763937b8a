import type { AbstractAgent } from "@ag-ui/client";
import { standardRequest } from "../handler/adapter-request.js";

/** The agents a runtime hosts, by id. */
export type AgentRecord = Readonly<Record<string, AbstractAgent>>;

/**
 * Where a runtime finds its agents: a record, a promise of one, or a function of the request
 * (called on every request that needs agents, e.g. to pick agents per tenant).
 */
export type AgentsSource =
  | AgentRecord
  | Promise<AgentRecord>
  | ((context: { readonly request: Request }) => AgentRecord | Promise<AgentRecord>);

export async function resolveAgents(source: AgentsSource, request: Request): Promise<AgentRecord> {
  return typeof source === "function" ? source({ request: standardRequest(request) }) : source;
}

import { useLayoutEffect } from "react";
import { useCopilotKit } from "../provider/copilot-kit-context.js";

/** A value that survives JSON.stringify unchanged. */
export type JsonSerializable = string | number | boolean | null | JsonSerializable[] | { [key: string]: JsonSerializable };

/** One context entry; `value` may be anything JSON.stringify accepts, `agentIds` scopes it. */
export interface AgentContextInput {
  /** What the value is, for the model. */
  description: string;
  /** The context itself; objects are sent as JSON. */
  value: unknown;
  /** Only these agents receive it (`[]` reaches none). Default: every agent. */
  agentIds?: string[];
}

/**
 * Sends a description and a value (stringified) as context with every run while mounted; the
 * entry is replaced only when the serialised value changes.
 *
 * @example
 * useAgentContext({ description: "The user's cart", value: cart });
 */
export function useAgentContext(context: AgentContextInput): void {
  const { copilotkit } = useCopilotKit();
  const value = typeof context.value === "string" ? context.value : JSON.stringify(context.value ?? null);
  const agentIdsKey = context.agentIds ? JSON.stringify(context.agentIds) : undefined;
  useLayoutEffect(() => {
    const id = copilotkit.addContext({
      description: context.description,
      value,
      ...(agentIdsKey !== undefined && { agentIds: JSON.parse(agentIdsKey) as string[] }),
    });
    return () => copilotkit.removeContext(id);
  }, [copilotkit, context.description, value, agentIdsKey]);
}

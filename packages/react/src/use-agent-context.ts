import { useLayoutEffect } from "react";
import { useCopilotKit } from "./copilot-kit-context.js";

/**
 * Sends a description and a value (stringified) as context with every run while mounted; the
 * entry is replaced only when the serialised value changes.
 *
 * @example
 * useAgentContext({ description: "The user's cart", value: cart });
 */
export function useAgentContext(context: { description: string; value: unknown; agentIds?: string[] }): void {
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

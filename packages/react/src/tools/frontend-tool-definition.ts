import type { FrontendTool } from "@wingman/core";

/**
 * The definition a hook registers with the core: the tool's declared fields (those set only) with
 * the given handler. Hooks pass a handler that reads the latest props, so re-renders never need a
 * new registration.
 */
export function frontendToolDefinition<Args extends Record<string, unknown>>(
  tool: Omit<FrontendTool<Args>, "handler">,
  handler: FrontendTool<Args>["handler"] | undefined,
): FrontendTool<Args> {
  return {
    name: tool.name,
    ...(tool.description !== undefined && { description: tool.description }),
    ...(tool.parameters !== undefined && { parameters: tool.parameters }),
    ...(tool.followUp !== undefined && { followUp: tool.followUp }),
    ...(tool.agentId !== undefined && { agentId: tool.agentId }),
    ...(tool.available !== undefined && { available: tool.available }),
    ...(handler !== undefined && { handler }),
  };
}

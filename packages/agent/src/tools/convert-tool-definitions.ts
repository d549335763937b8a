import { tool, type Tool, type ToolSet } from "ai";
import type { ToolDefinition } from "./define-tool.js";

/** Turns `defineTool` definitions into AI SDK tools; interrupt tools get no `execute`, so the SDK stops at them. */
export function convertToolDefinitions(definitions: readonly ToolDefinition[]): ToolSet {
  const converted: ToolSet = {};
  for (const definition of definitions) {
    const execute = definition.execute;
    // the definition's INPUT/OUTPUT generics are erased here; the schema still validates at run time
    const sdkTool = {
      description: definition.description,
      inputSchema: definition.parameters,
      // The app's own function, as CopilotKit passes it: the SDK calls it with (input, {toolCallId,
      // abortSignal, messages}), which is the ToolExecuteContext it declares.
      ...(execute ? { execute } : {}),
    } as Tool;
    converted[definition.name] = tool(sdkTool);
  }
  return converted;
}

/** CopilotKit's name for {@link convertToolDefinitions}. */
export const convertToolDefinitionsToVercelAITools: (definitions: readonly ToolDefinition[]) => ToolSet = convertToolDefinitions;

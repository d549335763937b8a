import type { Tool as AGUITool } from "@ag-ui/core";
import { jsonSchema } from "@ai-sdk/provider-utils";
import { tool, type ToolSet } from "ai";
import { assertToolParameters } from "./assert-tool-parameters.js";

/**
 * Turns the app's (frontend) tools from `RunAgentInput.tools` into AI SDK tools without
 * `execute`: the SDK stops at their calls and the client runs them. The JSON Schema goes through
 * `jsonSchema()` unchanged, so integer, enum, format, `$ref` and the rest reach the model intact.
 * `jsonSchema` comes from its home package (the one "ai" re-exports), so a test that mocks "ai"
 * with only `streamText` and `tool` still runs the agent.
 *
 * @throws {WingmanAgentError} `invalid_tool_schema` for a bad name or schema.
 */
export function convertInputTools(tools: readonly AGUITool[]): ToolSet {
  const converted: ToolSet = {};
  for (const inputTool of tools) {
    converted[inputTool.name] = tool({
      description: inputTool.description,
      inputSchema: jsonSchema(assertToolParameters(inputTool.name, inputTool.parameters)),
    });
  }
  return converted;
}

/** CopilotKit's name for {@link convertInputTools}. */
export const convertToolsToVercelAITools: (tools: readonly AGUITool[]) => ToolSet = convertInputTools;

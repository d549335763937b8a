import type { LanguageModelV3FunctionTool } from "@ai-sdk/provider";
import type { DemoSchema } from "./fill-tool-arguments.js";

const APPROVAL_TOOL = /approv|confirm|permission/i;

/**
 * What the demo model can do on this page, as phrases to try: one per offered tool and per key of the
 * shared state, so a greeting never suggests what the page cannot do (no "set theme to dark" without a theme).
 */
export function describeCapabilities(appTools: readonly LanguageModelV3FunctionTool[], state: unknown): string[] {
  const lines = ["ask for *an example* to see streamed markdown"];
  for (const tool of appTools) lines.push(toolPhrase(tool));
  if (typeof state === "object" && state !== null && !Array.isArray(state)) {
    for (const [key, value] of Object.entries(state)) {
      if (Array.isArray(value)) lines.push(`say *add milk to the ${key}* or *remove … from the ${key}*`);
      else if (typeof value === "number") lines.push(`say *set ${key} to ${value + 100}* or *increase ${key} by 50*`);
      else if (typeof value === "string") lines.push(`say *change the ${key} to …*`);
    }
  }
  return lines;
}

function toolPhrase(tool: LanguageModelV3FunctionTool): string {
  if (APPROVAL_TOOL.test(tool.name) || APPROVAL_TOOL.test(tool.description ?? "")) return `ask me to *get approval to deploy* (\`${tool.name}\`)`;
  const properties = Object.entries((tool.inputSchema as DemoSchema).properties ?? {});
  const withEnum = properties.find(([, schema]) => schema.enum && schema.enum.length > 0);
  const words = tool.name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  if (withEnum) return `say *${words} to ${String(withEnum[1].enum!.at(-1))}* (\`${tool.name}\`: ${withEnum[1].enum!.join(", ")})`;
  return `say *${words}*${properties.length > 0 ? ` with its ${properties.map(([name]) => name).join(", ")}` : ""} (\`${tool.name}\`)`;
}

import { SpanStatusCode } from "@opentelemetry/api";
import type { Tool, ToolSet } from "ai";
import { agentTracer, agentTracingEnabled } from "./agent-tracer.js";

type Execute = NonNullable<Tool["execute"]>;

/**
 * The same tools, each `execute` inside a `wingman.tool.call` span (tool name and call id; the
 * arguments and result only with `recordContent`). Tools without `execute` (frontend and
 * interrupt tools) are left as they are: the server does not run them. Without a tracer provider
 * the tools are returned unwrapped.
 */
export function traceToolSet(tools: ToolSet, attributes: { readonly threadId: string; readonly runId: string }, recordContent: boolean): ToolSet {
  if (!agentTracingEnabled()) return tools;
  const tracer = agentTracer();
  const traced: ToolSet = {};
  for (const [name, tool] of Object.entries(tools)) {
    const execute = tool.execute as Execute | undefined;
    if (!execute) {
      traced[name] = tool;
      continue;
    }
    const tracedExecute: Execute = (input, options) =>
      tracer.startActiveSpan(
        "wingman.tool.call",
        {
          attributes: {
            "wingman.tool.name": name,
            // a caller invoking a tool's execute directly (an app's test) may pass no options
            "wingman.tool.call.id": options?.toolCallId ?? "",
            "wingman.thread.id": attributes.threadId,
            "wingman.run.id": attributes.runId,
          },
        },
        async (span) => {
          try {
            if (recordContent) span.setAttribute("wingman.tool.arguments", JSON.stringify(input) ?? "");
            const result: unknown = await execute(input, options);
            if (recordContent) span.setAttribute("wingman.tool.result", JSON.stringify(result) ?? "");
            return result;
          } catch (error) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
            throw error;
          } finally {
            span.end();
          }
        },
      );
    traced[name] = { ...tool, execute: tracedExecute } as Tool;
  }
  return traced;
}

import type { Interrupt } from "@ag-ui/core";
import type { ToolDefinition, ToolInterruptOptions } from "./define-tool.js";

/** Builds the `Interrupt` for one call of an interrupt tool. */
export type InterruptDescriber = (toolCallId: string, input: unknown) => Interrupt;

/**
 * One describer per interrupt tool, by tool name. The interrupt's id is the tool call's id, so
 * the resume entry answering it names the call whose result it becomes.
 */
export function createInterruptDescribers(definitions: readonly ToolDefinition[]): Map<string, InterruptDescriber> {
  const describers = new Map<string, InterruptDescriber>();
  for (const definition of definitions) {
    if (!definition.interrupt) continue;
    const settings: ToolInterruptOptions<unknown> = definition.interrupt === true ? {} : definition.interrupt;
    describers.set(definition.name, (toolCallId, input) => {
      const message = typeof settings.message === "function" ? settings.message(input) : settings.message;
      return {
        id: toolCallId,
        reason: settings.reason ?? "tool_call",
        toolCallId,
        ...(message ? { message } : {}),
        ...(settings.responseSchema ? { responseSchema: settings.responseSchema } : {}),
      };
    });
  }
  return describers;
}

import type { FlexibleSchema } from "ai";

/** What a server tool's `execute` receives besides its input (the AI SDK's tool call options). */
export interface ToolExecuteContext {
  toolCallId: string;
  /** Aborted when the run is aborted or its subscriber goes away. */
  abortSignal: AbortSignal;
}

/** How an interrupt tool describes the interrupt it raises. */
export interface ToolInterruptOptions<INPUT> {
  /** `Interrupt.reason`; default `"tool_call"`. */
  reason?: string;
  /** `Interrupt.message`, for the person asked; may be built from the tool's input. */
  message?: string | ((input: INPUT) => string);
  /** JSON Schema of the payload the resume must carry; sent as `Interrupt.responseSchema`. */
  responseSchema?: Record<string, unknown>;
}

/**
 * A tool the agent owns: a server tool (with `execute`), an interrupt tool (with `interrupt`,
 * answered by a person through `RunAgentInput.resume`), or, with neither, a tool the model may call
 * whose call the run leaves to the client (a frontend tool of that name answers it), as in CopilotKit.
 */
export interface ToolDefinition<INPUT = any, OUTPUT = unknown> {
  name: string;
  description: string;
  /** A Zod schema, a Standard Schema, or `jsonSchema(…)` from `ai`. */
  parameters: FlexibleSchema<INPUT>;
  /** Runs on the server. A throw becomes a tool result carrying the error, and the run goes on. */
  execute?: (input: INPUT, context: ToolExecuteContext) => OUTPUT | PromiseLike<OUTPUT>;
  /** Ends the run with an interrupt outcome when called; the resume payload becomes the result. */
  interrupt?: true | ToolInterruptOptions<INPUT>;
}

/**
 * Defines a server tool or an interrupt (human-approval) tool for `BuiltInAgent`.
 *
 * @throws {TypeError} when both `execute` and `interrupt` are given.
 * @example
 * const weather = defineTool({
 *   name: "getWeather",
 *   description: "Current weather for a city",
 *   parameters: z.object({ city: z.string() }),
 *   execute: async ({ city }) => ({ city, celsius: 21 }),
 * });
 * const approve = defineTool({
 *   name: "requestApproval",
 *   description: "Ask the user to approve an action",
 *   parameters: z.object({ action: z.string() }),
 *   interrupt: { reason: "approval", message: ({ action }) => `Approve "${action}"?` },
 * });
 */
export function defineTool<INPUT, OUTPUT = unknown>(definition: ToolDefinition<INPUT, OUTPUT>): ToolDefinition<INPUT, OUTPUT> {
  if (definition.execute && definition.interrupt) {
    throw new TypeError(`Tool "${definition.name}" cannot have both execute and interrupt.`);
  }
  return definition;
}

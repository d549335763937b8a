import { DestroyRef, inject } from "@angular/core";
import type { FrontendTool } from "@wingman/core";
import type { AngularFrontendTool } from "../provider/copilot-kit-config.js";
import { CopilotKit } from "../provider/copilot-kit.js";

/**
 * Registers a frontend tool until the calling component (or injector) is destroyed; call it in an
 * injection context (a constructor or field initializer). A tool with the same name and agent is
 * replaced (with a warning). With `render`, its calls are shown in the chat by that component or
 * template. Returns a function that unregisters early.
 *
 * @example
 * registerFrontendTool({
 *   name: "setBackground",
 *   parameters: z.object({ color: z.string() }),
 *   handler: ({ color }) => this.background.set(color),
 * });
 */
export function registerFrontendTool<Args extends Record<string, unknown> = Record<string, unknown>>(tool: AngularFrontendTool<Args>): () => void {
  const unregister = attachFrontendTool(inject(CopilotKit), tool);
  inject(DestroyRef).onDestroy(unregister);
  return unregister;
}

/** `registerFrontendTool` outside an injection context: the caller removes it with the returned function. */
export function attachFrontendTool<Args extends Record<string, unknown> = Record<string, unknown>>(copilotkit: CopilotKit, tool: AngularFrontendTool<Args>): () => void {
  const { render, ...plain } = tool;
  const { name, agentId } = plain;
  const core = copilotkit.core;
  const lookup = { toolName: name, ...(agentId !== undefined && { agentId }) };
  const existing = core.getTool(lookup);
  if (existing && existing.agentId === agentId) {
    console.warn(`registerFrontendTool: tool '${name}' is already registered; the newer registration replaces it`);
    core.removeTool(name, agentId);
  }
  const registered = plain as FrontendTool<Args>;
  core.addTool(registered);
  const removeRenderer = render ? copilotkit.toolCallRenderers.add({ name, ...(agentId !== undefined && { agentId }), render }) : undefined;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (core.getTool(lookup) === (registered as FrontendTool)) core.removeTool(name, agentId);
    removeRenderer?.();
  };
}

import { DestroyRef, inject } from "@angular/core";
import { type FrontendTool } from "@wingman/core";
import { HumanInTheLoopAnswers } from "@wingman/core/chat";
import { CopilotKit } from "../provider/copilot-kit.js";
import { humanInTheLoopRenderer } from "./human-in-the-loop-renderer.js";
import type { HumanInTheLoopTool } from "./human-in-the-loop-tool.js";

/**
 * Registers a tool whose result comes from the user, until the calling component is destroyed.
 * Each call waits for its own `respond` (keyed by tool call id), so parallel calls never answer
 * one another; stopping the run rejects the wait ("Human-in-the-loop interaction aborted").
 *
 * @example
 * registerHumanInTheLoop({ name: "confirm", parameters: z.object({ question: z.string() }), render: ConfirmCard });
 * // ConfirmCard: inputs `args`, `status`, `respond`; calls respond("yes") from a button.
 */
export function registerHumanInTheLoop<Args extends Record<string, unknown> = Record<string, unknown>>(tool: HumanInTheLoopTool<Args>): () => void {
  const unregister = attachHumanInTheLoop(inject(CopilotKit), tool);
  inject(DestroyRef).onDestroy(unregister);
  return unregister;
}

/**
 * `registerHumanInTheLoop` outside an injection context: the caller removes it with the returned
 * function. `answers` (and a `handler` that waits on them) let a caller watch and answer the calls.
 */
export function attachHumanInTheLoop<Args extends Record<string, unknown> = Record<string, unknown>>(
  copilotkit: CopilotKit,
  tool: HumanInTheLoopTool<Args>,
  answers = new HumanInTheLoopAnswers(),
  handler: NonNullable<FrontendTool<Args>["handler"]> = answers.handler,
): () => void {
  const core = copilotkit.core;
  const { render, ...plain } = tool;
  const { name, agentId } = plain;
  const registered: FrontendTool<Args> = { ...plain, handler };
  core.removeTool(name, agentId);
  core.addTool(registered);
  const removeRenderer = copilotkit.toolCallRenderers.add(
    humanInTheLoopRenderer({ name, ...(agentId !== undefined && { agentId }), ...(plain.description !== undefined && { description: plain.description }), render }, answers),
  );
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (core.getTool({ toolName: name, ...(agentId !== undefined && { agentId }) }) === (registered as FrontendTool)) core.removeTool(name, agentId);
    removeRenderer();
  };
}

import type { FrontendToolHandlerContext, ToolCallStatus } from "../types.js";

/**
 * The pending answers of a human-in-the-loop tool, by tool call id: its handler waits for the
 * user's answer to its own call (so several pending calls never answer one another), and stopping
 * the run rejects the wait ("Human-in-the-loop interaction aborted"). A binding registers
 * `handler` as the tool's handler and gives each rendered call `respondTo(...)` as `respond`.
 *
 * @example
 * const answers = new HumanInTheLoopAnswers();
 * copilotkit.addTool({ name: "confirm", handler: answers.handler });
 * // in the renderer of call `toolCallId`:
 * const respond = answers.respondTo(toolCallId, status); // undefined unless it is waiting
 */
export class HumanInTheLoopAnswers {
  readonly #pending = new Map<string, (result: unknown) => void>();

  /** The tool's handler: resolves with the answer to this call. */
  readonly handler = (_args: unknown, { toolCall, signal }: FrontendToolHandlerContext): Promise<unknown> =>
    new Promise((resolve, reject) => {
      this.#pending.set(toolCall.id, resolve);
      signal.addEventListener(
        "abort",
        () => {
          this.#pending.delete(toolCall.id);
          reject(new Error("Human-in-the-loop interaction aborted"));
        },
        { once: true },
      );
    });

  /** Answers the call (once) while its handler waits (`status` "executing"); undefined otherwise. */
  respondTo(toolCallId: string, status: ToolCallStatus): ((result: unknown) => void) | undefined {
    const resolve = status === "executing" ? this.#pending.get(toolCallId) : undefined;
    return resolve
      ? (result: unknown) => {
          this.#pending.delete(toolCallId);
          resolve(result);
        }
      : undefined;
  }
}

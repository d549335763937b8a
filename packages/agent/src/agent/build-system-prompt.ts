import type { Context, State } from "@ag-ui/core";
import { STATE_DELTA_TOOL_NAME, STATE_SNAPSHOT_TOOL_NAME } from "../state/create-state-tools.js";

/** Inputs of {@link buildSystemPrompt}. */
export interface SystemPromptParts {
  /** The configured prompt. */
  prompt?: string;
  /** The app's context entries (`RunAgentInput.context`). */
  context?: readonly Context[];
  /** The shared state; included only when `includeState` is set. */
  state?: State;
  /** Whether the state (and the instructions for the state tools) go into the prompt. */
  includeState?: boolean;
  /** Forwarded system/developer messages. */
  extra?: readonly string[];
}

/**
 * Builds the text for `streamText`'s `system` option: the prompt, then the application's context,
 * then the current state with how to change it, then forwarded system messages. Returns
 * `undefined` when there is nothing to say, so no empty system prompt is sent.
 *
 * @example
 * buildSystemPrompt({ prompt: "You are helpful.", context: [{ description: "User", value: "Ada" }] });
 */
export function buildSystemPrompt(parts: SystemPromptParts): string | undefined {
  const sections: string[] = [];
  if (parts.prompt?.trim()) sections.push(parts.prompt.trim());
  if (parts.context && parts.context.length > 0) {
    const entries = parts.context.map((entry) => `${entry.description}:\n${entry.value}`);
    sections.push(`## Context from the application\n\n${entries.join("\n\n")}`);
  }
  if (parts.includeState) {
    sections.push(
      [
        "## Application state",
        "",
        "The application shares this state with you (JSON):",
        "```json",
        JSON.stringify(parts.state ?? {}, null, 2),
        "```",
        `To change it, call ${STATE_DELTA_TOOL_NAME} with JSON Patch operations (preferred for small changes) or ${STATE_SNAPSHOT_TOOL_NAME} with the complete new state.`,
      ].join("\n"),
    );
  }
  for (const text of parts.extra ?? []) if (text.trim()) sections.push(text.trim());
  return sections.length > 0 ? sections.join("\n\n") : undefined;
}

import type { AbstractAgent } from "@ag-ui/client";
import type { Context } from "@ag-ui/core";
import type { CopilotKitCoreErrorCode } from "../client/copilot-kit-core-error-code.js";
import type { SuggestionsConfig, Suggestion } from "../types.js";

/** What the suggestion engine reads from the core and whom it tells about changes. */
export interface SuggestionEngineOptions {
  getAgent(agentId: string): AbstractAgent | undefined;
  getContextForAgent(agentId: string): Context[];
  getProperties(): Record<string, unknown>;
  getFrontendToolNames(agentId: string): string[];
  emitError(error: Error, code: CopilotKitCoreErrorCode, context: Record<string, unknown>): void;
  onSuggestionsConfigChanged(configs: Record<string, SuggestionsConfig>): void;
  onSuggestionsChanged(agentId: string, suggestions: Suggestion[]): void;
  onSuggestionsStartedLoading(agentId: string): void;
  onSuggestionsFinishedLoading(agentId: string): void;
  /**
   * Whether the runtime serves `/agent/:id/suggest` (its `/info` says `suggestions: true`). When it
   * does not (CopilotKit's runtime), a runtime agent's suggestions are generated as CopilotKit's
   * client does: a clone of the provider runs on a throwaway thread. Default: true.
   */
  runtimeServesSuggest?(): boolean;
}

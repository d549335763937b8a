import type { AbstractAgent } from "@ag-ui/client";
import type { Interrupt } from "@ag-ui/core";
import type { CopilotKitCoreErrorCode, CopilotKitCoreRuntimeConnectionStatus } from "./copilot-kit-core-error-code.js";
import type { CopilotKitCore } from "./copilot-kit-core.js";
import type { ScopedContext, Suggestion, SuggestionsConfig } from "../types.js";

type MaybePromise<T> = T | Promise<T>;
type With<T> = T & { copilotkit: CopilotKitCore };

/** Every callback is optional; a throwing or rejecting subscriber never affects another. */
export interface CopilotKitCoreSubscriber {
  onRuntimeConnectionStatusChanged?(event: With<{ status: CopilotKitCoreRuntimeConnectionStatus }>): MaybePromise<void>;
  onAgentsChanged?(event: With<{ agents: Readonly<Record<string, AbstractAgent>> }>): MaybePromise<void>;
  /** Once per top-level `runAgent` (not per follow-up) and per `connectAgent`. */
  onAgentRunStarted?(event: With<{ agent: AbstractAgent }>): MaybePromise<void>;
  /** A run ended with open AG-UI interrupts; answer them with `resumeAgent`. */
  onAgentInterrupted?(event: With<{ agent: AbstractAgent; interrupts: Interrupt[] }>): MaybePromise<void>;
  onToolExecutionStart?(event: With<{ toolCallId: string; agentId: string; toolName: string; args: unknown }>): MaybePromise<void>;
  onToolExecutionEnd?(
    event: With<{ toolCallId: string; agentId: string; toolName: string; result: string; error?: string }>,
  ): MaybePromise<void>;
  onContextChanged?(event: With<{ context: Record<string, ScopedContext> }>): MaybePromise<void>;
  onSuggestionsConfigChanged?(event: With<{ suggestionsConfig: Record<string, SuggestionsConfig> }>): MaybePromise<void>;
  onSuggestionsChanged?(event: With<{ agentId: string; suggestions: Suggestion[] }>): MaybePromise<void>;
  onSuggestionsStartedLoading?(event: With<{ agentId: string }>): MaybePromise<void>;
  onSuggestionsFinishedLoading?(event: With<{ agentId: string }>): MaybePromise<void>;
  onPropertiesChanged?(event: With<{ properties: Record<string, unknown> }>): MaybePromise<void>;
  onHeadersChanged?(event: With<{ headers: Record<string, string> }>): MaybePromise<void>;
  onCredentialsChanged?(event: With<{ credentials: RequestCredentials | undefined }>): MaybePromise<void>;
  onToolsChanged?(event: With<{ toolNames: string[] }>): MaybePromise<void>;
  onError?(event: With<{ error: Error; code: CopilotKitCoreErrorCode; context: Record<string, unknown> }>): MaybePromise<void>;
}

export interface CopilotKitCoreSubscription {
  unsubscribe(): void;
}

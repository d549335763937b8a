import type { AbstractAgent } from "@ag-ui/client";
import type { Interrupt } from "@ag-ui/core";
import type { CopilotKitCoreErrorCode, CopilotKitCoreRuntimeConnectionStatus } from "./copilot-kit-core-error-code.js";
import type { ScopedContext, Suggestion, SuggestionsConfig } from "../types.js";

type MaybePromise<T> = T | Promise<T>;
type With<Core, T> = T & { copilotkit: Core };

/**
 * The subscriber callbacks of a core whose type is `Core`. Generic so that the core and its
 * notifier can take subscribers without importing the public `CopilotKitCoreSubscriber`,
 * which names the core class (that would tie the class and its contract in a circle).
 * Every callback is optional; a throwing or rejecting subscriber never affects another.
 */
export interface CopilotKitCoreSubscriberOf<Core> {
  onRuntimeConnectionStatusChanged?(event: With<Core, { status: CopilotKitCoreRuntimeConnectionStatus }>): MaybePromise<void>;
  onAgentsChanged?(event: With<Core, { agents: Readonly<Record<string, AbstractAgent>> }>): MaybePromise<void>;
  /** Once per top-level `runAgent` (not per follow-up) and per `connectAgent`. */
  onAgentRunStarted?(event: With<Core, { agent: AbstractAgent }>): MaybePromise<void>;
  /** A run ended with open AG-UI interrupts (answer them with `resumeAgent`), or with a legacy `on_interrupt` event (answer through `InterruptController`). */
  onAgentInterrupted?(event: With<Core, { agent: AbstractAgent; interrupts: Interrupt[] }>): MaybePromise<void>;
  onToolExecutionStart?(event: With<Core, { toolCallId: string; agentId: string; toolName: string; args: unknown }>): MaybePromise<void>;
  onToolExecutionEnd?(
    event: With<Core, { toolCallId: string; agentId: string; toolName: string; result: string; error?: string }>,
  ): MaybePromise<void>;
  onContextChanged?(event: With<Core, { context: Record<string, ScopedContext> }>): MaybePromise<void>;
  onSuggestionsConfigChanged?(event: With<Core, { suggestionsConfig: Record<string, SuggestionsConfig> }>): MaybePromise<void>;
  onSuggestionsChanged?(event: With<Core, { agentId: string; suggestions: Suggestion[] }>): MaybePromise<void>;
  onSuggestionsStartedLoading?(event: With<Core, { agentId: string }>): MaybePromise<void>;
  onSuggestionsFinishedLoading?(event: With<Core, { agentId: string }>): MaybePromise<void>;
  onPropertiesChanged?(event: With<Core, { properties: Record<string, unknown> }>): MaybePromise<void>;
  onHeadersChanged?(event: With<Core, { headers: Record<string, string> }>): MaybePromise<void>;
  onCredentialsChanged?(event: With<Core, { credentials: RequestCredentials | undefined }>): MaybePromise<void>;
  onToolsChanged?(event: With<Core, { toolNames: string[] }>): MaybePromise<void>;
  onError?(event: With<Core, { error: Error; code: CopilotKitCoreErrorCode; context: Record<string, unknown> }>): MaybePromise<void>;
}

/** Returned by `CopilotKitCore.subscribe`: call `unsubscribe()` to stop being notified. */
export interface CopilotKitCoreSubscription {
  unsubscribe(): void;
}

import type { AbstractAgent } from "@ag-ui/client";
import { AgentRegistry } from "../agents/agent-registry.js";
import type { CopilotKitCoreConfig } from "./copilot-kit-core-config.js";
import { CopilotKitCoreErrorCode } from "./copilot-kit-core-error-code.js";
import type { CopilotKitCoreNotifier } from "./copilot-kit-core-notifier.js";
import { ContextStore } from "../state/context-store.js";
import type { FetchFunction } from "../runtime-api/runtime-request.js";
import { RunHandler } from "../run/run-handler.js";
import type { RunHandlerOptions } from "../run/run-handler-options.js";
import type { Scheduler } from "../async/scheduler.js";
import { StateManager } from "../state/state-manager.js";
import { SuggestionEngine } from "../suggestions/suggestion-engine.js";
import { ThreadClient } from "../threads/thread-client.js";
import type { Timers } from "../async/timers.js";
import { ToolRegistry } from "../tools/tool-registry.js";
import type { TranscriptionClient } from "../runtime-api/transcription-client.js";
import { lazyTranscriptionClient } from "../runtime-api/lazy-transcription-client.js";

/** The parts a `CopilotKitCore` is a facade over. */
export interface CopilotKitCoreSubsystems {
  readonly registry: AgentRegistry;
  readonly contextStore: ContextStore;
  readonly tools: ToolRegistry;
  readonly runHandler: RunHandler;
  readonly suggestions: SuggestionEngine;
  readonly stateManager: StateManager;
  readonly threads: ThreadClient;
  readonly transcription: Pick<TranscriptionClient, "transcribe">;
  /** The tool calls whose handlers are running now: a new set (identity) on every change. */
  executingToolCallIds(): ReadonlySet<string>;
}

/** What the subsystems need from the core that owns them. */
export interface CopilotKitCoreSubsystemsHost {
  readonly notifier: CopilotKitCoreNotifier<unknown>;
  readonly fetch: FetchFunction;
  readonly scheduler: Scheduler;
  readonly timers: Timers;
  getHeaders(): Record<string, string>;
  getCredentials(): RequestCredentials | undefined;
  getProperties(): Record<string, unknown>;
  agentsChanged(agents: Readonly<Record<string, AbstractAgent>>): void;
  /** Moves what a UI set on a provisional agent to the agent registered since under its id. */
  handOverStandIns(): void;
  waitForPendingFrameworkUpdates(): Promise<void>;
}

/**
 * Creates a core's subsystems and wires them to each other and to its subscribers: runs clear and
 * reload suggestions, suggestions and runs see the tools and context, and every change and error
 * reaches the core's subscribers.
 */
export function createCopilotKitCoreSubsystems(config: CopilotKitCoreConfig, host: CopilotKitCoreSubsystemsHost): CopilotKitCoreSubsystems {
  const { notifier } = host;
  const emitError = notifier.emitError.bind(notifier);
  const registry = new AgentRegistry({
    fetch: host.fetch,
    scheduler: host.scheduler,
    timers: host.timers,
    ...(config.retry && { retry: config.retry }),
    ...(config.webSocket && { webSocket: config.webSocket }),
    getHeaders: host.getHeaders,
    getCredentials: host.getCredentials,
    onRuntimeConnectionStatusChanged: (status) => {
      // Before anyone hears of it: a UI that re-renders on it gets the real agent, the stand-in's state in it.
      host.handOverStandIns();
      notifier.emit("onRuntimeConnectionStatusChanged", { status });
    },
    onAgentsChanged: (agents) => host.agentsChanged(agents),
    emitError,
  });
  const contextStore = new ContextStore((context) => notifier.emit("onContextChanged", { context }));
  let executing: ReadonlySet<string> = new Set();
  const tools = new ToolRegistry((toolNames) => notifier.emit("onToolsChanged", { toolNames }));
  const runHandlerOptions: RunHandlerOptions = {
    tools,
    getAgent: (id) => registry.getAgent(id),
    getContextForAgent: (id) => contextStore.getContextForAgent(id),
    getProperties: host.getProperties,
    prepareAgent: (agent) => registry.applyHeadersToAgent(agent),
    emitError,
    onAgentRunStarted: (agent) => notifier.emit("onAgentRunStarted", { agent }),
    onAgentInterrupted: (agent, interrupts) => notifier.emit("onAgentInterrupted", { agent, interrupts }),
    onToolExecutionStart: (event) => {
      executing = new Set([...executing, event.toolCallId]);
      notifier.emit("onToolExecutionStart", event);
    },
    onToolExecutionEnd: (event) => {
      const next = new Set(executing);
      next.delete(event.toolCallId);
      executing = next;
      notifier.emit("onToolExecutionEnd", event);
    },
    onRunStarting: (agentId) => suggestions.clearSuggestions(agentId),
    onRunCompleted: (agentId) => void suggestions.reloadSuggestions(agentId),
    waitForPendingFrameworkUpdates: () => host.waitForPendingFrameworkUpdates(),
    ...(config.maxFollowUpDepth !== undefined && { maxFollowUpDepth: config.maxFollowUpDepth }),
  };
  const runHandler = new RunHandler(runHandlerOptions);
  const suggestions: SuggestionEngine = new SuggestionEngine({
    getAgent: (id) => registry.getAgent(id),
    getContextForAgent: (id) => contextStore.getContextForAgent(id),
    getProperties: host.getProperties,
    getFrontendToolNames: (id) => tools.frontendToolNames(id),
    emitError,
    onSuggestionsConfigChanged: (suggestionsConfig) => notifier.emit("onSuggestionsConfigChanged", { suggestionsConfig }),
    onSuggestionsChanged: (agentId, list) => notifier.emit("onSuggestionsChanged", { agentId, suggestions: list }),
    onSuggestionsStartedLoading: (agentId) => notifier.emit("onSuggestionsStartedLoading", { agentId }),
    onSuggestionsFinishedLoading: (agentId) => notifier.emit("onSuggestionsFinishedLoading", { agentId }),
    // Unknown until /info answers: keep to our route, which every Wingman runtime serves.
    runtimeServesSuggest: () => registry.runtimeInfo === undefined || registry.runtimeInfo.suggestions === true,
  });
  const threads = new ThreadClient({
    getRuntimeUrl: () => registry.runtimeUrl,
    getHeaders: host.getHeaders,
    getCredentials: host.getCredentials,
    fetch: host.fetch,
    onError: (error, context) => emitError(error, CopilotKitCoreErrorCode.THREAD_REQUEST_FAILED, context),
  });
  const transcription = lazyTranscriptionClient({
    getRuntimeUrl: () => registry.runtimeUrl,
    getTransport: () => registry.runtimeTransport,
    getHeaders: host.getHeaders,
    getCredentials: host.getCredentials,
    fetch: host.fetch,
    onError: emitError,
  });
  return {
    registry,
    contextStore,
    tools,
    runHandler,
    suggestions,
    stateManager: new StateManager(),
    threads,
    transcription,
    executingToolCallIds: () => executing,
  };
}

import { buildResumeArray, type AbstractAgent, type RunAgentResult } from "@ag-ui/client";
import type { Context, Interrupt, State } from "@ag-ui/core";
import { AgentRegistry, type RetryOptions } from "./agent-registry.js";
import { defaultTimers, type Timers } from "./timers.js";
import {
  subscribeToAgentWithOptions,
  type SubscribeToAgentOptions,
  type SubscribeToAgentSubscriber,
} from "./subscribe-to-agent.js";
import { ContextStore } from "./context-store.js";
import { CopilotKitCoreErrorCode, CopilotKitCoreRuntimeConnectionStatus } from "./copilot-kit-core-error-code.js";
import type { CopilotKitCoreSubscriber, CopilotKitCoreSubscription } from "./copilot-kit-core-subscriber.js";
import { ProxiedCopilotRuntimeAgent } from "./proxied-copilot-runtime-agent.js";
import type { WebSocketConstructor } from "./realtime/web-socket-like.js";
import type { RuntimeInfo } from "./runtime-info.js";
import type { CopilotRuntimeTransport, FetchFunction } from "./runtime-request.js";
import { RunHandler } from "./run-handler.js";
import { ToolRegistry } from "./tool-registry.js";
import { createDefaultScheduler, type Scheduler } from "./scheduler.js";
import { StateManager } from "./state-manager.js";
import { SubscriberSet } from "./subscriber-set.js";
import { SuggestionEngine } from "./suggestion-engine.js";
import { ThreadClient } from "./thread-client.js";
import { ThreadListStore } from "./thread-list-store.js";
import { TranscriptionClient } from "./transcription-client.js";
import type {
  ConnectAgentParams,
  FrontendTool,
  GetSuggestionsResult,
  GetToolParams,
  RegisterProxiedAgentParams,
  RunAgentParams,
  RunToolParams,
  RunToolResult,
  ScopedContext,
  StopAgentParams,
  SuggestionsConfig,
} from "./types.js";

type ResumeResponses = Parameters<typeof buildResumeArray>[1];

export interface CopilotKitCoreConfig {
  /** The runtime's base URL; no URL = local agents only. */
  runtimeUrl?: string;
  /** Default `auto`: REST `GET /info` when it answers 2xx, else the single route. */
  runtimeTransport?: CopilotRuntimeTransport;
  /** Don't fetch `/info` until `connect()` is called. */
  deferInitialConnection?: boolean;
  /** Agents running in the page (development/testing), by id. */
  agents__unsafe_dev_only?: Record<string, AbstractAgent>;
  headers?: Record<string, string | null | undefined>;
  credentials?: RequestCredentials;
  /** Sent as `forwardedProps` on every run (per-run props win). */
  properties?: Record<string, unknown>;
  tools?: FrontendTool[];
  suggestionsConfig?: SuggestionsConfig[];
  /** Platform seams: `fetch` (default the global), the notification scheduler (default per animation frame, else 16 ms), timers for `/info` retries. */
  fetch?: FetchFunction;
  scheduler?: Scheduler;
  timers?: Timers;
  /**
   * The WebSocket class used when the runtime is in intelligence (realtime) mode.
   * @default globalThis.WebSocket (Node 20 has none: pass `ws`'s `WebSocket`)
   */
  webSocket?: WebSocketConstructor;
  /** `/info` retry backoff (default 500 ms doubling to 30 s, unlimited). */
  retry?: RetryOptions;
  /** Follow-up runs allowed after one user turn, per agent (default 10). */
  maxFollowUpDepth?: number;
  /** Default throttle of `subscribeToAgentWithOptions`, in ms (default 0). */
  defaultThrottleMs?: number;
}

const cleanHeaders = (headers: Record<string, string | null | undefined> | undefined): Record<string, string> => {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) if (value !== null && value !== undefined) result[name] = value;
  return result;
};

/**
 * The framework-free CopilotKit client: one facade over the agent registry, context store,
 * suggestion engine, run handler and state manager. UI bindings subscribe to it and call its
 * methods; it reaches the platform only through the `fetch`, `scheduler` and `timers` it is given.
 *
 * @example
 * const copilotkit = new CopilotKitCore({ runtimeUrl: "/api/copilotkit" });
 * copilotkit.subscribe({ onAgentsChanged: ({ agents }) => console.log(Object.keys(agents)) });
 * const agent = copilotkit.getAgent("default")!;
 * agent.addMessage({ id: "1", role: "user", content: "Hello" });
 * await copilotkit.runAgent({ agent });
 */
export class CopilotKitCore {
  readonly #subscribers = new SubscriberSet<CopilotKitCoreSubscriber>();
  readonly #registry: AgentRegistry;
  readonly #contextStore: ContextStore;
  readonly #suggestions: SuggestionEngine;
  readonly #runHandler: RunHandler;
  readonly #tools: ToolRegistry;
  readonly #stateManager = new StateManager();
  readonly #threads: ThreadClient;
  readonly #transcription: TranscriptionClient;
  #executingToolCallIds: ReadonlySet<string> = new Set();
  readonly #fetch: FetchFunction;
  #headers: Record<string, string>;
  #credentials: RequestCredentials | undefined;
  #properties: Record<string, unknown>;
  #defaultThrottleMs: number | undefined;
  readonly #timers: Timers;

  constructor(config: CopilotKitCoreConfig = {}) {
    this.#headers = cleanHeaders(config.headers);
    this.#credentials = config.credentials;
    this.#properties = { ...config.properties };
    this.#fetch = config.fetch ?? ((url, init) => globalThis.fetch(url, init));
    const scheduler = config.scheduler ?? createDefaultScheduler();
    this.#defaultThrottleMs = config.defaultThrottleMs;
    this.#timers = config.timers ?? defaultTimers;

    this.#registry = new AgentRegistry({
      fetch: this.#fetch,
      scheduler,
      timers: this.#timers,
      ...(config.retry && { retry: config.retry }),
      ...(config.webSocket && { webSocket: config.webSocket }),
      getHeaders: () => this.#headers,
      getCredentials: () => this.#credentials,
      onRuntimeConnectionStatusChanged: (status) =>
        this.#notify((s) => s.onRuntimeConnectionStatusChanged?.({ copilotkit: this, status }), "onRuntimeConnectionStatusChanged"),
      onAgentsChanged: (agents) => this.#agentsChanged(agents),
      emitError: (error, code, context) => this.#emitError(error, code, context),
    });
    this.#contextStore = new ContextStore((context) =>
      this.#notify((s) => s.onContextChanged?.({ copilotkit: this, context }), "onContextChanged"),
    );
    this.#tools = new ToolRegistry((toolNames) =>
      this.#notify((s) => s.onToolsChanged?.({ copilotkit: this, toolNames }), "onToolsChanged"),
    );
    this.#runHandler = new RunHandler({
      tools: this.#tools,
      getAgent: (id) => this.#registry.getAgent(id),
      getContextForAgent: (id) => this.#contextStore.getContextForAgent(id),
      getProperties: () => this.#properties,
      prepareAgent: (agent) => this.#registry.applyHeadersToAgent(agent),
      emitError: (error, code, context) => this.#emitError(error, code, context),
      onAgentRunStarted: (agent) => this.#notify((s) => s.onAgentRunStarted?.({ copilotkit: this, agent }), "onAgentRunStarted"),
      onAgentInterrupted: (agent, interrupts) =>
        this.#notify((s) => s.onAgentInterrupted?.({ copilotkit: this, agent, interrupts }), "onAgentInterrupted"),
      onToolExecutionStart: (event) => {
        this.#executingToolCallIds = new Set([...this.#executingToolCallIds, event.toolCallId]);
        this.#notify((s) => s.onToolExecutionStart?.({ copilotkit: this, ...event }), "onToolExecutionStart");
      },
      onToolExecutionEnd: (event) => {
        const executing = new Set(this.#executingToolCallIds);
        executing.delete(event.toolCallId);
        this.#executingToolCallIds = executing;
        this.#notify((s) => s.onToolExecutionEnd?.({ copilotkit: this, ...event }), "onToolExecutionEnd");
      },
      onRunStarting: (agentId) => this.#suggestions.clearSuggestions(agentId),
      onRunCompleted: (agentId) => void this.#suggestions.reloadSuggestions(agentId),
      waitForPendingFrameworkUpdates: () => this.waitForPendingFrameworkUpdates(),
      ...(config.maxFollowUpDepth !== undefined && { maxFollowUpDepth: config.maxFollowUpDepth }),
    });
    this.#suggestions = new SuggestionEngine({
      getAgent: (id) => this.#registry.getAgent(id),
      getContextForAgent: (id) => this.#contextStore.getContextForAgent(id),
      getProperties: () => this.#properties,
      getFrontendTools: (id) => this.#tools.buildFrontendTools(id),
      emitError: (error, code, context) => this.#emitError(error, code, context),
      onSuggestionsConfigChanged: (suggestionsConfig) =>
        this.#notify((s) => s.onSuggestionsConfigChanged?.({ copilotkit: this, suggestionsConfig }), "onSuggestionsConfigChanged"),
      onSuggestionsChanged: (agentId, suggestions) =>
        this.#notify((s) => s.onSuggestionsChanged?.({ copilotkit: this, agentId, suggestions }), "onSuggestionsChanged"),
      onSuggestionsStartedLoading: (agentId) =>
        this.#notify((s) => s.onSuggestionsStartedLoading?.({ copilotkit: this, agentId }), "onSuggestionsStartedLoading"),
      onSuggestionsFinishedLoading: (agentId) =>
        this.#notify((s) => s.onSuggestionsFinishedLoading?.({ copilotkit: this, agentId }), "onSuggestionsFinishedLoading"),
    });
    this.#threads = new ThreadClient({
      getRuntimeUrl: () => this.#registry.runtimeUrl,
      getHeaders: () => this.#headers,
      getCredentials: () => this.#credentials,
      fetch: this.#fetch,
      onError: (error, context) => this.#emitError(error, CopilotKitCoreErrorCode.THREAD_REQUEST_FAILED, context),
    });
    this.#transcription = new TranscriptionClient({
      getRuntimeUrl: () => this.#registry.runtimeUrl,
      getTransport: () => this.#registry.runtimeTransport,
      getHeaders: () => this.#headers,
      getCredentials: () => this.#credentials,
      fetch: this.#fetch,
      onError: (error, code, context) => this.#emitError(error, code, context),
    });

    if (config.agents__unsafe_dev_only) this.#registry.addInitialAgents(config.agents__unsafe_dev_only);
    for (const [id, agent] of Object.entries(this.#registry.agents)) this.#stateManager.track(id, agent);
    if (config.tools) this.#tools.setTools(config.tools);
    for (const suggestions of config.suggestionsConfig ?? []) this.#suggestions.addSuggestionsConfig(suggestions);
    if (config.deferInitialConnection) {
      this.#registry.configure(config.runtimeUrl, config.runtimeTransport ?? "auto");
    } else {
      this.#registry.configure(undefined, config.runtimeTransport ?? "auto");
      this.#registry.setRuntimeUrl(config.runtimeUrl);
    }
  }

  // ---- subscriptions and errors --------------------------------------------------------------

  subscribe(subscriber: CopilotKitCoreSubscriber): CopilotKitCoreSubscription {
    return this.#subscribers.add(subscriber);
  }

  /**
   * Subscribes a UI to an agent: messages/state changes throttled (leading + trailing, option >
   * default), lifecycle callbacks at once, failures reported as `subscriber_callback_failed`.
   */
  subscribeToAgentWithOptions(
    agent: AbstractAgent,
    subscriber: SubscribeToAgentSubscriber,
    options: SubscribeToAgentOptions = {},
  ): CopilotKitCoreSubscription {
    const throttleMs = options.throttleMs ?? this.#defaultThrottleMs;
    return subscribeToAgentWithOptions(agent, subscriber, throttleMs === undefined ? {} : { throttleMs }, {
      timers: this.#timers,
      onError: (error, context) => this.#emitError(error, CopilotKitCoreErrorCode.SUBSCRIBER_CALLBACK_FAILED, context),
    });
  }

  /** The throttle `subscribeToAgentWithOptions` uses when the call gives none; undefined clears it. */
  setDefaultThrottleMs(throttleMs: number | undefined): void {
    this.#defaultThrottleMs = throttleMs;
  }

  #notify(call: (subscriber: CopilotKitCoreSubscriber) => unknown, name: string): void {
    this.#subscribers.notify(call, `Subscriber ${name} error:`);
  }

  #emitError(error: Error, code: CopilotKitCoreErrorCode, context: Record<string, unknown>): void {
    if (this.#subscribers.size === 0) console.error(`[wingman] ${code}:`, error);
    this.#notify((s) => s.onError?.({ copilotkit: this, error, code, context }), "onError");
  }

  #agentsChanged(agents: Readonly<Record<string, AbstractAgent>>): void {
    for (const id of this.#stateManager.trackedAgentIds) if (!(id in agents)) this.#stateManager.untrack(id);
    for (const [id, agent] of Object.entries(agents)) this.#stateManager.track(id, agent);
    this.#notify((s) => s.onAgentsChanged?.({ copilotkit: this, agents }), "onAgentsChanged");
  }

  /** Overridden by framework bindings to let pending renders flush before a follow-up run. */
  async waitForPendingFrameworkUpdates(): Promise<void> {}

  // ---- runtime connection --------------------------------------------------------------------

  get runtimeUrl(): string | undefined {
    return this.#registry.runtimeUrl;
  }

  get runtimeTransport(): CopilotRuntimeTransport {
    return this.#registry.runtimeTransport;
  }

  get runtimeConnectionStatus(): CopilotKitCoreRuntimeConnectionStatus {
    return this.#registry.runtimeConnectionStatus;
  }

  get runtimeVersion(): string | undefined {
    return this.#registry.runtimeInfo?.version;
  }

  /** The full `/info` answer once connected. */
  get runtimeInfo(): RuntimeInfo | undefined {
    return this.#registry.runtimeInfo;
  }

  get headers(): Readonly<Record<string, string>> {
    return this.#headers;
  }

  get credentials(): RequestCredentials | undefined {
    return this.#credentials;
  }

  get properties(): Readonly<Record<string, unknown>> {
    return this.#properties;
  }

  /** Connects now (after `deferInitialConnection`, or to retry at once after an error). */
  connect(): Promise<void> {
    return this.#registry.connect();
  }

  setRuntimeUrl(url: string | undefined): void {
    this.#registry.setRuntimeUrl(url);
  }

  setRuntimeTransport(transport: CopilotRuntimeTransport): void {
    this.#registry.setRuntimeTransport(transport);
  }

  /** Replaces the headers (null/undefined values dropped) and re-applies them to every agent. */
  setHeaders(headers: Record<string, string | null | undefined>): void {
    this.#headers = cleanHeaders(headers);
    this.#registry.refreshAgents();
    this.#notify((s) => s.onHeadersChanged?.({ copilotkit: this, headers: this.#headers }), "onHeadersChanged");
  }

  setCredentials(credentials: RequestCredentials | undefined): void {
    this.#credentials = credentials;
    this.#registry.refreshAgents();
    this.#notify((s) => s.onCredentialsChanged?.({ copilotkit: this, credentials }), "onCredentialsChanged");
  }

  setProperties(properties: Record<string, unknown>): void {
    this.#properties = { ...properties };
    this.#notify((s) => s.onPropertiesChanged?.({ copilotkit: this, properties: this.#properties }), "onPropertiesChanged");
  }

  /** Stops `/info` retries and pending timers. */
  dispose(): void {
    this.#registry.dispose();
  }

  // ---- agents --------------------------------------------------------------------------------

  get agents(): Readonly<Record<string, AbstractAgent>> {
    return this.#registry.agents;
  }

  /** The agent with this id; undefined (quietly while still connecting) when unknown. */
  getAgent(id: string): AbstractAgent | undefined {
    return this.#registry.getAgent(id);
  }

  setAgents__unsafe_dev_only(agents: Record<string, AbstractAgent>): void {
    this.#registry.setAgents__unsafe_dev_only(agents);
  }

  addAgent__unsafe_dev_only(params: { id: string; agent: AbstractAgent }): void {
    this.#registry.addAgent__unsafe_dev_only(params);
  }

  removeAgent__unsafe_dev_only(id: string): void {
    this.#registry.removeAgent__unsafe_dev_only(id);
  }

  registerProxiedAgent(params: RegisterProxiedAgentParams): { agent: ProxiedCopilotRuntimeAgent; unregister(): void } {
    return this.#registry.registerProxiedAgent(params);
  }

  applyHeadersToAgent(agent: AbstractAgent): void {
    this.#registry.applyHeadersToAgent(agent);
  }

  // ---- context -------------------------------------------------------------------------------

  get context(): Readonly<Record<string, ScopedContext>> {
    return this.#contextStore.context;
  }

  addContext(context: ScopedContext): string {
    return this.#contextStore.addContext(context);
  }

  removeContext(id: string): void {
    this.#contextStore.removeContext(id);
  }

  getContextForAgent(agentId: string): Context[] {
    return this.#contextStore.getContextForAgent(agentId);
  }

  // ---- tools ---------------------------------------------------------------------------------

  get tools(): readonly FrontendTool[] {
    return this.#tools.tools;
  }

  addTool<T extends Record<string, unknown>>(tool: FrontendTool<T>): void {
    this.#tools.addTool(tool);
  }

  removeTool(name: string, agentId?: string): void {
    this.#tools.removeTool(name, agentId);
  }

  getTool(params: GetToolParams): FrontendTool | undefined {
    return this.#tools.getTool(params);
  }

  setTools(tools: FrontendTool[]): void {
    this.#tools.setTools(tools);
  }

  setToolEnabled(name: string, enabled: boolean, agentId?: string): void {
    this.#tools.setToolEnabled(name, enabled, agentId);
  }

  isToolEnabled(name: string, agentId?: string): boolean {
    return this.#tools.isToolEnabled(name, agentId);
  }

  // ---- runs ----------------------------------------------------------------------------------

  /** Runs the agent with tools, context and properties; executes its frontend tools; never rejects. */
  runAgent(params: RunAgentParams): Promise<RunAgentResult> {
    return this.#runHandler.runAgent(params);
  }

  connectAgent(params: ConnectAgentParams): Promise<RunAgentResult> {
    return this.#runHandler.connectAgent(params);
  }

  stopAgent(params: StopAgentParams): Promise<void> {
    return this.#runHandler.stopAgent(params);
  }

  runTool(params: RunToolParams): Promise<RunToolResult> {
    return this.#runHandler.runTool(params);
  }

  /**
   * Answers the agent's open AG-UI interrupts (by interrupt id) and resumes the run. Interrupts
   * left out are cancelled.
   */
  resumeAgent(params: { agent: AbstractAgent; responses: ResumeResponses; forwardedProps?: Record<string, unknown> }): Promise<RunAgentResult> {
    const { agent, responses } = params;
    const complete: ResumeResponses = { ...responses };
    for (const interrupt of agent.pendingInterrupts as Interrupt[]) complete[interrupt.id] ??= { status: "cancelled" };
    const resume = buildResumeArray(agent.pendingInterrupts, complete);
    return this.#runHandler.runAgent({ agent, resume, ...(params.forwardedProps && { forwardedProps: params.forwardedProps }) });
  }

  /** The tool calls whose handlers are running now; a new set (identity) on every change. */
  get executingToolCallIds(): ReadonlySet<string> {
    return this.#executingToolCallIds;
  }

  // ---- state ---------------------------------------------------------------------------------

  getStateByRun(agentId: string, threadId: string, runId: string): State | undefined {
    return this.#stateManager.getStateByRun(agentId, threadId, runId);
  }

  getRunIdForMessage(agentId: string, threadId: string, messageId: string): string | undefined {
    return this.#stateManager.getRunIdForMessage(agentId, threadId, messageId);
  }

  getRunIdsForThread(agentId: string, threadId: string): string[] {
    return this.#stateManager.getRunIdsForThread(agentId, threadId);
  }

  // ---- suggestions ---------------------------------------------------------------------------

  get suggestionsConfig(): Record<string, SuggestionsConfig> {
    return this.#suggestions.suggestionsConfig;
  }

  addSuggestionsConfig(config: SuggestionsConfig): string {
    return this.#suggestions.addSuggestionsConfig(config);
  }

  removeSuggestionsConfig(id: string): void {
    this.#suggestions.removeSuggestionsConfig(id);
  }

  getSuggestions(agentId: string): GetSuggestionsResult {
    return this.#suggestions.getSuggestions(agentId);
  }

  reloadSuggestions(agentId: string): Promise<void> {
    return this.#suggestions.reloadSuggestions(agentId);
  }

  clearSuggestions(agentId: string): void {
    this.#suggestions.clearSuggestions(agentId);
  }

  // ---- threads -------------------------------------------------------------------------------

  /** List, read, rename, archive and delete threads; failures reach `onError` and reject. */
  get threads(): ThreadClient {
    return this.#threads;
  }

  /**
   * A thread list for one agent as an external store. It loads when the runtime is connected (now
   * or later) and reloads after each run of that agent; `dispose()` stops it.
   *
   * @example
   * const list = copilotkit.createThreadListStore({ agentId: "default", limit: 20 });
   * list.subscribe(() => render(list.getSnapshot().threads));
   */
  createThreadListStore(options: { agentId?: string; limit?: number; includeArchived?: boolean } = {}): ThreadListStore & {
    dispose(): void;
  } {
    const store = new ThreadListStore({ client: this.#threads, ...options });
    const watched = new Set<AbstractAgent>();
    const subscriptions: Array<{ unsubscribe(): void }> = [];
    const refetchWhenConnected = () => {
      if (this.runtimeConnectionStatus === CopilotKitCoreRuntimeConnectionStatus.Connected && this.runtimeInfo?.threadEndpoints?.list !== false) void store.refetch();
    };
    subscriptions.push(
      this.subscribe({
        onRuntimeConnectionStatusChanged: ({ status }) => void (status === CopilotKitCoreRuntimeConnectionStatus.Connected && refetchWhenConnected()),
        onAgentRunStarted: ({ agent }) => {
          if (options.agentId !== undefined && agent.agentId !== options.agentId) return;
          if (watched.has(agent)) return;
          watched.add(agent);
          subscriptions.push(agent.subscribe({ onRunFinalized: () => void refetchWhenConnected() }));
        },
      }),
    );
    refetchWhenConnected();
    return Object.assign(store, {
      dispose: () => {
        for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
      },
    });
  }

  /**
   * Moves the agent to another existing thread: detaches the current run, then connects (replays
   * the thread's history and follows its live run).
   */
  async switchThread(agent: AbstractAgent, threadId: string): Promise<RunAgentResult> {
    if (agent.threadId !== threadId) {
      await agent.detachActiveRun?.();
      agent.threadId = threadId;
      agent.setMessages([]);
      agent.setState({});
      // The messages in hand belong to another thread: replay this one from its start.
      if (agent instanceof ProxiedCopilotRuntimeAgent) agent.clearReconnectCursor(threadId);
    }
    return this.connectAgent({ agent });
  }

  /** Starts a fresh thread on the agent: detaches the current run, clears messages and state. */
  async startNewThread(agent: AbstractAgent, threadId: string = globalThis.crypto.randomUUID()): Promise<void> {
    await agent.detachActiveRun?.();
    agent.threadId = threadId;
    agent.setMessages([]);
    agent.setState({});
  }

  // ---- transcription -------------------------------------------------------------------------

  /** Whether the runtime said it can transcribe audio (`/info` `audioFileTranscriptionEnabled`). */
  get isTranscriptionAvailable(): boolean {
    return this.#registry.runtimeInfo?.audioFileTranscriptionEnabled === true;
  }

  /** Sends recorded audio to the runtime's `/transcribe`; failures reach `onError` (transcription codes) and reject. */
  transcribeAudio(audio: Blob, options: { signal?: AbortSignal; filename?: string } = {}): Promise<string> {
    return this.#transcription.transcribe(audio, options);
  }
}

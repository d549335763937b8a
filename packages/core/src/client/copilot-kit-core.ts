import type { AbstractAgent, RunAgentResult } from "@ag-ui/client";
import type { Context, State } from "@ag-ui/core";
import { applyInitialConfig } from "./apply-initial-config.js";
import { cleanHeaders, type CopilotKitCoreConfig } from "./copilot-kit-core-config.js";
import { CopilotKitCoreErrorCode, type CopilotKitCoreRuntimeConnectionStatus } from "./copilot-kit-core-error-code.js";
import { CopilotKitCoreNotifier } from "./copilot-kit-core-notifier.js";
import type { CopilotKitCoreSubscriberOf, CopilotKitCoreSubscription } from "./copilot-kit-core-subscriber-contract.js";
import { createCopilotKitCoreSubsystems, type CopilotKitCoreSubsystems } from "./create-copilot-kit-core-subsystems.js";
import { moveAgentToThread, switchAgentThread } from "../threads/move-agent-to-thread.js";
import type { ProxiedCopilotRuntimeAgent } from "../agents/proxied-copilot-runtime-agent.js";
import { ProvisionalAgents, resolveAgent } from "../agents/provisional-agents.js";
import { resumeRunParams, type ResumeResponses } from "../run/resume-params.js";
import type { RuntimeInfo } from "../runtime-api/runtime-info.js";
import type { CopilotRuntimeTransport } from "../runtime-api/runtime-request.js";
import { createDefaultScheduler } from "../async/scheduler.js";
import { subscribeToAgentWithOptions, type SubscribeToAgentOptions, type SubscribeToAgentSubscriber } from "../agents/subscribe-to-agent.js";
import type { ThreadClient } from "../threads/thread-client.js";
import type { ThreadListStore } from "../threads/thread-list-store.js";
import { defaultTimers, type Timers } from "../async/timers.js";
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
} from "../types.js";
import { watchThreadListStore } from "../threads/watch-thread-list-store.js";

export type { CopilotKitCoreConfig } from "./copilot-kit-core-config.js";

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
  readonly #notifier = new CopilotKitCoreNotifier<CopilotKitCore>(this);
  readonly #subsystems: CopilotKitCoreSubsystems;
  #headers: Record<string, string>;
  #credentials: RequestCredentials | undefined;
  #properties: Record<string, unknown>;
  #defaultThrottleMs: number | undefined;
  readonly #timers: Timers;
  readonly #provisionalAgents = new ProvisionalAgents();

  constructor(config: CopilotKitCoreConfig = {}) {
    this.#headers = cleanHeaders(config.headers);
    this.#credentials = config.credentials;
    this.#properties = { ...config.properties };
    this.#defaultThrottleMs = config.defaultThrottleMs;
    this.#timers = config.timers ?? defaultTimers;

    this.#subsystems = createCopilotKitCoreSubsystems(config, {
      notifier: this.#notifier,
      fetch: config.fetch ?? ((url, init) => globalThis.fetch(url, init)),
      scheduler: config.scheduler ?? createDefaultScheduler(),
      timers: this.#timers,
      getHeaders: () => this.#headers,
      getCredentials: () => this.#credentials,
      getProperties: () => this.#properties,
      agentsChanged: (agents) => this.#agentsChanged(agents),
      handOverStandIns: () => this.#provisionalAgents.handOver(this.#subsystems.registry),
      waitForPendingFrameworkUpdates: () => this.waitForPendingFrameworkUpdates(),
    });

    applyInitialConfig(this.#subsystems, config);
  }

  // ---- subscriptions and errors --------------------------------------------------------------

  subscribe(subscriber: CopilotKitCoreSubscriberOf<CopilotKitCore>): CopilotKitCoreSubscription {
    return this.#notifier.subscribe(subscriber);
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
      onError: (error, context) => this.#notifier.emitError(error, CopilotKitCoreErrorCode.SUBSCRIBER_CALLBACK_FAILED, context),
    });
  }

  /** The throttle `subscribeToAgentWithOptions` uses when the call gives none; undefined clears it. */
  setDefaultThrottleMs(throttleMs: number | undefined): void {
    this.#defaultThrottleMs = throttleMs;
  }

  #agentsChanged(agents: Readonly<Record<string, AbstractAgent>>): void {
    this.#provisionalAgents.handOver(this.#subsystems.registry);
    for (const id of this.#subsystems.stateManager.trackedAgentIds) if (!(id in agents)) this.#subsystems.stateManager.untrack(id);
    for (const [id, agent] of Object.entries(agents)) this.#subsystems.stateManager.track(id, agent);
    this.#notifier.emit("onAgentsChanged", { agents });
  }

  /**
   * Awaited before a follow-up run: one macrotask (through the `timers` seam), so a UI framework
   * commits pending renders (and the effects that add context or tools) first. Override to wait
   * for something else.
   */
  waitForPendingFrameworkUpdates(): Promise<void> {
    return new Promise((resolve) => void this.#timers.setTimeout(resolve, 0));
  }

  // ---- runtime connection --------------------------------------------------------------------

  get runtimeUrl(): string | undefined {
    return this.#subsystems.registry.runtimeUrl;
  }

  get runtimeTransport(): CopilotRuntimeTransport {
    return this.#subsystems.registry.runtimeTransport;
  }

  get runtimeConnectionStatus(): CopilotKitCoreRuntimeConnectionStatus {
    return this.#subsystems.registry.runtimeConnectionStatus;
  }

  get runtimeVersion(): string | undefined {
    return this.#subsystems.registry.runtimeInfo?.version;
  }

  /** The full `/info` answer once connected. */
  get runtimeInfo(): RuntimeInfo | undefined {
    return this.#subsystems.registry.runtimeInfo;
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
    return this.#subsystems.registry.connect();
  }

  setRuntimeUrl(url: string | undefined): void {
    this.#subsystems.registry.setRuntimeUrl(url);
  }

  setRuntimeTransport(transport: CopilotRuntimeTransport): void {
    this.#subsystems.registry.setRuntimeTransport(transport);
  }

  /** Replaces the headers (null/undefined values dropped) and re-applies them to every agent. */
  setHeaders(headers: Record<string, string | null | undefined>): void {
    this.#headers = cleanHeaders(headers);
    this.#subsystems.registry.refreshAgents();
    this.#notifier.emit("onHeadersChanged", { headers: this.#headers });
  }

  setCredentials(credentials: RequestCredentials | undefined): void {
    this.#credentials = credentials;
    this.#subsystems.registry.refreshAgents();
    this.#notifier.emit("onCredentialsChanged", { credentials });
  }

  setProperties(properties: Record<string, unknown>): void {
    this.#properties = { ...properties };
    this.#notifier.emit("onPropertiesChanged", { properties: this.#properties });
  }

  /** Stops `/info` retries and pending timers. */
  dispose(): void {
    this.#subsystems.registry.dispose();
  }

  // ---- agents --------------------------------------------------------------------------------

  get agents(): Readonly<Record<string, AbstractAgent>> {
    return this.#subsystems.registry.agents;
  }

  /** The agent with this id; undefined (quietly while still connecting) when unknown. */
  getAgent(id: string): AbstractAgent | undefined {
    return this.#subsystems.registry.getAgent(id);
  }

  setAgents__unsafe_dev_only(agents: Record<string, AbstractAgent>): void {
    this.#subsystems.registry.setAgents__unsafe_dev_only(agents);
  }

  addAgent__unsafe_dev_only(params: { id: string; agent: AbstractAgent }): void {
    this.#subsystems.registry.addAgent__unsafe_dev_only(params);
  }

  removeAgent__unsafe_dev_only(id: string): void {
    this.#subsystems.registry.removeAgent__unsafe_dev_only(id);
  }

  registerProxiedAgent(params: RegisterProxiedAgentParams): { agent: ProxiedCopilotRuntimeAgent; unregister(): void } {
    return this.#subsystems.registry.registerProxiedAgent(params);
  }

  applyHeadersToAgent(agent: AbstractAgent): void {
    this.#subsystems.registry.applyHeadersToAgent(agent);
  }

  /**
   * The agent a UI shows for `agentId`: the registered one (`isReady`), else, while the runtime has
   * not answered (or when `pending`: a registration of this id is on its way), a stand-in agent, the
   * same one per id (`isReady` false), so the UI can render before `/info` answers.
   * @throws when the id is unknown once connected (or without a runtime URL).
   */
  resolveAgent(agentId: string, options: { pending?: boolean } = {}): { agent: AbstractAgent; isReady: boolean } {
    return resolveAgent(this.#subsystems.registry, this.#provisionalAgents, agentId, options);
  }

  // ---- context -------------------------------------------------------------------------------

  get context(): Readonly<Record<string, ScopedContext>> {
    return this.#subsystems.contextStore.context;
  }

  addContext(context: ScopedContext): string {
    return this.#subsystems.contextStore.addContext(context);
  }

  removeContext(id: string): void {
    this.#subsystems.contextStore.removeContext(id);
  }

  getContextForAgent(agentId: string): Context[] {
    return this.#subsystems.contextStore.getContextForAgent(agentId);
  }

  // ---- tools ---------------------------------------------------------------------------------

  get tools(): readonly FrontendTool[] {
    return this.#subsystems.tools.tools;
  }

  addTool<T extends Record<string, unknown>>(tool: FrontendTool<T>): void {
    this.#subsystems.tools.addTool(tool);
  }

  removeTool(name: string, agentId?: string): void {
    this.#subsystems.tools.removeTool(name, agentId);
  }

  getTool(params: GetToolParams): FrontendTool | undefined {
    return this.#subsystems.tools.getTool(params);
  }

  setTools(tools: FrontendTool[]): void {
    this.#subsystems.tools.setTools(tools);
  }

  setToolEnabled(name: string, enabled: boolean, agentId?: string): void {
    this.#subsystems.tools.setToolEnabled(name, enabled, agentId);
  }

  isToolEnabled(name: string, agentId?: string): boolean {
    return this.#subsystems.tools.isToolEnabled(name, agentId);
  }

  // ---- runs ----------------------------------------------------------------------------------

  /** Runs the agent with tools, context and properties; executes its frontend tools; never rejects. */
  runAgent(params: RunAgentParams): Promise<RunAgentResult> {
    return this.#subsystems.runHandler.runAgent(params);
  }

  connectAgent(params: ConnectAgentParams): Promise<RunAgentResult> {
    return this.#subsystems.runHandler.connectAgent(params);
  }

  stopAgent(params: StopAgentParams): Promise<void> {
    return this.#subsystems.runHandler.stopAgent(params);
  }

  runTool(params: RunToolParams): Promise<RunToolResult> {
    return this.#subsystems.runHandler.runTool(params);
  }

  /**
   * Answers the agent's open AG-UI interrupts (by interrupt id) and resumes the run. Interrupts
   * left out are cancelled.
   */
  resumeAgent(params: { agent: AbstractAgent; responses: ResumeResponses; forwardedProps?: Record<string, unknown> }): Promise<RunAgentResult> {
    return this.#subsystems.runHandler.runAgent(resumeRunParams(params));
  }

  /** The tool calls whose handlers are running now; a new set (identity) on every change. */
  get executingToolCallIds(): ReadonlySet<string> {
    return this.#subsystems.executingToolCallIds();
  }

  // ---- state ---------------------------------------------------------------------------------

  getStateByRun(agentId: string, threadId: string, runId: string): State | undefined {
    return this.#subsystems.stateManager.getStateByRun(agentId, threadId, runId);
  }

  getRunIdForMessage(agentId: string, threadId: string, messageId: string): string | undefined {
    return this.#subsystems.stateManager.getRunIdForMessage(agentId, threadId, messageId);
  }

  getRunIdsForThread(agentId: string, threadId: string): string[] {
    return this.#subsystems.stateManager.getRunIdsForThread(agentId, threadId);
  }

  // ---- suggestions ---------------------------------------------------------------------------

  get suggestionsConfig(): Record<string, SuggestionsConfig> {
    return this.#subsystems.suggestions.suggestionsConfig;
  }

  addSuggestionsConfig(config: SuggestionsConfig): string {
    return this.#subsystems.suggestions.addSuggestionsConfig(config);
  }

  removeSuggestionsConfig(id: string): void {
    this.#subsystems.suggestions.removeSuggestionsConfig(id);
  }

  getSuggestions(agentId: string): GetSuggestionsResult {
    return this.#subsystems.suggestions.getSuggestions(agentId);
  }

  reloadSuggestions(agentId: string): Promise<void> {
    return this.#subsystems.suggestions.reloadSuggestions(agentId);
  }

  clearSuggestions(agentId: string): void {
    this.#subsystems.suggestions.clearSuggestions(agentId);
  }

  // ---- threads -------------------------------------------------------------------------------

  /** List, read, rename, archive and delete threads; failures reach `onError` and reject. */
  get threads(): ThreadClient {
    return this.#subsystems.threads;
  }

  /**
   * A thread list for one agent as an external store. It loads when the runtime is connected (now
   * or later) and reloads after each run of that agent; `dispose()` stops it.
   *
   * @example
   * const list = copilotkit.createThreadListStore({ agentId: "default", limit: 20 });
   * list.subscribe(() => render(list.getSnapshot().threads));
   */
  createThreadListStore(options: { agentId?: string; limit?: number; includeArchived?: boolean } = {}): ThreadListStore & { dispose(): void } {
    return watchThreadListStore(this, this.#subsystems.threads, options);
  }

  /**
   * Moves the agent to another existing thread: detaches the current run, then connects (replays
   * the thread's history and follows its live run).
   */
  switchThread(agent: AbstractAgent, threadId: string): Promise<RunAgentResult> {
    return switchAgentThread(agent, threadId, () => this.connectAgent({ agent }));
  }

  /** Starts a fresh thread on the agent: detaches the current run, clears messages and state. */
  async startNewThread(agent: AbstractAgent, threadId: string = globalThis.crypto.randomUUID()): Promise<void> {
    await moveAgentToThread(agent, threadId, { replay: false });
  }

  // ---- transcription -------------------------------------------------------------------------

  /** Whether the runtime said it can transcribe audio (`/info` `audioFileTranscriptionEnabled`). */
  get isTranscriptionAvailable(): boolean {
    return this.#subsystems.registry.runtimeInfo?.audioFileTranscriptionEnabled === true;
  }

  /** Sends recorded audio to the runtime's `/transcribe`; failures reach `onError` (transcription codes) and reject. */
  transcribeAudio(audio: Blob, options: { signal?: AbortSignal; filename?: string } = {}): Promise<string> {
    return this.#subsystems.transcription.transcribe(audio, options);
  }
}

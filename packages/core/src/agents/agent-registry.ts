import type { AbstractAgent } from "@ag-ui/client";
import { backoffDelay } from "@wingman/shared/internal";
import { CopilotKitCoreErrorCode, CopilotKitCoreRuntimeConnectionStatus } from "../client/copilot-kit-core-error-code.js";
import { AgentHeaders } from "./agent-headers.js";
import { applyRuntimeConnection, type RuntimeConnection } from "./apply-runtime-connection.js";
import { ProxiedCopilotRuntimeAgent } from "./proxied-copilot-runtime-agent.js";
import { fetchRuntimeInfo, type RuntimeInfo } from "../runtime-api/runtime-info.js";
import { normalizeRuntimeUrl, type CopilotRuntimeTransport, type FetchFunction } from "../runtime-api/runtime-request.js";
import { loadedRealtime, loadRealtime } from "../realtime/load-realtime.js";
import type { RealtimeClient } from "../realtime/realtime-client.js";
import type { WebSocketConstructor } from "../realtime/web-socket-like.js";
import type { Scheduler } from "../async/scheduler.js";
import { defaultTimers, type Timers } from "../async/timers.js";
import type { RegisterProxiedAgentParams } from "../types.js";
import { completeRunLifecycleIds } from "./complete-run-lifecycle-ids.js";
import { assertAgentIdMatches } from "./assert-agent-id-matches.js";

/** How often the core retries a failed `/info` request. Defaults: first delay up to 500 ms, capped at 30 s. */
export interface RetryOptions {
  /**
   * The longest first delay after a failed `/info` (default 500 ms), doubled each attempt… Each
   * delay is drawn between 0 and that ceiling (full jitter), so clients that lost the runtime
   * together do not all come back at the same moment.
   */
  baseDelayMs?: number;
  /** …up to this cap (default 30 s). */
  maxDelayMs?: number;
  /** Attempts after the first failure (default: unlimited). */
  maxRetries?: number;
}

/** What the agent registry needs from the core: fetch, scheduling, retry policy and request headers. */
export interface AgentRegistryOptions {
  /** The fetch of `/info` and of the agents' requests. */
  fetch: FetchFunction;
  /** When agent notifications are delivered. */
  scheduler: Scheduler;
  /** The timers of `/info` retries (a seam for tests). Default: the global `setTimeout`/`clearTimeout`. */
  timers?: Timers;
  /** `/info` retry backoff. Default: jittered delays under a ceiling of 500 ms doubling to 30 s, unlimited. */
  retry?: RetryOptions;
  /** The WebSocket class for a runtime in intelligence (realtime) mode. @default globalThis.WebSocket */
  webSocket?: WebSocketConstructor;
  getHeaders(): Record<string, string>;
  getCredentials(): RequestCredentials | undefined;
  onRuntimeConnectionStatusChanged(status: CopilotKitCoreRuntimeConnectionStatus): void;
  onAgentsChanged(agents: Readonly<Record<string, AbstractAgent>>): void;
  emitError(error: Error, code: CopilotKitCoreErrorCode, context: Record<string, unknown>): void;
}

/**
 * The agents the core knows: remote agents discovered through the runtime's `/info`, local
 * development agents, and proxies registered under a local id. Each remote id keeps one
 * {@link ProxiedCopilotRuntimeAgent} for the registry's lifetime: a reconnect re-applies URL,
 * transport, headers and credentials to it, so messages, thread and subscriptions survive. A
 * failed `/info` is retried with exponential backoff and full jitter. Needs no `window`.
 */
export class AgentRegistry {
  readonly #options: AgentRegistryOptions;
  readonly #timers: Timers;
  readonly #local = new Map<string, AbstractAgent>();
  readonly #remote = new Map<string, ProxiedCopilotRuntimeAgent>();
  /** Every proxy ever minted for a remote id: reused when the id comes back. */
  readonly #proxies = new Map<string, ProxiedCopilotRuntimeAgent>();
  readonly #headers = new AgentHeaders();
  #snapshot: Readonly<Record<string, AbstractAgent>> | undefined;
  #runtimeUrl: string | undefined;
  #requestedTransport: CopilotRuntimeTransport = "auto";
  #resolvedTransport: "rest" | "single" | undefined;
  #status = CopilotKitCoreRuntimeConnectionStatus.Disconnected;
  #info: RuntimeInfo | undefined;
  #generation = 0;
  #pending: Promise<void> | undefined;
  #retryTimer: unknown;
  #retries = 0;
  #reportedFailure = false;
  /** The one realtime socket of a runtime in intelligence mode, shared by its agents. */
  #realtimeClient: RealtimeClient | undefined;

  constructor(options: AgentRegistryOptions) {
    this.#options = options;
    this.#timers = options.timers ?? defaultTimers;
  }

  get runtimeUrl(): string | undefined {
    return this.#runtimeUrl;
  }

  /** The transport in use: the resolved one once `/info` answered, else the requested one. */
  get runtimeTransport(): CopilotRuntimeTransport {
    return this.#resolvedTransport ?? this.#requestedTransport;
  }

  get runtimeConnectionStatus(): CopilotKitCoreRuntimeConnectionStatus {
    return this.#status;
  }

  /** The last `/info` answer (undefined until connected). */
  get runtimeInfo(): RuntimeInfo | undefined {
    return this.#info;
  }

  /** Every agent by id; identity-stable until the set changes. Local agents win over remote ones. */
  get agents(): Readonly<Record<string, AbstractAgent>> {
    if (!this.#snapshot) {
      const all: Record<string, AbstractAgent> = {};
      for (const [id, agent] of this.#remote) all[id] = agent;
      for (const [id, agent] of this.#local) all[id] = agent;
      this.#snapshot = Object.freeze(all);
    }
    return this.#snapshot;
  }

  getAgent(id: string): AbstractAgent | undefined {
    return this.#local.get(id) ?? this.#remote.get(id);
  }

  /** Sets the URL and reconnects; an unchanged URL does nothing. */
  setRuntimeUrl(url: string | undefined): void {
    const normalized = url ? normalizeRuntimeUrl(url) : undefined;
    if (normalized === this.#runtimeUrl) return;
    this.#runtimeUrl = normalized;
    void this.updateRuntimeConnection();
  }

  /** Sets the requested transport and reconnects; an unchanged request does nothing. */
  setRuntimeTransport(transport: CopilotRuntimeTransport): void {
    if (transport === this.#requestedTransport) return;
    this.#requestedTransport = transport;
    this.#resolvedTransport = undefined;
    void this.updateRuntimeConnection();
  }

  /** Records URL and transport without connecting (for `deferInitialConnection`). */
  configure(url: string | undefined, transport: CopilotRuntimeTransport): void {
    this.#runtimeUrl = url ? normalizeRuntimeUrl(url) : undefined;
    this.#requestedTransport = transport;
  }

  /** Connects unless connected or connecting; from `error` it retries at once. */
  connect(): Promise<void> {
    if (this.#status === CopilotKitCoreRuntimeConnectionStatus.Connected) return Promise.resolve();
    if (this.#pending) return this.#pending;
    return this.updateRuntimeConnection();
  }

  /** Stops retrying (the core's `dispose`). */
  dispose(): void {
    this.#generation++;
    this.#cancelRetry();
    this.#realtimeClient?.close();
    this.#realtimeClient = undefined;
  }

  /** Runs the `/info` handshake; a newer call makes the results of older ones no-ops. */
  updateRuntimeConnection(): Promise<void> {
    const generation = ++this.#generation;
    this.#cancelRetry();
    if (!this.#runtimeUrl) {
      this.#pending = undefined;
      this.#info = undefined;
      this.#resolvedTransport = undefined;
      const hadRemote = this.#remote.size > 0;
      this.#remote.clear();
      this.#setStatus(CopilotKitCoreRuntimeConnectionStatus.Disconnected);
      if (hadRemote) this.#agentsChanged();
      return Promise.resolve();
    }
    this.#setStatus(CopilotKitCoreRuntimeConnectionStatus.Connecting);
    const url = this.#runtimeUrl;
    const credentials = this.#options.getCredentials();
    // The request starts a microtask later, not inside the caller (the constructor, most often), so
    // that code right after `new CopilotKitCore` runs first, as with CopilotKit's asynchronous start.
    const attempt = Promise.resolve()
      .then(() =>
        fetchRuntimeInfo({
          runtimeUrl: url,
          transport: this.#requestedTransport,
          fetch: this.#options.fetch,
          headers: this.#options.getHeaders(),
          ...(credentials && { credentials }),
        }),
      )
      // The realtime code is a chunk of its own, fetched only when this runtime announces a socket
      // (a failed fetch of it counts as a failed connection, retried as one).
      .then(async (result) => {
        if (result.info.wingman?.realtime?.wsUrl) await loadRealtime();
        return result;
      })
      .then(
        ({ info, transport }) => {
          if (generation !== this.#generation) return;
          this.#pending = undefined;
          this.#retries = 0;
          this.#reportedFailure = false;
          this.#connected(url, info, transport);
        },
        (error: unknown) => {
          if (generation !== this.#generation) return;
          this.#pending = undefined;
          this.#failed(url, error instanceof Error ? error : new Error(String(error)));
        },
      );
    this.#pending = attempt;
    return attempt;
  }

  #connected(url: string, info: RuntimeInfo, transport: "rest" | "single"): void {
    this.#info = info;
    this.#resolvedTransport = transport;
    this.#remote.clear();
    const realtimeClient = this.#realtimeClientFor(info);
    const attachmentReferences = info.wingman?.attachments?.references === true;
    const connection: RuntimeConnection = {
      url,
      transport,
      runtimeMode: info.mode ?? "sse",
      intelligence: info.intelligence,
      realtime: info.wingman?.realtime,
      realtimeClient,
      attachmentReferences,
    };
    for (const [id, description] of Object.entries(info.agents)) {
      let proxy = this.#proxies.get(id);
      if (proxy) {
        applyRuntimeConnection(proxy, connection);
        if (description.description !== undefined) proxy.description = description.description;
      } else {
        const credentials = this.#options.getCredentials();
        proxy = new ProxiedCopilotRuntimeAgent({
          runtimeUrl: url,
          agentId: id,
          description: description.description ?? "",
          transport,
          runtimeMode: info.mode ?? "sse",
          fetch: this.#options.fetch,
          scheduler: this.#options.scheduler,
          ...(credentials && { credentials }),
          ...(info.intelligence && { intelligence: info.intelligence }),
          ...(info.wingman?.realtime && { realtime: info.wingman.realtime }),
          ...(realtimeClient && { realtimeClient }),
          attachmentReferences,
        });
        this.#proxies.set(id, proxy);
      }
      this.applyHeadersToAgent(proxy);
      this.#remote.set(id, proxy);
    }
    for (const agent of this.#local.values()) {
      if (agent instanceof ProxiedCopilotRuntimeAgent && this.#registered.has(agent)) applyRuntimeConnection(agent, connection);
    }
    this.#setStatus(CopilotKitCoreRuntimeConnectionStatus.Connected);
    this.#agentsChanged();
  }

  /**
   * The shared realtime socket when `/info` announces one in `wingman.realtime` (kept while its URL
   * stays the same). `mode: "intelligence"` alone is CopilotKit's hosted platform, which we do not speak.
   */
  #realtimeClientFor(info: RuntimeInfo): RealtimeClient | undefined {
    const wsUrl = info.wingman?.realtime?.wsUrl;
    if (this.#realtimeClient?.url === wsUrl) return this.#realtimeClient;
    this.#realtimeClient?.close();
    this.#realtimeClient = wsUrl
      ? new (loadedRealtime()!.RealtimeClient)({
          url: wsUrl,
          ...(this.#options.webSocket && { WebSocket: this.#options.webSocket }),
          headers: () => this.#options.getHeaders(),
          timers: this.#timers,
        })
      : undefined;
    return this.#realtimeClient;
  }

  #failed(url: string, error: Error): void {
    this.#info = undefined;
    const hadRemote = this.#remote.size > 0;
    this.#remote.clear();
    this.#setStatus(CopilotKitCoreRuntimeConnectionStatus.Error);
    if (hadRemote) this.#agentsChanged();
    if (!this.#reportedFailure) {
      // One onError per outage; the retries that follow are silent until a success.
      this.#reportedFailure = true;
      this.#options.emitError(error, CopilotKitCoreErrorCode.RUNTIME_INFO_FETCH_FAILED, { runtimeUrl: url });
    }
    const retry = this.#options.retry ?? {};
    if (this.#retries >= (retry.maxRetries ?? Number.POSITIVE_INFINITY)) return;
    const delay = backoffDelay(this.#retries, { baseMs: retry.baseDelayMs ?? 500, maxMs: retry.maxDelayMs ?? 30_000 });
    this.#retries++;
    const generation = this.#generation;
    this.#retryTimer = this.#timers.setTimeout(() => {
      this.#retryTimer = undefined;
      if (generation === this.#generation) void this.updateRuntimeConnection();
    }, delay);
  }

  #cancelRetry(): void {
    if (this.#retryTimer !== undefined) this.#timers.clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
  }

  #setStatus(status: CopilotKitCoreRuntimeConnectionStatus): void {
    if (status === this.#status && status !== CopilotKitCoreRuntimeConnectionStatus.Connecting) return;
    this.#status = status;
    this.#options.onRuntimeConnectionStatusChanged(status);
  }

  #agentsChanged(): void {
    this.#snapshot = undefined;
    this.#options.onAgentsChanged(this.agents);
  }

  // ---- local agents --------------------------------------------------------------------------

  /** Replaces the development agents (registered proxies stay). Ids come from the keys. */
  setAgents__unsafe_dev_only(agents: Record<string, AbstractAgent>): void {
    for (const [id, agent] of [...this.#local]) {
      if (!(agent instanceof ProxiedCopilotRuntimeAgent && this.#registered.has(agent))) this.#local.delete(id);
    }
    for (const [id, agent] of Object.entries(agents)) this.#addLocal(id, agent);
    this.#agentsChanged();
  }

  addAgent__unsafe_dev_only({ id, agent }: { id: string; agent: AbstractAgent }): void {
    this.#addLocal(id, agent);
    this.#agentsChanged();
  }

  removeAgent__unsafe_dev_only(id: string): void {
    if (this.#local.delete(id)) this.#agentsChanged();
  }

  /** Registers without notifying (constructor-time agents). */
  addInitialAgents(agents: Record<string, AbstractAgent>): void {
    for (const [id, agent] of Object.entries(agents)) this.#addLocal(id, agent);
    this.#snapshot = undefined;
  }

  #addLocal(id: string, agent: AbstractAgent): void {
    assertAgentIdMatches(id, agent);
    agent.agentId = id;
    this.applyHeadersToAgent(agent);
    if (agent instanceof ProxiedCopilotRuntimeAgent) agent.credentials = this.#options.getCredentials();
    else completeRunLifecycleIds(agent);
    this.#local.set(id, agent);
  }

  readonly #registered = new WeakSet<ProxiedCopilotRuntimeAgent>();

  /**
   * A local agent id that routes to a runtime agent: several chats can each have their own thread
   * on one runtime agent. Throws when the local id is taken.
   */
  registerProxiedAgent({ agentId, runtimeAgentId }: RegisterProxiedAgentParams): { agent: ProxiedCopilotRuntimeAgent; unregister(): void } {
    if (this.#local.has(agentId)) throw new Error(`An agent with id '${agentId}' is already registered`);
    const credentials = this.#options.getCredentials();
    const agent = new ProxiedCopilotRuntimeAgent({
      runtimeUrl: this.#runtimeUrl ?? "",
      agentId,
      runtimeAgentId,
      transport: this.runtimeTransport,
      runtimeMode:
        this.#status === CopilotKitCoreRuntimeConnectionStatus.Connected ? (this.#info?.mode ?? "sse") : this.#runtimeUrl ? "pending" : "sse",
      fetch: this.#options.fetch,
      scheduler: this.#options.scheduler,
      ...(credentials && { credentials }),
    });
    this.applyHeadersToAgent(agent);
    this.#registered.add(agent);
    this.#local.set(agentId, agent);
    this.#agentsChanged();
    return {
      agent,
      unregister: () => {
        if (this.#local.get(agentId) !== agent) return;
        this.#local.delete(agentId);
        this.#agentsChanged();
      },
    };
  }

  // ---- headers and credentials ---------------------------------------------------------------

  /**
   * For agents with a `headers` record: core headers over the agent's own (captured once, the first time): core wins, and clearing a
   * core header lets the agent's own value show again. Names compare case-insensitively.
   */
  applyHeadersToAgent(agent: AbstractAgent): void {
    this.#headers.apply(agent, this.#options.getHeaders());
  }

  /** Re-applies headers and credentials to every agent (after `setHeaders`/`setCredentials`). */
  refreshAgents(): void {
    const credentials = this.#options.getCredentials();
    for (const agent of new Set([...this.#local.values(), ...this.#proxies.values()])) {
      this.applyHeadersToAgent(agent);
      if (agent instanceof ProxiedCopilotRuntimeAgent) agent.credentials = credentials;
    }
  }
}

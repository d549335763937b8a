import {
  AbstractAgent,
  structuredClone_,
  type AgentStateMutation,
  type AgentSubscriber,
  type RunAgentParameters,
  type RunAgentResult,
} from "@ag-ui/client";
import type { BaseEvent, RunAgentInput } from "@ag-ui/core";
import { from, mergeMap, type Observable } from "rxjs";
import { applyEventsIncrementally } from "../events/apply-events.js";
import type { AgentEventTransport } from "./agent-event-transport.js";
import type { ProxiedCopilotRuntimeAgentConfig } from "./proxied-copilot-runtime-agent-config.js";
import { agentCopyConfig } from "./agent-copy-config.js";
import { omitNullMessageFields } from "./omit-null-message-fields.js";
import { resumableEventStream } from "./resumable-event-stream.js";
import { fetchRuntimeInfo } from "../runtime-api/runtime-info.js";
import { createRuntimeRequest, normalizeRuntimeUrl, type CopilotRuntimeTransport, type FetchFunction, type RuntimeRequestOptions } from "../runtime-api/runtime-request.js";
import { requestAgentStop } from "../runtime-api/request-agent-stop.js";
import { createDefaultScheduler, type Scheduler } from "../async/scheduler.js";
import { agentWatchers } from "./agent-watchers.js";
import type { IntelligenceDelegate } from "../realtime/intelligence-delegate.js";
import { loadedRealtime, loadRealtime } from "../realtime/load-realtime.js";
import type { RealtimeClient } from "../realtime/realtime-client.js";
import { resolveRealtimeUrl } from "../realtime/resolve-realtime-url.js";
import { sendWithReferences } from "./send-with-references.js";
import { SentAttachments } from "./sent-attachments.js";

type RuntimeMethod = RuntimeRequestOptions["method"];

/** `runAgent`'s parameters, with `HttpAgent`'s `abortController` (the run's; a new one when omitted). */
export interface RunProxiedAgentParameters extends RunAgentParameters {
  abortController?: AbortController;
}

/**
 * The client-side stand-in of an agent that runs in a Wingman (or CopilotKit v2) runtime: an
 * agent whose runs and connects are requests to the runtime (REST routes or the single-route
 * envelope), whose events are applied with the O(delta) reducer, and whose streams resume from
 * the last SSE `id:` they saw when a connection drops mid-run.
 *
 * It has `HttpAgent`'s public surface (`url`, `headers`, `fetch`, `abortController`,
 * `requestInit`, `runAgent({ abortController })`, `abortRun`, `clone`) without extending it:
 * `HttpAgent`'s own transport would put a protobuf decoder in every browser bundle (see README).
 *
 * @example
 * const agent = new ProxiedCopilotRuntimeAgent({ runtimeUrl: "/api/copilotkit", agentId: "default" });
 * agent.addMessage({ id: "1", role: "user", content: "Hi" });
 * await agent.runAgent();
 */
export class ProxiedCopilotRuntimeAgent extends AbstractAgent {
  /** The REST run route of this agent (informational, as on `HttpAgent`; requests are built per operation). */
  url: string;
  /** Sent with every request to the runtime. */
  headers: Record<string, string>;
  /** The `fetch` every request goes through. @default globalThis.fetch */
  fetch: FetchFunction;
  /** Aborts the current run's or connect's stream; replaced by every `runAgent`/`connectAgent`. */
  abortController: AbortController;
  /** The runtime agent requests are routed to; fixed at construction (see {@link routedAgentId}). */
  readonly runtimeAgentId: string | undefined;
  credentials: RequestCredentials | undefined;
  runtimeMode: string;
  scheduler: Scheduler;
  /** `/info`'s `intelligence`, as the runtime announced it (informational). */
  intelligence: { wsUrl?: string } | undefined;
  /** Where the Wingman realtime socket is (set by the registry from `/info`'s `wingman.realtime`). */
  realtime: { wsUrl?: string } | undefined;
  realtimeClient: RealtimeClient | undefined;
  /** Send attachments the runtime already stores for the thread as references (see the config option). */
  attachmentReferences: boolean;

  #runtimeUrl: string;
  /** Shared with clones: what the runtime holds is the same whichever copy asks. */
  #sentAttachments = new SentAttachments();
  #transport: CopilotRuntimeTransport;
  #resolvedTransport: "rest" | "single" | undefined;
  #probe: Promise<"rest" | "single"> | undefined;
  #cursors = new Map<string, string>();
  #reconnect: { maxAttempts: number; delayMs: number; maxDelayMs: number };
  #eventTransport: AgentEventTransport | undefined;
  #config: ProxiedCopilotRuntimeAgentConfig;
  #delegate: IntelligenceDelegate | undefined;
  #ownRealtimeClient: RealtimeClient | undefined;

  constructor(config: ProxiedCopilotRuntimeAgentConfig) {
    const runtimeUrl = normalizeRuntimeUrl(config.runtimeUrl ?? "");
    super(config);
    this.headers = structuredClone_(config.headers ?? {});
    this.fetch = config.fetch ?? ((url, init) => fetch(url, init));
    this.abortController = new AbortController();
    this.#config = config;
    this.runtimeAgentId = config.runtimeAgentId;
    this.credentials = config.credentials;
    this.runtimeMode = config.runtimeMode ?? "sse";
    this.scheduler = config.scheduler ?? createDefaultScheduler();
    this.#runtimeUrl = runtimeUrl;
    this.#transport = config.transport ?? "auto";
    this.#resolvedTransport = this.#transport === "auto" ? undefined : this.#transport;
    this.#reconnect = {
      maxAttempts: config.reconnect?.maxAttempts ?? 5,
      delayMs: config.reconnect?.delayMs ?? 250,
      maxDelayMs: config.reconnect?.maxDelayMs ?? 10_000,
    };
    this.#eventTransport = config.eventTransport;
    this.intelligence = config.intelligence;
    this.realtime = config.realtime;
    this.realtimeClient = config.realtimeClient;
    this.attachmentReferences = config.attachmentReferences ?? false;
    this.url = this.#restUrl("run");
    for (const watch of agentWatchers) watch(this);
  }

  get runtimeUrl(): string {
    return this.#runtimeUrl;
  }

  set runtimeUrl(url: string) {
    const normalized = normalizeRuntimeUrl(url);
    if (normalized === this.#runtimeUrl) return;
    this.#runtimeUrl = normalized;
    this.#resetTransport();
    this.url = this.#restUrl("run");
  }

  /** The requested transport; reading it after a probe gives the resolved one. */
  get transport(): CopilotRuntimeTransport {
    return this.#resolvedTransport ?? this.#transport;
  }

  set transport(transport: CopilotRuntimeTransport) {
    this.#transport = transport;
    this.#resetTransport();
  }

  /** The id outbound requests use: `runtimeAgentId`, else `agentId`. Throws when there is neither. */
  routedAgentId(): string {
    const id = this.runtimeAgentId ?? this.agentId;
    if (!id) throw new Error("ProxiedCopilotRuntimeAgent needs an agentId or a runtimeAgentId to reach the runtime");
    return id;
  }

  /**
   * The id of the last event seen on this thread, from which a connect resumes: the SSE id, or over
   * the realtime socket the socket's cursor. Without one the core clears the messages first (a whole replay).
   */
  lastEventId(threadId: string = this.threadId): string | undefined {
    const delegate = this.#delegateInUse();
    return delegate ? delegate.agent.transport.lastEventId(threadId)?.toString() : this.#cursors.get(threadId);
  }

  /** Forget the resume cursor of a thread: the next connect replays its whole history. */
  clearReconnectCursor(threadId: string = this.threadId): void {
    this.#cursors.delete(threadId);
    this.#delegateInUse()?.agent.transport.clearCursor(threadId);
  }

  /** Runs the agent; `parameters.abortController` becomes the run's controller (as on `HttpAgent`). */
  override runAgent(parameters?: RunProxiedAgentParameters, subscriber?: AgentSubscriber): Promise<RunAgentResult> {
    this.abortController = parameters?.abortController ?? new AbortController();
    return super.runAgent(parameters, subscriber);
  }

  override connectAgent(parameters?: RunAgentParameters, subscriber?: AgentSubscriber): Promise<RunAgentResult> {
    if (this.#awaitsRealtime()) return loadRealtime().then(() => this.connectAgent(parameters, subscriber));
    const delegate = this.#intelligenceDelegate();
    if (delegate) return delegate.connectAgent(parameters, subscriber);
    this.abortController = new AbortController();
    return super.connectAgent(parameters, subscriber);
  }

  override run(input: RunAgentInput): Observable<BaseEvent> {
    if (this.#awaitsRealtime()) return from(loadRealtime()).pipe(mergeMap(() => this.run(input)));
    const delegate = this.#intelligenceDelegate();
    if (delegate) return delegate.run(input, this.abortController.signal);
    if (this.#eventTransport) return this.#eventTransport.run(input, { agent: this, signal: this.abortController.signal });
    return this.#stream("agent/run", input);
  }

  protected override connect(input: RunAgentInput): Observable<BaseEvent> {
    if (this.#eventTransport) {
      return this.#eventTransport.connect(input, { agent: this, signal: this.abortController.signal, lastEventId: this.lastEventId(input.threadId) });
    }
    return this.#stream("agent/connect", input);
  }

  protected override apply(
    input: RunAgentInput,
    events$: Observable<BaseEvent>,
    subscribers: AgentSubscriber[],
  ): Observable<AgentStateMutation> {
    return applyEventsIncrementally(events$, {
      agent: this,
      input,
      subscribers,
      scheduler: this.scheduler,
      currentSubscribers: () => this.subscribers,
    });
  }

  /** The run's subscribers plus those that subscribed after it started (they see its end too). */
  #withLateSubscribers(subscribers: AgentSubscriber[]): AgentSubscriber[] {
    const late = this.subscribers.filter((subscriber) => !subscribers.includes(subscriber));
    return late.length > 0 ? [...subscribers, ...late] : subscribers;
  }

  protected override onFinalize(input: RunAgentInput, subscribers: AgentSubscriber[]): Promise<void> {
    return super.onFinalize(input, this.#withLateSubscribers(subscribers));
  }

  protected override onError(input: RunAgentInput, error: Error, subscribers: AgentSubscriber[]): Observable<AgentStateMutation> {
    return super.onError(input, error, this.#withLateSubscribers(subscribers));
  }

  /**
   * The `RequestInit` of a run request for `input`, as `HttpAgent` builds it (kept for code written
   * against `HttpAgent`): POST, JSON body (messages without null fields), SSE accepted, the run's
   * signal, and the credentials.
   */
  protected requestInit(input: RunAgentInput): RequestInit {
    const init: RequestInit = {
      method: "POST",
      headers: { ...this.headers, "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(omitNullMessageFields(input)),
      signal: this.abortController.signal,
    };
    return this.credentials ? { ...init, credentials: this.credentials } : init;
  }

  /** Aborts the local stream and asks the runtime to stop the thread's run (fire and forget). */
  override abortRun(): void {
    void this.stopRun().catch((error: unknown) => console.warn("Stop request failed:", error));
  }

  /**
   * Aborts the local stream and asks the runtime to stop this thread's run; resolves whether the
   * runtime had a run to stop.
   */
  async stopRun(): Promise<boolean> {
    this.abortController.abort();
    super.abortRun();
    if (this.#awaitsRealtime()) await loadRealtime();
    const delegate = this.#intelligenceDelegate();
    if (delegate) return delegate.stop(this.threadId);
    if (this.#eventTransport) return this.#eventTransport.stop(this.threadId, { agent: this });
    if (!this.#runtimeUrl || !this.threadId) return false;
    // With the transport known, the stop request leaves within abortRun() itself, as CopilotKit's does.
    return requestAgentStop({
      runtimeUrl: this.#runtimeUrl,
      transport: this.#resolvedTransport ?? (await this.resolveTransport()),
      agentId: this.routedAgentId(),
      threadId: this.threadId,
      headers: this.headers,
      ...(this.credentials && { credentials: this.credentials }),
      fetch: this.fetch,
    });
  }

  /** The concrete transport, probing `/info` once (cached; a failed probe is retried next time) when `auto`. */
  async resolveTransport(): Promise<"rest" | "single"> {
    if (this.#resolvedTransport) return this.#resolvedTransport;
    this.#probe ??= fetchRuntimeInfo({
      runtimeUrl: this.#runtimeUrl,
      transport: "auto",
      fetch: this.fetch,
      headers: this.headers,
      ...(this.credentials && { credentials: this.credentials }),
    }).then(
      ({ transport }) => (this.#resolvedTransport = transport),
      (error: unknown) => {
        this.#probe = undefined;
        throw error;
      },
    );
    return this.#probe;
  }

  override clone(): ProxiedCopilotRuntimeAgent {
    const copy = new ProxiedCopilotRuntimeAgent({
      ...this.#config,
      ...agentCopyConfig(this),
      runtimeUrl: this.#runtimeUrl,
      transport: this.transport,
      headers: { ...this.headers },
      ...(this.credentials && { credentials: this.credentials }),
      fetch: this.fetch,
      scheduler: this.scheduler,
      runtimeMode: this.runtimeMode,
      ...(this.intelligence && { intelligence: this.intelligence }),
      ...(this.realtime && { realtime: this.realtime }),
      ...(this.realtimeClient && { realtimeClient: this.realtimeClient }),
    });
    copy.subscribers = [...this.subscribers];
    copy.pendingInterrupts = structuredClone(this.pendingInterrupts);
    copy.attachmentReferences = this.attachmentReferences;
    copy.#sentAttachments = this.#sentAttachments;
    for (const [threadId, id] of this.#cursors) copy.#cursors.set(threadId, id);
    return copy;
  }

  /** Whether the runtime announced a realtime socket whose code (a lazy chunk) is not loaded yet. */
  #awaitsRealtime(): boolean {
    return !this.#eventTransport && Boolean(this.realtime?.wsUrl) && loadedRealtime() === undefined;
  }

  /** The realtime delegate runs and connects go through now, without creating one (none with an event transport). */
  #delegateInUse(): IntelligenceDelegate | undefined {
    return this.realtime?.wsUrl ? this.#delegate : undefined;
  }

  /**
   * The WebSocket delegate when the runtime announced a realtime socket (and no event transport was
   * injected); created on first use, replaced when the realtime socket changes.
   */
  #intelligenceDelegate(): IntelligenceDelegate | undefined {
    const announced = this.realtime?.wsUrl;
    if (this.#eventTransport || !announced) return undefined;
    const wsUrl = resolveRealtimeUrl(announced, this.#runtimeUrl);
    let client = this.realtimeClient;
    if (!client) {
      if (this.#ownRealtimeClient?.url !== wsUrl) {
        this.#ownRealtimeClient?.close();
        this.#ownRealtimeClient = new (loadedRealtime()!.RealtimeClient)({
          url: wsUrl,
          ...(this.#config.webSocket && { WebSocket: this.#config.webSocket }),
          headers: () => this.headers,
        });
      }
      client = this.#ownRealtimeClient;
    }
    if (this.#delegate?.agent.transport.client !== client) {
      this.#delegate?.dispose();
      this.#delegate = new (loadedRealtime()!.IntelligenceDelegate)(this, { client, runtimeAgentId: this.routedAgentId(), scheduler: this.scheduler });
    }
    return this.#delegate;
  }

  #resetTransport(): void {
    this.#resolvedTransport = this.#transport === "auto" ? undefined : this.#transport;
    this.#probe = undefined;
  }

  #restUrl(operation: string): string {
    const id = this.runtimeAgentId ?? this.agentId;
    return id ? `${this.#runtimeUrl}/agent/${encodeURIComponent(id)}/${operation}` : this.#runtimeUrl;
  }

  /** A streaming request to this agent's runtime, with the agent's headers (`headers` on top) and credentials. */
  #send(transport: "rest" | "single", method: RuntimeMethod, body: unknown, signal: AbortSignal, headers?: Record<string, string>): Promise<Response> {
    const { url, init } = createRuntimeRequest({
      runtimeUrl: this.#runtimeUrl,
      transport,
      method,
      agentId: this.routedAgentId(),
      body,
      headers: { ...this.headers, ...headers },
      stream: true,
      signal,
      ...(this.credentials && { credentials: this.credentials }),
    });
    return this.fetch(url, init);
  }

  /** One run or connect over HTTP + SSE, resumed from the thread's last event id after a drop. */
  #stream(method: "agent/run" | "agent/connect", input: RunAgentInput): Observable<BaseEvent> {
    let transport: Promise<"rest" | "single"> | undefined;
    return resumableEventStream({
      method,
      input,
      signal: this.abortController.signal,
      reconnect: this.#reconnect,
      lastEventId: () => this.#cursors.get(input.threadId),
      onEventId: (id) => this.#cursors.set(input.threadId, id),
      send: async ({ method: current, body, headers, signal }) => {
        transport ??= this.resolveTransport();
        const resolved = await transport;
        const send = (payload: unknown) => this.#send(resolved, current, payload, signal, headers);
        return this.attachmentReferences ? sendWithReferences(this.#sentAttachments, current, body as RunAgentInput, send) : send(body);
      },
    });
  }

  /**
   * Sends a suggestion request (`agent/suggest`, a run outside any thread) for `input` to this
   * agent's runtime and resolves its event stream response. Attachments the runtime stores for
   * `input.threadId` go as references, as for runs: known from the runs of `conversation` (the
   * agent whose conversation is continued; default this one) when it talks to the same runtime.
   */
  async requestSuggestions(input: RunAgentInput, signal: AbortSignal, conversation: ProxiedCopilotRuntimeAgent = this): Promise<Response> {
    const transport = await this.resolveTransport();
    const send = (body: unknown) => this.#send(transport, "agent/suggest", body, signal);
    if (!this.attachmentReferences) return send(input);
    const sent = conversation.#runtimeUrl === this.#runtimeUrl ? conversation.#sentAttachments : this.#sentAttachments;
    return sendWithReferences(sent, "agent/suggest", input, send);
  }
}

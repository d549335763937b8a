import { DestroyRef, Injectable, inject, signal, type Signal } from "@angular/core";
import type { AbstractAgent } from "@ag-ui/client";
import { CopilotKitCore, CopilotKitCoreRuntimeConnectionStatus, type GetSuggestionsResult } from "@wingman/core";
import { runtimeTransportOf } from "@wingman/core/internal";
import { RendererRegistry, configuredTools } from "@wingman/core/chat";
import { COPILOT_KIT_CONFIG, type CopilotKitConfig } from "./copilot-kit-config.js";
import { humanInTheLoopRenderer } from "../tools/human-in-the-loop-renderer.js";
import { mcpAppsActivityMessageRenderer } from "../mcp-apps/mcp-apps-activity-renderer.js";
import type { AngularActivityMessageRenderer, AngularToolCallRenderer } from "../types.js";

const NO_SUGGESTIONS: GetSuggestionsResult = { suggestions: [], isLoading: false };

/** What `CopilotKit.updateRuntime` (and `[copilotkitConfig]`) changes; what is undefined stays as it is. */
export interface RuntimeUpdate {
  runtimeUrl?: string;
  headers?: Record<string, string>;
  properties?: Record<string, unknown>;
  /** Agents that run in the page; they replace the local agents given before. */
  agents?: Record<string, AbstractAgent>;
  /** As CopilotKit's: merged over `agents` (these win on a shared id). */
  selfManagedAgents?: Record<string, AbstractAgent>;
}

/**
 * The app's CopilotKit: one `CopilotKitCore` (created by `provideCopilotKit`) and its state as
 * signals. Every `inject*`/`register*` function and chat component reads this service.
 *
 * @example
 * const copilotkit = inject(CopilotKit);
 * const connected = computed(() => copilotkit.runtimeConnectionStatus() === "connected");
 */
@Injectable()
export class CopilotKit {
  /** The framework-free client: run agents, add context, read threads… */
  readonly core: CopilotKitCore;
  /** Tool-call renderers: the configured ones plus those registered by components. */
  readonly toolCallRenderers: RendererRegistry<AngularToolCallRenderer<any>>;
  readonly activityMessageRenderers: RendererRegistry<AngularActivityMessageRenderer<any>>;

  readonly #agents = signal<Readonly<Record<string, AbstractAgent>>>({});
  readonly #status = signal(CopilotKitCoreRuntimeConnectionStatus.Disconnected);
  readonly #headers = signal<Readonly<Record<string, string>>>({});
  readonly #executing = signal<ReadonlySet<string>>(new Set());
  readonly #suggestions = signal<Readonly<Record<string, GetSuggestionsResult>>>({});
  readonly #renderersVersion = signal(0);

  /** The agents by id (runtime agents once `/info` answered, plus local ones). */
  readonly agents: Signal<Readonly<Record<string, AbstractAgent>>> = this.#agents.asReadonly();
  readonly runtimeConnectionStatus: Signal<CopilotKitCoreRuntimeConnectionStatus> = this.#status.asReadonly();
  readonly headers: Signal<Readonly<Record<string, string>>> = this.#headers.asReadonly();
  /** The tool calls whose handlers are running now. */
  readonly executingToolCallIds: Signal<ReadonlySet<string>> = this.#executing.asReadonly();
  /** Suggestions and loading state per agent id (agents without any are absent). */
  readonly suggestionsByAgent: Signal<Readonly<Record<string, GetSuggestionsResult>>> = this.#suggestions.asReadonly();
  /** Increases whenever a tool-call or activity renderer is added or removed. */
  readonly renderersVersion: Signal<number> = this.#renderersVersion.asReadonly();

  constructor() {
    const config: CopilotKitConfig = inject(COPILOT_KIT_CONFIG);
    const { frontendTools = [], humanInTheLoop = [] } = config;
    const { tools, renderers: toolRenderers } = configuredTools<AngularToolCallRenderer<any>, (typeof humanInTheLoop)[number]>({
      frontendTools,
      humanInTheLoop,
      renderToolCalls: config.renderToolCalls ?? [],
      humanInTheLoopRenderer: (tool) => humanInTheLoopRenderer(tool, undefined),
      declaredIn: "configured in provideCopilotKit",
      registerWith: "registerHumanInTheLoop",
    });

    this.core = new CopilotKitCore({
      ...(config.runtimeUrl !== undefined && { runtimeUrl: config.runtimeUrl }),
      runtimeTransport: runtimeTransportOf(config.useSingleEndpoint),
      deferInitialConnection: true,
      headers: config.headers ?? {},
      ...(config.credentials !== undefined && { credentials: config.credentials }),
      properties: config.properties ?? {},
      ...(config.agents__unsafe_dev_only && { agents__unsafe_dev_only: config.agents__unsafe_dev_only }),
      tools,
      ...(config.suggestionsConfig && { suggestionsConfig: config.suggestionsConfig }),
      ...(config.defaultThrottleMs !== undefined && { defaultThrottleMs: config.defaultThrottleMs }),
      ...(config.fetch && { fetch: config.fetch }),
    });
    this.toolCallRenderers = new RendererRegistry<AngularToolCallRenderer<any>>((renderer) => renderer.name, toolRenderers);
    this.activityMessageRenderers = new RendererRegistry<AngularActivityMessageRenderer<any>>(
      (renderer) => renderer.activityType,
      // Built in first: a configured renderer for the same type replaces it.
      [mcpAppsActivityMessageRenderer, ...(config.renderActivityMessages ?? [])],
    );

    const core = this.core;
    const suggestionsOf = (agentId: string) => {
      const current = core.getSuggestions(agentId);
      this.#suggestions.update((all) => ({ ...all, [agentId]: current.suggestions.length === 0 && !current.isLoading ? NO_SUGGESTIONS : current }));
    };
    const sync = () => {
      this.#agents.set(core.agents);
      this.#status.set(core.runtimeConnectionStatus);
      this.#headers.set(core.headers);
    };
    sync();
    const subscription = core.subscribe({
      onAgentsChanged: sync,
      onRuntimeConnectionStatusChanged: sync,
      onHeadersChanged: sync,
      onToolExecutionStart: () => this.#executing.set(core.executingToolCallIds),
      onToolExecutionEnd: () => this.#executing.set(core.executingToolCallIds),
      onSuggestionsChanged: ({ agentId }) => suggestionsOf(agentId),
      onSuggestionsStartedLoading: ({ agentId }) => suggestionsOf(agentId),
      onSuggestionsFinishedLoading: ({ agentId }) => suggestionsOf(agentId),
      onError: ({ error, code, context }) => {
        if (config.onError) config.onError({ error, code, context });
        else console.error(`[wingman] Error (${code}):`, error);
      },
    });
    const bump = () => this.#renderersVersion.update((version) => version + 1);
    const unsubscribeTools = this.toolCallRenderers.subscribe(bump);
    const unsubscribeActivity = this.activityMessageRenderers.subscribe(bump);
    let active = true;
    let detachInspector: (() => void) | undefined;
    const showDevConsole = config.showDevConsole ?? false;
    if (showDevConsole !== false) {
      import("@wingman/inspector").then(
        ({ attachInspector }) => {
          if (active) detachInspector = attachInspector(core, { enabled: showDevConsole }).detach;
        },
        (error: unknown) => console.warn("[wingman] The dev console could not be loaded:", error),
      );
    }
    inject(DestroyRef).onDestroy(() => {
      active = false;
      detachInspector?.();
      subscription.unsubscribe();
      unsubscribeTools();
      unsubscribeActivity();
      core.dispose();
    });
    void core.connect();
  }

  /**
   * Changes the runtime URL (connecting to the new one), the headers, the properties and the local
   * agents; fields left undefined keep their value.
   */
  updateRuntime(update: RuntimeUpdate): void {
    const { runtimeUrl, headers, properties, agents, selfManagedAgents } = update;
    if (headers !== undefined) this.core.setHeaders(headers);
    if (properties !== undefined) this.core.setProperties(properties);
    if (agents !== undefined || selfManagedAgents !== undefined) this.core.setAgents__unsafe_dev_only({ ...agents, ...selfManagedAgents });
    if (runtimeUrl !== undefined) this.core.setRuntimeUrl(runtimeUrl);
  }

  /** Replaces the headers sent with every request. */
  setHeaders(headers: Record<string, string>): void {
    this.core.setHeaders(headers);
  }

  /**
   * The agent with this id. Before the runtime answered (or while it is unreachable), a provisional
   * agent stands in (one per id, `isReady` false); once connected, an unknown id throws.
   * Reads the `agents` and `runtimeConnectionStatus` signals, so it can be used in a `computed`.
   */
  resolveAgent(agentId: string): { agent: AbstractAgent; isReady: boolean } {
    this.agents();
    this.runtimeConnectionStatus();
    return this.core.resolveAgent(agentId);
  }

  /** The suggestions of one agent, as a value read from `suggestionsByAgent`. */
  suggestionsFor(agentId: string): GetSuggestionsResult {
    return this.suggestionsByAgent()[agentId] ?? NO_SUGGESTIONS;
  }
}

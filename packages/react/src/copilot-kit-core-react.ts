import { CopilotKitCore, WILDCARD_TOOL_NAME, type CopilotKitCoreConfig, type CopilotKitCoreSubscriber, type CopilotKitCoreSubscription } from "@wingman/core";
import type { ReactActivityMessageRenderer, ReactCustomMessageRenderer, ReactToolCallRenderer } from "./types.js";

export interface CopilotKitCoreReactConfig extends CopilotKitCoreConfig {
  renderToolCalls?: ReactToolCallRenderer<any>[];
  renderActivityMessages?: ReactActivityMessageRenderer<any>[];
  renderCustomMessages?: ReactCustomMessageRenderer[];
}

export interface CopilotKitCoreReactSubscriber extends CopilotKitCoreSubscriber {
  /** Any renderer list changed (provider props or hooks). */
  onRenderersChanged?(event: { copilotkit: CopilotKitCoreReact }): void;
}

const rendererKey = (name: string, agentId: string | undefined) => `${agentId ?? ""}\u0000${name}`;

/**
 * The core with the React renderers: tool-call, activity and custom-message renderers from the
 * provider, plus those registered by hooks (which win over the provider's for the same
 * agent and name). Hook registrations are reference-counted, so StrictMode double effects and
 * two components registering the same renderer never remove one another's.
 */
export class CopilotKitCoreReact extends CopilotKitCore {
  #renderToolCalls: ReactToolCallRenderer<any>[];
  #renderActivityMessages: ReactActivityMessageRenderer<any>[];
  #renderCustomMessages: ReactCustomMessageRenderer[];
  readonly #hookToolRenderers = new Map<string, Array<{ renderer: ReactToolCallRenderer<any> }>>();
  readonly #hookActivityRenderers: Array<{ renderer: ReactActivityMessageRenderer<any> }> = [];
  readonly #reactSubscribers = new Set<CopilotKitCoreReactSubscriber>();
  #mergedToolRenderers: ReactToolCallRenderer<any>[] | undefined;
  #mergedActivityRenderers: ReactActivityMessageRenderer<any>[] | undefined;
  #version = 0;

  constructor(config: CopilotKitCoreReactConfig = {}) {
    super(config);
    this.#renderToolCalls = config.renderToolCalls ?? [];
    this.#renderActivityMessages = config.renderActivityMessages ?? [];
    this.#renderCustomMessages = config.renderCustomMessages ?? [];
  }

  override subscribe(subscriber: CopilotKitCoreReactSubscriber): CopilotKitCoreSubscription {
    const subscription = super.subscribe(subscriber);
    if (subscriber.onRenderersChanged) this.#reactSubscribers.add(subscriber);
    return {
      unsubscribe: () => {
        this.#reactSubscribers.delete(subscriber);
        subscription.unsubscribe();
      },
    };
  }

  /** Changes on every renderer change: a cheap snapshot for `useSyncExternalStore`. */
  get renderersVersion(): number {
    return this.#version;
  }

  #renderersChanged(): void {
    this.#mergedToolRenderers = undefined;
    this.#mergedActivityRenderers = undefined;
    this.#version++;
    for (const subscriber of [...this.#reactSubscribers]) {
      try {
        subscriber.onRenderersChanged?.({ copilotkit: this });
      } catch (error) {
        console.error("Subscriber onRenderersChanged error:", error);
      }
    }
  }

  /** Provider and hook tool-call renderers; a hook's wins for the same agent and name. */
  get renderToolCalls(): readonly ReactToolCallRenderer<any>[] {
    if (!this.#mergedToolRenderers) {
      const merged = new Map<string, ReactToolCallRenderer<any>>();
      for (const renderer of this.#renderToolCalls) merged.set(rendererKey(renderer.name, renderer.agentId), renderer);
      for (const [key, entries] of this.#hookToolRenderers) {
        const latest = entries.at(-1);
        if (latest) merged.set(key, latest.renderer);
      }
      this.#mergedToolRenderers = [...merged.values()];
    }
    return this.#mergedToolRenderers;
  }

  get renderActivityMessages(): readonly ReactActivityMessageRenderer<any>[] {
    this.#mergedActivityRenderers ??= [...this.#hookActivityRenderers.map((entry) => entry.renderer), ...this.#renderActivityMessages];
    return this.#mergedActivityRenderers;
  }

  get renderCustomMessages(): readonly ReactCustomMessageRenderer[] {
    return this.#renderCustomMessages;
  }

  setRenderToolCalls(renderers: ReactToolCallRenderer<any>[]): void {
    this.#renderToolCalls = renderers;
    this.#renderersChanged();
  }

  setRenderActivityMessages(renderers: ReactActivityMessageRenderer<any>[]): void {
    this.#renderActivityMessages = renderers;
    this.#renderersChanged();
  }

  setRenderCustomMessages(renderers: ReactCustomMessageRenderer[]): void {
    this.#renderCustomMessages = renderers;
    this.#renderersChanged();
  }

  /** Registers a hook's tool-call renderer; the returned function removes this registration only. */
  addHookRenderToolCall(renderer: ReactToolCallRenderer<any>): () => void {
    const key = rendererKey(renderer.name, renderer.agentId);
    const entry = { renderer };
    const entries = this.#hookToolRenderers.get(key) ?? [];
    entries.push(entry);
    this.#hookToolRenderers.set(key, entries);
    this.#renderersChanged();
    return () => {
      const list = this.#hookToolRenderers.get(key);
      const index = list?.indexOf(entry) ?? -1;
      if (!list || index === -1) return;
      list.splice(index, 1);
      if (list.length === 0) this.#hookToolRenderers.delete(key);
      this.#renderersChanged();
    };
  }

  addHookRenderActivityMessage(renderer: ReactActivityMessageRenderer<any>): () => void {
    const entry = { renderer };
    this.#hookActivityRenderers.unshift(entry);
    this.#renderersChanged();
    return () => {
      const index = this.#hookActivityRenderers.indexOf(entry);
      if (index === -1) return;
      this.#hookActivityRenderers.splice(index, 1);
      this.#renderersChanged();
    };
  }

  /** The renderer for a call: name and agent, name without agent, `"*"` for the agent, `"*"`. */
  getToolCallRenderer(name: string, agentId: string | undefined): ReactToolCallRenderer<any> | undefined {
    const renderers = this.renderToolCalls;
    const find = (rendererName: string, scoped: boolean) =>
      renderers.find((renderer) => renderer.name === rendererName && (scoped ? renderer.agentId === agentId && agentId !== undefined : renderer.agentId === undefined));
    return find(name, true) ?? find(name, false) ?? find(WILDCARD_TOOL_NAME, true) ?? find(WILDCARD_TOOL_NAME, false);
  }

  /** Lets React commit pending renders (and effects that add context) before a follow-up run. */
  override async waitForPendingFrameworkUpdates(): Promise<void> {
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
}

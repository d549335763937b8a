import { CopilotKitCore, type CopilotKitCoreConfig, type CopilotKitCoreSubscriber, type CopilotKitCoreSubscription } from "@wingman/core";
import { RendererRegistry } from "@wingman/core/chat";
import type { ReactElement } from "react";
import type { ReactActivityMessageRenderer, ReactCustomMessageRenderer, ReactToolCallRenderer } from "../types.js";

/** The core's configuration plus the React renderers of tool calls, activity and custom messages. */
export interface CopilotKitCoreReactConfig extends CopilotKitCoreConfig {
  /** Components that render tool calls in the chat, by tool name (`"*"` for any). Default: none. */
  renderToolCalls?: ReactToolCallRenderer<any>[];
  /** Components that render activity messages, by activity type. Default: none. */
  renderActivityMessages?: ReactActivityMessageRenderer<any>[];
  /** Components shown before or after messages. Default: none. */
  renderCustomMessages?: ReactCustomMessageRenderer[];
}

/** A core subscriber that is also told when React renderers or the interrupt element change. */
export interface CopilotKitCoreReactSubscriber extends CopilotKitCoreSubscriber {
  /** Any renderer list changed (provider props or hooks). */
  onRenderersChanged?(event: { copilotkit: CopilotKitCoreReact }): void;
  /** The element `useInterrupt` shows inside `<CopilotChat>` changed. */
  onInterruptElementChanged?(event: { copilotkit: CopilotKitCoreReact; interruptElement: ReactElement | null }): void;
}

/**
 * The core with the React renderers: tool-call, activity and custom-message renderers from the
 * provider, plus those registered by hooks (which win over the provider's for the same
 * agent and name). Hook registrations are reference-counted, so StrictMode double effects and
 * two components registering the same renderer never remove one another's. The bookkeeping is
 * the core's `RendererRegistry`, shared with the other bindings.
 */
export class CopilotKitCoreReact extends CopilotKitCore {
  readonly #toolRenderers: RendererRegistry<ReactToolCallRenderer<any>>;
  readonly #activityRenderers: RendererRegistry<ReactActivityMessageRenderer<any>>;
  #renderCustomMessages: ReactCustomMessageRenderer[];
  readonly #reactSubscribers = new Set<CopilotKitCoreReactSubscriber>();
  #version = 0;
  #interruptElement: ReactElement | null = null;

  constructor(config: CopilotKitCoreReactConfig = {}) {
    super(config);
    this.#toolRenderers = new RendererRegistry((renderer) => renderer.name, config.renderToolCalls ?? []);
    this.#activityRenderers = new RendererRegistry((renderer) => renderer.activityType, config.renderActivityMessages ?? []);
    this.#renderCustomMessages = config.renderCustomMessages ?? [];
    this.#toolRenderers.subscribe(() => this.#renderersChanged());
    this.#activityRenderers.subscribe(() => this.#renderersChanged());
  }

  override subscribe(subscriber: CopilotKitCoreReactSubscriber): CopilotKitCoreSubscription {
    const subscription = super.subscribe(subscriber);
    if (subscriber.onRenderersChanged || subscriber.onInterruptElementChanged) this.#reactSubscribers.add(subscriber);
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

  /** What `useInterrupt` (with `renderInChat`, the default) shows after the chat's messages. */
  get interruptElement(): ReactElement | null {
    return this.#interruptElement;
  }

  setInterruptElement(element: ReactElement | null): void {
    if (element === this.#interruptElement) return;
    this.#interruptElement = element;
    for (const subscriber of [...this.#reactSubscribers]) {
      try {
        subscriber.onInterruptElementChanged?.({ copilotkit: this, interruptElement: element });
      } catch (error) {
        console.error("Subscriber onInterruptElementChanged error:", error);
      }
    }
  }

  #renderersChanged(): void {
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
    return this.#toolRenderers.renderers;
  }

  /** Provider and hook activity renderers; a hook's wins for the same agent and activity type. */
  get renderActivityMessages(): readonly ReactActivityMessageRenderer<any>[] {
    return this.#activityRenderers.renderers;
  }

  get renderCustomMessages(): readonly ReactCustomMessageRenderer[] {
    return this.#renderCustomMessages;
  }

  setRenderToolCalls(renderers: ReactToolCallRenderer<any>[]): void {
    this.#toolRenderers.setConfigured(renderers);
  }

  setRenderActivityMessages(renderers: ReactActivityMessageRenderer<any>[]): void {
    this.#activityRenderers.setConfigured(renderers);
  }

  setRenderCustomMessages(renderers: ReactCustomMessageRenderer[]): void {
    this.#renderCustomMessages = renderers;
    this.#renderersChanged();
  }

  /** Registers a hook's tool-call renderer; the returned function removes this registration only. */
  addHookRenderToolCall(renderer: ReactToolCallRenderer<any>): () => void {
    return this.#toolRenderers.add(renderer);
  }

  /** Registers a hook's activity renderer; the returned function removes this registration only. */
  addHookRenderActivityMessage(renderer: ReactActivityMessageRenderer<any>): () => void {
    return this.#activityRenderers.add(renderer);
  }

  /** The renderer for a call: name and agent, name without agent, name for another agent, `"*"` for the agent, `"*"`. */
  getToolCallRenderer(name: string, agentId: string | undefined): ReactToolCallRenderer<any> | undefined {
    const found = this.#toolRenderers.find(name, agentId);
    // Another agent's renderer of this tool comes before the wildcard, as in CopilotKit.
    return found?.name === name ? found : (this.#toolRenderers.renderers.find((renderer) => renderer.name === name) ?? found);
  }

  /** The renderer for an activity type: type and agent, type without agent, `"*"` for the agent, `"*"`. */
  getActivityMessageRenderer(activityType: string, agentId: string | undefined): ReactActivityMessageRenderer<any> | undefined {
    return this.#activityRenderers.find(activityType, agentId);
  }
}

import { DestroyRef, computed, inject, type Signal } from "@angular/core";
import type { Suggestion, SuggestionsConfig } from "@wingman/core";
import { CopilotChatConfiguration } from "../chat/copilot-chat-configuration.js";
import { CopilotKit } from "../provider/copilot-kit.js";

/** Signals of an agent's current suggestions, with methods to reload or clear them. */
export interface SuggestionsStore {
  readonly suggestions: Signal<Suggestion[]>;
  readonly isLoading: Signal<boolean>;
  reloadSuggestions(): Promise<void>;
  clearSuggestions(): void;
}

/**
 * The agent's suggestions as the core publishes them (static at once, dynamic as they stream in).
 *
 * @example
 * readonly suggestions = injectSuggestions({ agentId: "default" });
 */
export function injectSuggestions(options: { agentId?: string } = {}): SuggestionsStore {
  const copilotkit = inject(CopilotKit);
  const chat = inject(CopilotChatConfiguration, { optional: true });
  const agentId = computed(() => options.agentId ?? chat?.agentId() ?? "default");
  const current = computed(() => copilotkit.suggestionsFor(agentId()));
  return {
    suggestions: computed(() => current().suggestions),
    isLoading: computed(() => current().isLoading),
    reloadSuggestions: () => copilotkit.core.reloadSuggestions(agentId()),
    clearSuggestions: () => copilotkit.core.clearSuggestions(agentId()),
  };
}

/**
 * Registers a suggestions configuration until the calling component is destroyed and loads the
 * suggestions of the agents it applies to (now, and when they appear after `/info`).
 *
 * @example
 * registerSuggestions({ instructions: "Suggest follow-up questions about the order", maxSuggestions: 2 });
 * registerSuggestions({ suggestions: [{ title: "Say hi", message: "hello" }] });
 */
export function registerSuggestions(config: SuggestionsConfig): () => void {
  const core = inject(CopilotKit).core;
  const chat = inject(CopilotChatConfiguration, { optional: true });
  if (config.available === "disabled") return () => {};
  const id = core.addSuggestionsConfig(config);
  const consumer = config.consumerAgentId;
  const loaded = new Set<string>();
  const targets = () => (consumer && consumer !== "*" ? [consumer] : [...new Set([chat?.agentId() ?? "default", ...Object.keys(core.agents)])]);
  const load = () => {
    for (const agentId of targets()) {
      const agent = core.getAgent(agentId);
      if (!agent || agent.isRunning || loaded.has(agentId)) continue;
      loaded.add(agentId);
      void core.reloadSuggestions(agentId);
    }
  };
  load();
  const subscription = core.subscribe({ onAgentsChanged: load });
  let done = false;
  const unregister = () => {
    if (done) return;
    done = true;
    subscription.unsubscribe();
    core.removeSuggestionsConfig(id);
    for (const agentId of loaded) core.clearSuggestions(agentId);
  };
  inject(DestroyRef).onDestroy(unregister);
  return unregister;
}

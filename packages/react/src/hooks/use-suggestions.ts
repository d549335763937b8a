import type { Suggestion, SuggestionsConfig } from "@wingman/core";
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { useCopilotChatConfiguration } from "../chat/copilot-chat-configuration.js";
import { useCopilotKit } from "../provider/copilot-kit-context.js";

const NO_SUGGESTIONS: Suggestion[] = [];

/**
 * The agent's suggestions as the core publishes them (static at once, dynamic as they stream),
 * with reload and clear.
 */
export function useSuggestions(options: { agentId?: string } = {}): {
  suggestions: Suggestion[];
  isLoading: boolean;
  reloadSuggestions: () => Promise<void>;
  clearSuggestions: () => void;
} {
  const { copilotkit } = useCopilotKit();
  const chat = useCopilotChatConfiguration();
  const agentId = options.agentId ?? chat?.agentId ?? "default";
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = copilotkit.subscribe({
        onSuggestionsChanged: (event) => void (event.agentId === agentId && onChange()),
        onSuggestionsStartedLoading: (event) => void (event.agentId === agentId && onChange()),
        onSuggestionsFinishedLoading: (event) => void (event.agentId === agentId && onChange()),
      });
      return () => subscription.unsubscribe();
    },
    [copilotkit, agentId],
  );
  const getSuggestions = () => {
    const current = copilotkit.getSuggestions(agentId).suggestions;
    return current.length === 0 ? NO_SUGGESTIONS : current;
  };
  const getIsLoading = () => copilotkit.getSuggestions(agentId).isLoading;
  const suggestions = useSyncExternalStore(subscribe, getSuggestions, getSuggestions);
  const isLoading = useSyncExternalStore(subscribe, getIsLoading, getIsLoading);
  const reloadSuggestions = useCallback(() => copilotkit.reloadSuggestions(agentId), [copilotkit, agentId]);
  const clearSuggestions = useCallback(() => copilotkit.clearSuggestions(agentId), [copilotkit, agentId]);
  return useMemo(
    () => ({ suggestions, isLoading, reloadSuggestions, clearSuggestions }),
    [suggestions, isLoading, reloadSuggestions, clearSuggestions],
  );
}

/**
 * Registers a suggestions configuration while mounted (`null` registers nothing) and loads the
 * chat agent's suggestions. Re-registered only when the serialised config or `deps` change.
 *
 * @example
 * useConfigureSuggestions({ instructions: "Suggest follow-up questions about the order", maxSuggestions: 2 });
 */
export function useConfigureSuggestions(config: SuggestionsConfig | null, deps: readonly unknown[] = []): void {
  const { copilotkit } = useCopilotKit();
  const chat = useCopilotChatConfiguration();
  const chatAgentId = chat?.agentId ?? "default";
  const configKey = config ? JSON.stringify(config) : null;
  const depsKey = JSON.stringify(deps);
  const latest = useRef(config);
  latest.current = config;
  useEffect(() => {
    if (!configKey || !latest.current) return;
    if ((latest.current.available ?? "") === "disabled") return;
    const id = copilotkit.addSuggestionsConfig(latest.current);
    const consumer = latest.current.consumerAgentId;
    const loaded = new Set<string>();
    const targets = () => (consumer && consumer !== "*" ? [consumer] : [...new Set([chatAgentId, ...Object.keys(copilotkit.agents)])]);
    const load = () => {
      for (const agentId of targets()) {
        const agent = copilotkit.getAgent(agentId);
        if (!agent || agent.isRunning || loaded.has(agentId)) continue;
        loaded.add(agentId);
        void copilotkit.reloadSuggestions(agentId);
      }
    };
    load();
    // Agents that appear later (the runtime answered after mount) get their suggestions then.
    const subscription = copilotkit.subscribe({ onAgentsChanged: load });
    return () => {
      subscription.unsubscribe();
      copilotkit.removeSuggestionsConfig(id);
      for (const agentId of loaded) copilotkit.clearSuggestions(agentId);
    };
  }, [copilotkit, configKey, depsKey, chatAgentId]);
}

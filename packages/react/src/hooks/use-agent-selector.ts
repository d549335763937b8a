import type { AbstractAgent } from "@ag-ui/client";
import { AgentSnapshot } from "@wingman/core/chat";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useCopilotKit } from "../provider/copilot-kit-context.js";

/**
 * A value derived from an agent, re-rendering only when it changes (compared with `Object.is`).
 * The core batches message and state notifications per frame.
 */
export function useAgentSelector<T>(agent: AbstractAgent, select: (agent: AbstractAgent) => T, options: { throttleMs?: number } = {}): T {
  const { copilotkit } = useCopilotKit();
  const { throttleMs } = options;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = copilotkit.subscribeToAgentWithOptions(
        agent,
        { onMessagesChanged: onChange, onStateChanged: onChange, onRunInitialized: onChange, onRunFinalized: onChange, onRunFailed: onChange },
        throttleMs === undefined ? {} : { throttleMs },
      );
      return () => subscription.unsubscribe();
    },
    [copilotkit, agent, throttleMs],
  );
  const getSnapshot = () => select(agent);
  // The server renders the same first snapshot the client hydrates with (no run has started yet).
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * The agent's messages, re-rendering once per (frame-batched) messages notification. The value is
 * the core's `AgentSnapshot`: it changes only on notifications (never an object the core is still
 * writing), is a new array after each change, and unchanged messages keep their identity, which
 * keeps memoised rows from re-rendering.
 */
export function useAgentMessages(agent: AbstractAgent, options: { throttleMs?: number } = {}): AbstractAgent["messages"] {
  const { copilotkit } = useCopilotKit();
  const { throttleMs } = options;
  const snapshot = useMemo(() => new AgentSnapshot(copilotkit, agent, throttleMs === undefined ? {} : { throttleMs }), [copilotkit, agent, throttleMs]);
  const subscribe = useCallback((onChange: () => void) => snapshot.subscribe((change) => change.messages && onChange()), [snapshot]);
  const getSnapshot = () => snapshot.messages;
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot) as AbstractAgent["messages"];
}

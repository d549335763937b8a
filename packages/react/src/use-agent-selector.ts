import type { AbstractAgent } from "@ag-ui/client";
import { useCallback, useMemo, useRef, useSyncExternalStore } from "react";
import { useCopilotKit } from "./copilot-kit-context.js";

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
  return useSyncExternalStore(subscribe, () => select(agent));
}

/**
 * The agent's messages, re-rendering once per (frame-batched) messages notification. The array is
 * a fresh shallow copy per notification (so in-place `addMessage` is seen); message objects keep
 * their identity when unchanged, which keeps memoised rows from re-rendering.
 */
export function useAgentMessages(agent: AbstractAgent, options: { throttleMs?: number } = {}): AbstractAgent["messages"] {
  const { copilotkit } = useCopilotKit();
  const { throttleMs } = options;
  const version = useRef(0);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const bump = () => {
        version.current++;
        onChange();
      };
      const subscription = copilotkit.subscribeToAgentWithOptions(agent, { onMessagesChanged: bump, onRunFinalized: bump }, throttleMs === undefined ? {} : { throttleMs });
      return () => subscription.unsubscribe();
    },
    [copilotkit, agent, throttleMs],
  );
  const current = useSyncExternalStore(subscribe, () => version.current);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => [...agent.messages], [agent, current]);
}

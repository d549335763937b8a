import { useCallback, useSyncExternalStore } from "react";
import { useCopilotKit } from "../provider/copilot-kit-context.js";

/** Whether this tool call's handler is running; re-renders only when that answer changes. */
export function useIsToolCallExecuting(toolCallId: string): boolean {
  const { copilotkit } = useCopilotKit();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = copilotkit.subscribe({ onToolExecutionStart: onChange, onToolExecutionEnd: onChange });
      return () => subscription.unsubscribe();
    },
    [copilotkit],
  );
  const getSnapshot = () => copilotkit.executingToolCallIds.has(toolCallId);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Re-renders when any renderer list changes; returns the change counter. */
export function useRenderersVersion(): number {
  const { copilotkit } = useCopilotKit();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = copilotkit.subscribe({ onRenderersChanged: onChange });
      return () => subscription.unsubscribe();
    },
    [copilotkit],
  );
  const getSnapshot = () => copilotkit.renderersVersion;
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

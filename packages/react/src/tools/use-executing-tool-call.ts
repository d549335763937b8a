import { useCallback, useSyncExternalStore } from "react";
import { useCopilotKit } from "../provider/copilot-kit-context.js";
import { endedToolCallResults } from "./ended-tool-call-results.js";

/** Whether this tool call's handler is running; re-renders only when that answer changes. */
export function useIsToolCallExecuting(toolCallId: string): boolean {
  const { copilotkit } = useCopilotKit();
  const getSnapshot = () => copilotkit.executingToolCallIds.has(toolCallId);
  return useSyncExternalStore(useToolExecutionChanges(), getSnapshot, getSnapshot);
}

/** A `useSyncExternalStore` subscription to the starts and ends of tool handlers. */
function useToolExecutionChanges(): (onChange: () => void) => () => void {
  const { copilotkit } = useCopilotKit();
  return useCallback(
    (onChange: () => void) => {
      const subscription = copilotkit.subscribe({ onToolExecutionStart: onChange, onToolExecutionEnd: onChange });
      return () => subscription.unsubscribe();
    },
    [copilotkit],
  );
}

/**
 * The result this tool call's handler ended with, until its tool message arrives (see
 * `endedToolCallResults`); undefined while it runs or when it never ran here.
 */
export function useEndedToolCallResult(toolCallId: string): string | undefined {
  const { copilotkit } = useCopilotKit();
  const results = endedToolCallResults(copilotkit);
  const getSnapshot = () => results.get(toolCallId);
  return useSyncExternalStore(useToolExecutionChanges(), getSnapshot, getSnapshot);
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

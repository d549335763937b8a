import type { AbstractAgent, AgentSubscriber } from "@ag-ui/client";

const HOOK_NAMES = [
  "onRunInitialized",
  "onRunFailed",
  "onRunFinalized",
  "onEvent",
  "onRunStartedEvent",
  "onRunFinishedEvent",
  "onRunErrorEvent",
  "onStepStartedEvent",
  "onStepFinishedEvent",
  "onSubagentStartedEvent",
  "onSubagentFinishedEvent",
  "onSubagentErrorEvent",
  "onTextMessageStartEvent",
  "onTextMessageContentEvent",
  "onTextMessageEndEvent",
  "onToolCallStartEvent",
  "onToolCallArgsEvent",
  "onToolCallEndEvent",
  "onToolCallResultEvent",
  "onStateSnapshotEvent",
  "onStateDeltaEvent",
  "onMessagesSnapshotEvent",
  "onActivitySnapshotEvent",
  "onActivityDeltaEvent",
  "onRawEvent",
  "onCustomEvent",
  "onReasoningStartEvent",
  "onReasoningMessageStartEvent",
  "onReasoningMessageContentEvent",
  "onReasoningMessageEndEvent",
  "onReasoningEndEvent",
  "onReasoningEncryptedValueEvent",
  "onMessagesChanged",
  "onStateChanged",
  "onNewMessage",
  "onNewToolCall",
] as const satisfies ReadonlyArray<keyof AgentSubscriber>;

type AnyHook = (this: AgentSubscriber, params: Record<string, unknown>) => unknown;

/**
 * One subscriber standing for a changing set: each hook is passed on, in order, to the
 * subscribers `current()` returns at that moment, with `agent` replaced by `agent` (the agent they
 * subscribed to). What they return is not used: they observe, they do not steer the run.
 */
export function createAgentSubscriberFanOut(current: () => readonly AgentSubscriber[], agent: AbstractAgent): AgentSubscriber {
  const fanOut: Record<string, AnyHook> = {};
  for (const name of HOOK_NAMES) {
    fanOut[name] = (params) => {
      const pending: Promise<unknown>[] = [];
      for (const subscriber of current()) {
        const hook = subscriber[name] as AnyHook | undefined;
        if (typeof hook !== "function") continue;
        try {
          const result = hook.call(subscriber, { ...params, agent });
          if (result instanceof Promise) pending.push(result.catch((error: unknown) => console.error("Subscriber error:", error)));
        } catch (error) {
          console.error("Subscriber error:", error);
        }
      }
      return pending.length > 0 ? Promise.all(pending).then(() => undefined) : undefined;
    };
  }
  return fanOut as AgentSubscriber;
}

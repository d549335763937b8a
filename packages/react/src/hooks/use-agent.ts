import type { AbstractAgent } from "@ag-ui/client";
import type { CopilotKitCore } from "@wingman/core";
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { useCopilotChatConfiguration } from "../chat/copilot-chat-configuration.js";
import { useCopilotKit } from "../provider/copilot-kit-context.js";

/** Which agent changes re-render a `useAgent` consumer. */
export enum UseAgentUpdate {
  OnMessagesChanged = "OnMessagesChanged",
  OnStateChanged = "OnStateChanged",
  OnRunStatusChanged = "OnRunStatusChanged",
}

const ALL_UPDATES = [UseAgentUpdate.OnMessagesChanged, UseAgentUpdate.OnStateChanged, UseAgentUpdate.OnRunStatusChanged];

/** Which agent `useAgent` returns and which of its changes re-render. Default: the chat's agent, every change. */
export interface UseAgentProps {
  /** Default: the chat's agent, else `"default"`. */
  agentId?: string;
  /** Written to `agent.threadId`. */
  threadId?: string;
  /** Default: every kind; `[]` never re-renders on agent changes. */
  updates?: UseAgentUpdate[];
  /** Throttle of messages/state re-renders in ms (default: the provider's). */
  throttleMs?: number;
  /**
   * Routes this (local) `agentId` to another runtime agent: several chats can then hold their own
   * threads on one runtime agent. Needs an explicit `agentId`; the registration ends on unmount.
   */
  runtimeAgentId?: string;
}

/** Re-renders on agent-set and connection-status changes; returns the resolved agent. */
function useResolvedAgent(agentId: string, registering: boolean): { agent: AbstractAgent; isReady: boolean } {
  const { copilotkit } = useCopilotKit();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = copilotkit.subscribe({ onAgentsChanged: onChange, onRuntimeConnectionStatusChanged: onChange });
      return () => subscription.unsubscribe();
    },
    [copilotkit],
  );
  // Re-render when the agent set or the connection changes; the core decides what stands in meanwhile.
  const getAgentSnapshot = () => copilotkit.getAgent(agentId);
  const getStatusSnapshot = () => copilotkit.runtimeConnectionStatus;
  useSyncExternalStore(subscribe, getAgentSnapshot, getAgentSnapshot);
  useSyncExternalStore(subscribe, getStatusSnapshot, getStatusSnapshot);
  return copilotkit.resolveAgent(agentId, { pending: registering });
}

/**
 * An agent and a re-render whenever the chosen kinds of change happen (messages and state are
 * batched per frame by the core and can be throttled further). Before the runtime answers, a
 * provisional agent is returned with `isReady: false`.
 *
 * @example
 * const { agent } = useAgent({ agentId: "default" });
 * return <p>{agent.messages.length} messages, {agent.isRunning ? "running" : "idle"}</p>;
 */
export function useAgent(props: UseAgentProps = {}): { agent: AbstractAgent; isReady: boolean } {
  const { copilotkit } = useCopilotKit();
  const chat = useCopilotChatConfiguration();
  const agentId = props.agentId ?? chat?.agentId ?? "default";
  const { runtimeAgentId } = props;
  if (runtimeAgentId !== undefined && props.agentId === undefined) {
    throw new Error("useAgent: 'runtimeAgentId' needs an explicit 'agentId' (the local id to register)");
  }
  const { agent, isReady } = useResolvedAgent(agentId, runtimeAgentId !== undefined);
  const initialThreadId = useRef(props.threadId);
  useEffect(() => {
    if (runtimeAgentId === undefined) return;
    const registration = copilotkit.registerProxiedAgent({ agentId, runtimeAgentId });
    if (initialThreadId.current !== undefined) registration.agent.threadId = initialThreadId.current;
    return () => registration.unregister();
  }, [copilotkit, agentId, runtimeAgentId]);
  const updates = props.updates ?? ALL_UPDATES;
  const updatesKey = updates.join(",");
  const version = useRef(0);

  const subscribe = useCallback(
    (onChange: () => void) => {
      const kinds = new Set(updatesKey.split(","));
      const bump = () => {
        version.current++;
        onChange();
      };
      const subscriber: Parameters<CopilotKitCore["subscribeToAgentWithOptions"]>[1] = {};
      if (kinds.has(UseAgentUpdate.OnMessagesChanged)) subscriber.onMessagesChanged = bump;
      if (kinds.has(UseAgentUpdate.OnStateChanged)) subscriber.onStateChanged = bump;
      if (kinds.has(UseAgentUpdate.OnRunStatusChanged)) {
        subscriber.onRunInitialized = bump;
        subscriber.onRunFinalized = bump;
        subscriber.onRunFailed = bump;
      }
      if (Object.keys(subscriber).length === 0) return () => {};
      const subscription = copilotkit.subscribeToAgentWithOptions(
        agent,
        subscriber,
        props.throttleMs === undefined ? {} : { throttleMs: props.throttleMs },
      );
      return () => subscription.unsubscribe();
    },
    [copilotkit, agent, updatesKey, props.throttleMs],
  );
  const getVersion = () => version.current;
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);

  useEffect(() => {
    if (props.threadId !== undefined && agent.threadId !== props.threadId) agent.threadId = props.threadId;
  }, [agent, props.threadId]);

  // A new object per update, so memoised children that take it see the change.
  return useMemo(() => ({ agent, isReady, version: current }), [agent, isReady, current]);
}

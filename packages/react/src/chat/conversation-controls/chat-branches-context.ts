import type { AgentBranches } from "@wingman/core";
import type { MessageDeliveryStatus } from "@wingman/core/chat";
import { createContext, useContext, useSyncExternalStore } from "react";

/** Where the chat's user messages not yet delivered stand, and what their Retry does. */
export interface ChatDelivery {
  statusOf(messageId: string): MessageDeliveryStatus | undefined;
  retry(messageId: string): void;
}

/**
 * What the connected chat gives its messages: the agent's conversation controls, whether it is
 * busy, and the delivery of messages sent offline or not sent.
 */
export interface ChatBranchesValue {
  readonly branches: AgentBranches;
  readonly busy: boolean;
  readonly delivery?: ChatDelivery;
}

export const ChatBranchesContext = createContext<ChatBranchesValue | undefined>(undefined);

/** The connected chat's conversation controls (none outside `CopilotChat`), re-rendering on their changes. */
export function useChatBranches(): ChatBranchesValue | undefined {
  const value = useContext(ChatBranchesContext);
  const branches = value?.branches;
  useSyncExternalStore(
    (onChange) => branches?.subscribe(onChange) ?? (() => undefined),
    () => branches?.version ?? 0,
    () => 0,
  );
  return value;
}

/** Runs a conversation control; its failures reach the chat through the core's error events. */
export function runControl(action: Promise<unknown>): void {
  void action.catch(() => undefined);
}

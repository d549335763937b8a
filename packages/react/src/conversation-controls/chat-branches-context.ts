import type { AgentBranches } from "@wingman/core";
import { createContext, useContext, useSyncExternalStore } from "react";

/** What the connected chat gives its messages: the agent's conversation controls and whether it is busy. */
export interface ChatBranchesValue {
  readonly branches: AgentBranches;
  readonly busy: boolean;
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

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { CopilotChatDefaultLabels, mergeChatLabels, type CopilotChatLabels } from "@wingman/core/chat";

/** What `useCopilotChatConfiguration` returns: resolved labels, agent, thread and modal open state. */
export interface CopilotChatConfigurationValue {
  labels: CopilotChatLabels;
  agentId: string;
  threadId: string | undefined;
  isModalOpen: boolean;
  setModalOpen: (open: boolean) => void;
}

const ChatConfigurationContext = createContext<CopilotChatConfigurationValue | null>(null);

/** Props of `CopilotChatConfigurationProvider`: labels, agent and thread of the chats inside. */
export interface CopilotChatConfigurationProviderProps {
  /** The chats (and anything else) that read this configuration. */
  children?: ReactNode;
  /** Labels over the parent's (or the defaults, `CopilotChatDefaultLabels`). Default: none. */
  labels?: Partial<CopilotChatLabels>;
  /** The agent of the chats inside. Default: the parent's, else `"default"`. */
  agentId?: string;
  /** The thread of the chats inside. Default: the parent's, else a new one. */
  threadId?: string;
  /** Makes this provider own the open state of a popup or sidebar, starting open when true. Default: false. */
  isModalDefaultOpen?: boolean;
}

/**
 * Labels, agent, thread and open state for the chat components below. Labels merge the defaults,
 * then the parent's, then these (CopilotKit's key names and ours kept in step); the agent comes from the prop, the parent, else `"default"`.
 */
export function CopilotChatConfigurationProvider(props: CopilotChatConfigurationProviderProps) {
  const parent = useContext(ChatConfigurationContext);
  const [ownOpen, setOwnOpen] = useState(props.isModalDefaultOpen ?? false);
  const owns = props.isModalDefaultOpen !== undefined || !parent;
  const labelsKey = JSON.stringify(props.labels ?? {});
  const parentLabels = parent?.labels ?? CopilotChatDefaultLabels;
  const labels = useMemo(
    () => mergeChatLabels(parentLabels, JSON.parse(labelsKey) as Partial<CopilotChatLabels>),
    [parentLabels, labelsKey],
  );
  const agentId = props.agentId ?? parent?.agentId ?? "default";
  const threadId = props.threadId ?? parent?.threadId;
  const isModalOpen = owns ? ownOpen : parent!.isModalOpen;
  const setModalOpen = owns ? setOwnOpen : parent!.setModalOpen;
  const value = useMemo(
    () => ({ labels, agentId, threadId, isModalOpen, setModalOpen }),
    [labels, agentId, threadId, isModalOpen, setModalOpen],
  );
  return <ChatConfigurationContext.Provider value={value}>{props.children}</ChatConfigurationContext.Provider>;
}

/** The nearest chat configuration, or null outside any chat. */
export function useCopilotChatConfiguration(): CopilotChatConfigurationValue | null {
  return useContext(ChatConfigurationContext);
}

/** The chat's labels (the defaults outside a chat). */
export function useCopilotChatLabels(): CopilotChatLabels {
  return useContext(ChatConfigurationContext)?.labels ?? CopilotChatDefaultLabels;
}

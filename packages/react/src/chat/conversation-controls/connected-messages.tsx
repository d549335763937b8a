import type { UserMessage } from "@ag-ui/core";
import { useState } from "react";
import { CopilotChatAssistantMessage, type CopilotChatAssistantMessageProps } from "../messages/copilot-chat-assistant-message.js";
import { CopilotChatUserMessage, type CopilotChatUserMessageProps } from "../messages/copilot-chat-user-message.js";
import { BranchNavigation } from "../messages/user-message-toolbar.js";
import { runControl, useChatBranches } from "./chat-branches-context.js";
import { MessageEditor } from "./message-editor.js";
import { MessageDeliveryView } from "./message-delivery-view.js";
import { MessageRunStatusView } from "./message-run-status-view.js";

function textOf(message: UserMessage): string {
  return typeof message.content === "string" ? message.content : message.content.map((part) => (part.type === "text" ? part.text : "")).join("");
}

/**
 * `CopilotChat`'s assistant message: CopilotKit's component with Regenerate wired to the core
 * (`AgentBranches`), "n / m" between the reply's versions, and "Stopped" or the run's error with
 * Retry. Props the app gives win over the wiring.
 */
export function ConnectedAssistantMessage(props: CopilotChatAssistantMessageProps) {
  const chat = useChatBranches();
  if (chat === undefined) return <CopilotChatAssistantMessage {...props} />;
  const { branches, busy } = chat;
  const { message } = props;
  const position = branches.branchesOf(message.id);
  const status = props.isStreaming ? undefined : branches.statusOf(message.id);
  const navigation = (
    <BranchNavigation
      message={message as unknown as UserMessage}
      currentBranch={position.index}
      numberOfBranches={position.count}
      onSwitchToBranch={({ branchIndex }) => runControl(branches.switchBranch(message.id, branchIndex))}
    />
  );
  return (
    <>
      <CopilotChatAssistantMessage
        {...(!busy && { onRegenerate: () => runControl(branches.regenerate(message.id)) })}
        {...props}
        additionalToolbarItems={
          <>
            {props.additionalToolbarItems}
            {navigation}
          </>
        }
      />
      {status && <MessageRunStatusView status={status} onRetry={() => runControl(branches.retry(message.id))} />}
    </>
  );
}

/**
 * `CopilotChat`'s user message: CopilotKit's component with Edit (an inline editor whose Send
 * starts a new branch) and "n / m" wired to the core, and "Waiting for connection…" while it is
 * queued offline, or "Not sent" with Retry when no failed run (its error, with Retry) says more.
 */
export function ConnectedUserMessage(props: CopilotChatUserMessageProps) {
  const chat = useChatBranches();
  const [editing, setEditing] = useState(false);
  if (chat === undefined) return <CopilotChatUserMessage {...props} />;
  const { branches, busy } = chat;
  const { message } = props;
  if (editing) {
    return (
      <MessageEditor
        initial={textOf(message)}
        onCancel={() => setEditing(false)}
        onSave={(content) => {
          setEditing(false);
          runControl(branches.editMessage(message.id, content));
        }}
      />
    );
  }
  const position = branches.branchesOf(message.id);
  const status = branches.statusOf(message.id);
  const delivery = chat.delivery?.statusOf(message.id);
  return (
    <>
      <CopilotChatUserMessage
        {...(!busy && { onEditMessage: () => setEditing(true) })}
        branchIndex={position.index}
        numberOfBranches={position.count}
        onSwitchToBranch={({ branchIndex }) => runControl(branches.switchBranch(message.id, branchIndex))}
        {...props}
      />
      {delivery === "queued" || (delivery && !status) ? (
        <MessageDeliveryView status={delivery} onRetry={() => chat.delivery?.retry(message.id)} />
      ) : (
        status && <MessageRunStatusView status={status} onRetry={() => runControl(branches.retry(message.id))} />
      )}
    </>
  );
}

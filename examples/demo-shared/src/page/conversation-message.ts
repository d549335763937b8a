/**
 * What the page helpers read of an AG-UI message (structurally, so that this package needs no
 * `@ag-ui/core`): its role, content, and an assistant's tool calls or a tool result's call id.
 */
export interface ConversationMessage {
  role: string;
  content?: unknown;
  toolCallId?: string;
  toolCalls?: ReadonlyArray<{ id: string; function: { name: string; arguments: string } }>;
}

import type { AbstractAgent } from "@ag-ui/client";
import type { ActivityMessage, Message, State, ToolCall, ToolMessage } from "@ag-ui/core";
import type { StandardSchemaV1, ToolCallStatus } from "@wingman/core";
import type { ComponentType } from "react";

/** What a tool-call renderer receives; every render gets the `toolCallId`. */
export type ToolCallRenderProps<Args = Record<string, unknown>> =
  | { name: string; toolCallId: string; agentId: string | undefined; args: Partial<Args>; status: "inProgress"; result: undefined }
  | { name: string; toolCallId: string; agentId: string | undefined; args: Args; status: "executing"; result: undefined }
  | { name: string; toolCallId: string; agentId: string | undefined; args: Args; status: "complete"; result: string };

/** Renders the calls of one tool (or of every tool, with name `"*"`), optionally for one agent. */
export interface ReactToolCallRenderer<Args = Record<string, unknown>> {
  name: string;
  agentId?: string;
  /** Optional: documents the arguments; not used to validate partial arguments while streaming. */
  parameters?: StandardSchemaV1<unknown, Args> | Record<string, unknown>;
  render: ComponentType<ToolCallRenderProps<Args>>;
}

/** What an activity message renderer receives: the activity's type, content, message and agent. */
export interface ActivityMessageRenderProps<Content = Record<string, unknown>> {
  activityType: string;
  content: Content;
  message: ActivityMessage;
  agent: AbstractAgent | undefined;
}

/** Renders activity messages of one `activityType` (or `"*"`), optionally for one agent. */
export interface ReactActivityMessageRenderer<Content = Record<string, unknown>> {
  activityType: string;
  agentId?: string;
  /** Checked synchronously; content that fails is not rendered (a warning is logged). */
  content?: StandardSchemaV1<unknown, Content>;
  render: ComponentType<ActivityMessageRenderProps<Content>>;
}

/** Where a custom message renderer's content goes relative to its message. */
export type ReactCustomMessageRendererPosition = "before" | "after";

/** What a custom message renderer receives: the message, its position and its place in its run. */
export interface CustomMessageRenderProps {
  message: Message;
  position: ReactCustomMessageRendererPosition;
  runId: string | undefined;
  /** The message's index in the conversation. */
  messageIndex: number;
  /** Its index among the messages of its run (-1 while its run is unknown). */
  messageIndexInRun: number;
  numberOfMessagesInRun: number;
  agentId: string;
  stateSnapshot: State | undefined;
}

/** Renders extra content before/after messages; the first renderer that applies is used. */
export interface ReactCustomMessageRenderer {
  agentId?: string;
  render: ComponentType<CustomMessageRenderProps> | null;
}

/** What the chat finds for one tool call. */
export interface ToolCallRenderInput {
  /** The call to render. */
  toolCall: ToolCall;
  /** The call's result; none while it is pending. */
  toolMessage?: ToolMessage | undefined;
}

export type { ToolCallStatus };

import type { ContentPart, Message, ResumeEntry, ToolCall } from "@ag-ui/core";
import type { FilePart, ImagePart, ModelMessage, TextPart, ToolCallPart, ToolResultPart } from "ai";

/** Options of {@link convertAGUIMessagesToModelMessages}. */
export interface ConvertAGUIMessagesOptions {
  /** Put `system` messages into the system prompt (default false: the app's prompt is the authority). */
  forwardSystemMessages?: boolean;
  /** Put `developer` messages into the system prompt (default false). */
  forwardDeveloperMessages?: boolean;
  /** Answers to interrupts; each becomes the result of the tool call whose id is `interruptId`. */
  resume?: ResumeEntry[];
}

/** What {@link convertAGUIMessagesToModelMessages} returns. */
export interface ConvertedMessages {
  messages: ModelMessage[];
  /** Text of forwarded system/developer messages, for the `system` option (never sent as messages). */
  systemText: string[];
  /** Tool calls that had no result in the history and none in `resume`, answered with a placeholder. */
  unansweredToolCallIds: string[];
}

/** The text given to the model for a tool call that never got a result (cancelled run, ignored frontend tool). */
export const MISSING_TOOL_RESULT = { error: "The tool call was not answered." };

/**
 * Converts AG-UI messages into AI SDK model messages.
 *
 * Each assistant message with tool calls is followed by exactly one tool message holding a result
 * for every call: from the history, from `resume`, or a placeholder. Providers reject a call
 * without a result, and a user who types instead of answering a frontend tool must not wedge the
 * thread. Activity and reasoning messages are dropped.
 *
 * @example
 * const { messages } = convertAGUIMessagesToModelMessages(input.messages, { resume: input.resume });
 */
export function convertAGUIMessagesToModelMessages(
  messages: readonly Message[],
  options: ConvertAGUIMessagesOptions = {},
): ConvertedMessages {
  const results = new Map<string, ToolResultPart["output"]>();
  for (const message of messages) {
    if (message.role === "tool") results.set(message.toolCallId, toolMessageOutput(message.content, message.error));
  }
  for (const entry of options.resume ?? []) {
    if (!results.has(entry.interruptId)) results.set(entry.interruptId, resumeOutput(entry));
  }

  const converted: ModelMessage[] = [];
  const systemText: string[] = [];
  const unansweredToolCallIds: string[] = [];
  for (const message of messages) {
    switch (message.role) {
      case "system":
        if (options.forwardSystemMessages && message.content) systemText.push(message.content);
        break;
      case "developer":
        if (options.forwardDeveloperMessages && message.content) systemText.push(message.content);
        break;
      case "user": {
        const content = typeof message.content === "string" ? message.content : convertUserParts(message.content);
        if (content.length > 0) converted.push({ role: "user", content });
        break;
      }
      case "assistant": {
        const parts: Array<TextPart | ToolCallPart> = [];
        if (message.content) parts.push({ type: "text", text: message.content });
        const toolCalls = message.toolCalls ?? [];
        for (const call of toolCalls) parts.push(convertToolCall(call));
        if (parts.length === 0) break;
        converted.push({ role: "assistant", content: parts });
        if (toolCalls.length === 0) break;
        converted.push({
          role: "tool",
          content: toolCalls.map((call) => {
            let output = results.get(call.id);
            if (!output) {
              unansweredToolCallIds.push(call.id);
              output = { type: "json", value: MISSING_TOOL_RESULT };
            }
            return { type: "tool-result", toolCallId: call.id, toolName: call.function.name, output };
          }),
        });
        break;
      }
      default:
        // tool results were placed after their calls above; activity and reasoning are UI-only
        break;
    }
  }
  return { messages: converted, systemText, unansweredToolCallIds };
}

/** Parses tool-call arguments; anything that is not a JSON object becomes `{}` (what providers accept). */
export function parseToolArguments(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function convertToolCall(call: ToolCall): ToolCallPart {
  return { type: "tool-call", toolCallId: call.id, toolName: call.function.name, input: parseToolArguments(call.function.arguments) };
}

function toolMessageOutput(content: string | ContentPart[], error: string | undefined): ToolResultPart["output"] {
  if (error) return { type: "error-text", value: error };
  const text = typeof content === "string" ? content : content.map((part) => (part.type === "text" ? part.text : "")).join("");
  return { type: "text", value: text };
}

function resumeOutput(entry: ResumeEntry): ToolResultPart["output"] {
  if (entry.status === "cancelled") return { type: "json", value: { status: "cancelled" } };
  if (entry.payload === undefined) return { type: "json", value: { status: "resolved" } };
  if (typeof entry.payload === "string") return { type: "text", value: entry.payload };
  return { type: "json", value: entry.payload };
}

function convertUserParts(parts: ContentPart[]): Array<TextPart | ImagePart | FilePart> {
  const converted: Array<TextPart | ImagePart | FilePart> = [];
  for (const part of parts) {
    if (part.type === "text") {
      converted.push({ type: "text", text: part.text });
      continue;
    }
    const source = part.source;
    // provider file references have no AI SDK v6 equivalent; a URL that does not parse is dropped
    if (source.type === "file") continue;
    let data: string | URL = source.value;
    if (source.type === "url") {
      try {
        data = new URL(source.value);
      } catch {
        continue;
      }
    }
    if (part.type === "image") {
      converted.push({ type: "image", image: data, ...(source.mimeType ? { mediaType: source.mimeType } : {}) });
    } else {
      converted.push({ type: "file", data, mediaType: source.mimeType ?? defaultMediaType[part.type] });
    }
  }
  return converted;
}

const defaultMediaType = {
  audio: "audio/*",
  video: "video/*",
  document: "application/octet-stream",
} as const;

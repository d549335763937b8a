import type { AssistantMessage, ContentPart, Message, ToolCall } from "@ag-ui/core";
import type { ModelMessage, ToolResultPart } from "ai";

/** Options of {@link convertModelMessagesToAGUIMessages}. */
export interface ConvertModelMessagesOptions {
  /** Makes message ids; defaults to `crypto.randomUUID`. */
  generateId?: () => string;
}

/**
 * Converts AI SDK model messages (for example `response.messages` of `generateText`) into AG-UI
 * messages: the reverse of {@link convertAGUIMessagesToModelMessages}. System messages become
 * `system` messages, tool results become one `tool` message each, reasoning parts are dropped.
 *
 * @example
 * agent.setMessages(convertModelMessagesToAGUIMessages(result.response.messages));
 */
export function convertModelMessagesToAGUIMessages(
  messages: readonly ModelMessage[],
  options: ConvertModelMessagesOptions = {},
): Message[] {
  const generateId = options.generateId ?? (() => crypto.randomUUID());
  const converted: Message[] = [];
  for (const message of messages) {
    switch (message.role) {
      case "system":
        converted.push({ id: generateId(), role: "system", content: message.content });
        break;
      case "user":
        converted.push({
          id: generateId(),
          role: "user",
          content: typeof message.content === "string" ? message.content : message.content.flatMap(convertUserPart),
        });
        break;
      case "assistant": {
        const assistant: AssistantMessage = { id: generateId(), role: "assistant" };
        if (typeof message.content === "string") {
          assistant.content = message.content;
        } else {
          const text = message.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("");
          const toolCalls: ToolCall[] = message.content.flatMap((part) =>
            part.type === "tool-call"
              ? [{ id: part.toolCallId, type: "function" as const, function: { name: part.toolName, arguments: JSON.stringify(part.input ?? {}) } }]
              : [],
          );
          if (text) assistant.content = text;
          if (toolCalls.length > 0) assistant.toolCalls = toolCalls;
        }
        converted.push(assistant);
        break;
      }
      case "tool":
        for (const part of message.content) {
          if (part.type !== "tool-result") continue;
          const { content, error } = outputToContent(part.output);
          converted.push({ id: generateId(), role: "tool", toolCallId: part.toolCallId, content, ...(error ? { error } : {}) });
        }
        break;
    }
  }
  return converted;
}

type UserPart = Exclude<Extract<ModelMessage, { role: "user" }>["content"], string>[number];

function convertUserPart(part: UserPart): ContentPart[] {
  if (part.type === "text") return [{ type: "text", text: part.text }];
  const data = part.type === "image" ? part.image : part.data;
  const mimeType = part.mediaType ?? (part.type === "image" ? "image/*" : "application/octet-stream");
  const source =
    data instanceof URL
      ? { type: "url" as const, value: data.toString(), mimeType }
      : typeof data === "string"
        ? { type: "data" as const, value: data, mimeType }
        : { type: "data" as const, value: toBase64(data instanceof ArrayBuffer ? new Uint8Array(data) : data), mimeType };
  const kind = part.type === "image" || mimeType.startsWith("image/") ? "image" : mimeType.startsWith("audio/") ? "audio" : mimeType.startsWith("video/") ? "video" : "document";
  return [{ type: kind, source }];
}

function outputToContent(output: ToolResultPart["output"]): { content: string; error?: string } {
  switch (output.type) {
    case "text":
      return { content: output.value };
    case "json":
      return { content: JSON.stringify(output.value) };
    case "error-text":
      return { content: output.value, error: output.value };
    case "error-json":
      return { content: JSON.stringify(output.value), error: JSON.stringify(output.value) };
    case "execution-denied":
      return { content: JSON.stringify({ status: "denied", reason: output.reason }) };
    case "content":
      return { content: output.value.map((item) => (item.type === "text" ? item.text : "")).join("") };
  }
}

// btoa rather than Buffer so the conversion also runs on Web-standard runtimes
function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

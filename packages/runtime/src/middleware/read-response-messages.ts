import { EventType, type BaseEvent, type Message } from "@ag-ui/core";
import { readServerSentEvents, reduceRunMessages } from "@wingman/shared/internal";
import type { MiddlewareMessage } from "./request-middleware.js";

/** What an event-stream body tells `afterRequestMiddleware`. */
export interface ResponseMessages {
  readonly messages: MiddlewareMessage[];
  readonly threadId?: string;
  readonly runId?: string;
}

const CONVERSATION_ROLES = new Set(["user", "assistant", "system", "developer", "tool"]);

function toMiddlewareMessage(message: Message): MiddlewareMessage {
  const content = typeof message.content === "string" ? { content: message.content } : {};
  if (message.role === "tool") return { id: message.id, role: message.role, ...content, toolCallId: message.toolCallId };
  if (message.role === "assistant" && message.toolCalls?.length) {
    const toolCalls = message.toolCalls.map((call) => ({ id: call.id, name: call.function.name, args: call.function.arguments }));
    return { id: message.id, role: message.role, ...content, toolCalls };
  }
  return { id: message.id, role: message.role, ...content };
}

function parseEvent(data: string): BaseEvent | undefined {
  try {
    const event: unknown = JSON.parse(data);
    return typeof event === "object" && event !== null && typeof (event as BaseEvent).type === "string" ? (event as BaseEvent) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The messages an event-stream body builds (text, tool calls on their parent message, tool
 * results; a `MESSAGES_SNAPSHOT` replaces them), and the thread and run of its first
 * `RUN_STARTED`. The run's input messages are left out: only what the response produced counts.
 * Anything that is not an event stream gives no messages.
 */
export async function readResponseMessages(body: ReadableStream<Uint8Array> | null, contentType: string | null): Promise<ResponseMessages> {
  if (!body || !contentType?.toLowerCase().startsWith("text/event-stream")) return { messages: [] };
  const events: BaseEvent[] = [];
  let threadId: string | undefined;
  let runId: string | undefined;
  for await (const frame of readServerSentEvents(body)) {
    const event = parseEvent(frame.data);
    if (!event) continue;
    if (event.type === EventType.RUN_STARTED) {
      threadId ??= typeof event["threadId"] === "string" ? event["threadId"] : undefined;
      runId ??= typeof event["runId"] === "string" ? event["runId"] : undefined;
      continue;
    }
    events.push(event);
  }
  const messages = reduceRunMessages([], events)
    .filter((message) => CONVERSATION_ROLES.has(message.role))
    .map(toMiddlewareMessage);
  return { messages, ...(threadId !== undefined && { threadId }), ...(runId !== undefined && { runId }) };
}

import { EventType, type AssistantMessage, type BaseEvent, type Message, type ToolCall } from "@ag-ui/core";
import { applyStatePatch, cloneState } from "./apply-state-patch.js";

/**
 * The thread's messages after a run: `history` plus the run's new input messages (from
 * `RUN_STARTED.input`, ids already present skipped) and the messages its events build — text,
 * reasoning, tool calls (on their parent assistant message), tool results and activities;
 * `MESSAGES_SNAPSHOT` replaces the list. Meant for stored (compacted) runs, where this is a handful
 * of events, instead of running a client reducer over every delta. `history` and its messages are
 * never modified: a message the run changes is copied first.
 */
export function reduceRunMessages(history: readonly Message[], events: Iterable<BaseEvent>): Message[] {
  const reducer = new MessageReducer(history);
  for (const event of events) reducer.apply(event);
  return reducer.messages;
}

class MessageReducer {
  messages: Message[];
  #indexById = new Map<string, number>();
  #owned = new Set<string>();
  #toolCallOwner = new Map<string, string>();

  constructor(history: readonly Message[]) {
    this.messages = [...history];
    this.#reindex();
  }

  apply(event: BaseEvent): void {
    switch (event.type) {
      case EventType.RUN_STARTED: {
        const input = event.input as { messages?: unknown } | undefined;
        if (Array.isArray(input?.messages)) for (const message of input.messages as Message[]) this.#add(message);
        break;
      }
      case EventType.MESSAGES_SNAPSHOT:
        if (Array.isArray(event.messages)) {
          this.messages = [...(event.messages as Message[])];
          this.#owned.clear();
          this.#reindex();
        }
        break;
      case EventType.TEXT_MESSAGE_START:
        this.#ensure(text(event.messageId), () => ({ id: text(event.messageId), role: roleOf(event.role), content: "" }) as Message);
        break;
      case EventType.TEXT_MESSAGE_CONTENT:
      case EventType.REASONING_MESSAGE_CONTENT: {
        const fallback = event.type === EventType.TEXT_MESSAGE_CONTENT ? "assistant" : "reasoning";
        const message = this.#ensure(text(event.messageId), () => ({ id: text(event.messageId), role: fallback, content: "" }) as Message);
        if (typeof message.content === "string" || message.content === undefined) {
          (message as { content?: string }).content = (message.content ?? "") + text(event.delta);
        }
        break;
      }
      case EventType.REASONING_MESSAGE_START:
        this.#ensure(text(event.messageId), () => ({ id: text(event.messageId), role: "reasoning", content: "" }));
        break;
      case EventType.TOOL_CALL_START:
        this.#startToolCall(event);
        break;
      case EventType.TOOL_CALL_ARGS: {
        const toolCall = this.#toolCall(text(event.toolCallId));
        if (toolCall !== undefined) toolCall.function.arguments += text(event.delta);
        break;
      }
      case EventType.TOOL_CALL_RESULT:
        this.#add({
          id: text(event.messageId),
          role: "tool",
          toolCallId: text(event.toolCallId),
          content: (event.content as string | undefined) ?? "",
        });
        break;
      case EventType.ACTIVITY_SNAPSHOT:
        this.#activity(event);
        break;
      case EventType.ACTIVITY_DELTA:
        this.#patchActivity(event);
        break;
      default:
        break;
    }
  }

  #startToolCall(event: BaseEvent): void {
    const toolCallId = text(event.toolCallId);
    const parentId = typeof event.parentMessageId === "string" ? event.parentMessageId : toolCallId;
    const parent = this.#ensure<Message>(parentId, () => ({ id: parentId, role: "assistant" }));
    if (parent.role !== "assistant") return;
    const toolCall: ToolCall = { id: toolCallId, type: "function", function: { name: text(event.toolCallName), arguments: "" } };
    parent.toolCalls = [...(parent.toolCalls ?? []), toolCall];
    this.#toolCallOwner.set(toolCallId, parentId);
  }

  /** The tool call, in a message copy this reducer owns (so history is never written to). */
  #toolCall(toolCallId: string): ToolCall | undefined {
    const ownerId = this.#toolCallOwner.get(toolCallId);
    if (ownerId === undefined) return undefined;
    const owner = this.#mutable(ownerId) as AssistantMessage | undefined;
    if (owner?.toolCalls === undefined) return undefined;
    const index = owner.toolCalls.findIndex((call) => call.id === toolCallId);
    if (index < 0) return undefined;
    const copy = { ...owner.toolCalls[index]!, function: { ...owner.toolCalls[index]!.function } };
    owner.toolCalls = owner.toolCalls.with(index, copy);
    return copy;
  }

  #activity(event: BaseEvent): void {
    const id = text(event.messageId);
    const message: Message = { id, role: "activity", activityType: text(event.activityType), content: (event.content ?? {}) as Record<string, unknown> };
    const index = this.#indexById.get(id);
    if (index === undefined) this.#add(message);
    else if (event.replace !== false) {
      this.messages[index] = message;
      this.#owned.add(id);
    }
  }

  #patchActivity(event: BaseEvent): void {
    const message = this.#mutable(text(event.messageId));
    if (message?.role !== "activity" || !Array.isArray(event.patch)) return;
    try {
      message.content = applyStatePatch(cloneState(message.content), event.patch);
    } catch {
      // A patch that does not fit the activity is skipped, as clients skip it.
    }
  }

  #add(message: Message): void {
    if (this.#indexById.has(message.id)) return;
    this.#indexById.set(message.id, this.messages.length);
    this.messages.push(message);
  }

  /** The message with this id as a copy this reducer may change, created by `create` when missing. */
  #ensure<M extends Message>(id: string, create: () => M): M {
    const existing = this.#mutable(id);
    if (existing !== undefined) return existing as M;
    const created = create();
    this.#add(created);
    this.#owned.add(id);
    return created;
  }

  #mutable(id: string): Message | undefined {
    const index = this.#indexById.get(id);
    if (index === undefined) return undefined;
    if (!this.#owned.has(id)) {
      this.messages[index] = { ...this.messages[index]! } as Message;
      this.#owned.add(id);
    }
    return this.messages[index];
  }

  #reindex(): void {
    this.#indexById.clear();
    this.messages.forEach((message, index) => this.#indexById.set(message.id, index));
  }
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function roleOf(role: unknown): Message["role"] {
  return role === "developer" || role === "system" || role === "user" ? role : "assistant";
}

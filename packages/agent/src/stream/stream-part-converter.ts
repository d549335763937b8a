import { EventType, type BaseEvent, type Interrupt } from "@ag-ui/core";
import type { TextStreamPart, ToolSet } from "ai";
import { errorMessage } from "../errors/error-message.js";
import { STATE_DELTA_TOOL_NAME, STATE_SNAPSHOT_TOOL_NAME } from "../state/create-state-tools.js";

/** How a tool call is treated when the model makes it. */
export interface ToolRoles {
  /** Tools the client runs (from `RunAgentInput.tools`); their calls are reported as pending. */
  frontendToolNames: ReadonlySet<string>;
  /** Tools that end the run with an interrupt; `describe` builds the interrupt from the call's input. */
  interruptTools: ReadonlyMap<string, (toolCallId: string, input: unknown) => Interrupt>;
}

/** Options of {@link StreamPartConverter}. */
export interface StreamPartConverterOptions extends ToolRoles {
  /** Makes the ids of the messages it opens. Default: `crypto.randomUUID`. */
  generateId?: () => string;
}

interface OpenToolCall {
  name: string;
  /** Whether any argument text was sent; a call opened by `tool-input-start` may have none yet. */
  argumentsSent: boolean;
}

/**
 * Maps AI SDK `fullStream` parts to AG-UI 1.0 events, keeping track of what is open so that the
 * stream can always be closed in a form `verifyEvents` accepts (on finish, error or abort).
 *
 * - Each step gets a fresh assistant message id, and so does each text block (`text-start`); tool
 *   calls hang off the latest. Ids are always generated: providers' own ids ("0", "txt-0", …) repeat
 *   across steps and runs, and a repeated id would merge a new answer into an old message.
 * - Text is sent as `TEXT_MESSAGE_CHUNK` events, as CopilotKit's agent does: every AG-UI client, and
 *   the runtime before it stores or streams anything, expands them into START/CONTENT/END.
 * - Reasoning and tool calls use explicit START/CONTENT/END events.
 * - A failing server tool (`tool-error`) becomes a `TOOL_CALL_RESULT` carrying the error.
 * - State tool results are preceded by `STATE_SNAPSHOT` / `STATE_DELTA`.
 */
export class StreamPartConverter {
  private readonly generateId: () => string;
  private readonly roles: ToolRoles;
  private messageId: string;
  private openReasoningId: string | undefined;
  private readonly openToolCalls = new Map<string, OpenToolCall>();
  private readonly endedToolCalls = new Set<string>();
  /** Interrupts raised by interrupt-tool calls, in call order. */
  readonly interrupts: Interrupt[] = [];
  /** Frontend tool calls waiting for the client, in call order. */
  readonly pendingToolCallIds: string[] = [];

  constructor(options: StreamPartConverterOptions) {
    this.generateId = options.generateId ?? (() => crypto.randomUUID());
    this.roles = options;
    this.messageId = this.generateId();
  }

  /** The events for one stream part (often none). */
  convert(part: TextStreamPart<ToolSet>): BaseEvent[] {
    const events: BaseEvent[] = [];
    // some providers (Anthropic) never send reasoning-end: any other part closes the reasoning
    if (this.openReasoningId && part.type !== "reasoning-delta" && part.type !== "reasoning-end") {
      events.push(...this.closeReasoning());
    }
    switch (part.type) {
      case "start-step":
      case "text-start":
        this.messageId = this.generateId();
        break;
      case "text-delta":
        if (part.text === "") break;
        events.push({ type: EventType.TEXT_MESSAGE_CHUNK, messageId: this.messageId, role: "assistant", delta: part.text });
        break;
      case "reasoning-start":
        events.push(...this.openReasoning());
        break;
      case "reasoning-delta":
        // an empty delta is still sent (as CopilotKit does): it opens the reasoning block a client shows
        if (!this.openReasoningId) events.push(...this.openReasoning());
        events.push({ type: EventType.REASONING_MESSAGE_CONTENT, messageId: this.openReasoningId!, delta: part.text });
        break;
      case "reasoning-end":
        events.push(...this.closeReasoning());
        break;
      case "tool-input-start":
        if (this.openToolCalls.has(part.id) || this.endedToolCalls.has(part.id)) break;
        events.push(...this.startToolCall(part.id, part.toolName));
        break;
      case "tool-input-delta": {
        const call = this.openToolCalls.get(part.id);
        if (!call || part.delta === "") break;
        call.argumentsSent = true;
        events.push({ type: EventType.TOOL_CALL_ARGS, toolCallId: part.id, delta: part.delta });
        break;
      }
      case "tool-call":
        events.push(...this.completeToolCall(part.toolCallId, part.toolName, part.input, part.invalid === true));
        break;
      case "tool-result":
        if (part.preliminary) break;
        {
          const stateEvents = this.stateEvents(part.toolName, part.output);
          events.push(...stateEvents);
          // the state already went out as an event; the model only needs to know it worked
          events.push(this.toolResult(part.toolCallId, stateEvents.length > 0 ? { success: true } : part.output));
        }
        break;
      case "tool-error":
        events.push(this.toolResult(part.toolCallId, { error: errorMessage(part.error) }));
        break;
      case "tool-output-denied":
        events.push(this.toolResult(part.toolCallId, { error: "The tool call was denied." }));
        break;
      default:
        break;
    }
    return events;
  }

  /**
   * Ends everything still open. A tool call cut off before its arguments were complete also gets
   * an error result, so the next run's history has an answer for it and no client executes it.
   */
  close(): BaseEvent[] {
    const events = this.closeReasoning();
    for (const toolCallId of [...this.openToolCalls.keys()]) {
      this.openToolCalls.delete(toolCallId);
      this.endedToolCalls.add(toolCallId);
      events.push({ type: EventType.TOOL_CALL_END, toolCallId });
      events.push(this.toolResult(toolCallId, { error: "The tool call was cancelled." }));
    }
    return events;
  }

  private openReasoning(): BaseEvent[] {
    const events = this.closeReasoning();
    this.openReasoningId = this.generateId();
    events.push({ type: EventType.REASONING_START, messageId: this.openReasoningId });
    events.push({ type: EventType.REASONING_MESSAGE_START, messageId: this.openReasoningId, role: "reasoning" });
    return events;
  }

  private closeReasoning(): BaseEvent[] {
    const messageId = this.openReasoningId;
    if (!messageId) return [];
    this.openReasoningId = undefined;
    return [
      { type: EventType.REASONING_MESSAGE_END, messageId },
      { type: EventType.REASONING_END, messageId },
    ];
  }

  private startToolCall(toolCallId: string, toolName: string): BaseEvent[] {
    this.openToolCalls.set(toolCallId, { name: toolName, argumentsSent: false });
    return [{ type: EventType.TOOL_CALL_START, toolCallId, toolCallName: toolName, parentMessageId: this.messageId }];
  }

  private completeToolCall(toolCallId: string, toolName: string, input: unknown, invalid: boolean): BaseEvent[] {
    if (this.endedToolCalls.has(toolCallId)) return [];
    const events: BaseEvent[] = [];
    if (!this.openToolCalls.has(toolCallId)) events.push(...this.startToolCall(toolCallId, toolName));
    const call = this.openToolCalls.get(toolCallId)!;
    if (!call.argumentsSent) {
      const text = typeof input === "string" ? input : JSON.stringify(input ?? {});
      if (text !== "") events.push({ type: EventType.TOOL_CALL_ARGS, toolCallId, delta: text });
    }
    this.openToolCalls.delete(toolCallId);
    this.endedToolCalls.add(toolCallId);
    events.push({ type: EventType.TOOL_CALL_END, toolCallId });
    if (!invalid) {
      const describe = this.roles.interruptTools.get(toolName);
      if (describe) this.interrupts.push(describe(toolCallId, input));
      else if (this.roles.frontendToolNames.has(toolName)) this.pendingToolCallIds.push(toolCallId);
    }
    return events;
  }

  private stateEvents(toolName: string, output: unknown): BaseEvent[] {
    if (typeof output !== "object" || output === null) return [];
    const record = output as Record<string, unknown>;
    if (toolName === STATE_SNAPSHOT_TOOL_NAME && "snapshot" in record) {
      return [{ type: EventType.STATE_SNAPSHOT, snapshot: record.snapshot }];
    }
    if (toolName === STATE_DELTA_TOOL_NAME && Array.isArray(record.delta)) {
      return [{ type: EventType.STATE_DELTA, delta: record.delta }];
    }
    return [];
  }

  private toolResult(toolCallId: string, output: unknown): BaseEvent {
    return {
      type: EventType.TOOL_CALL_RESULT,
      messageId: this.generateId(),
      toolCallId,
      role: "tool",
      content: typeof output === "string" ? output : (JSON.stringify(output) ?? ""),
    };
  }
}

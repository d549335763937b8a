import { ChangeDetectionStrategy, Component, computed, inject, input } from "@angular/core";
import type { AssistantMessage, ToolCall, ToolMessage } from "@ag-ui/core";
import { parsePartialJson } from "@wingman/core/internal";
import { CopilotKit } from "../provider/copilot-kit.js";
import { CopilotRender } from "../ui/copilot-render.js";
import { SignalInput } from "../ui/signal-input.js";
import type { ToolCallRenderProps } from "../types.js";

const contentText = (content: unknown): string =>
  typeof content === "string" ? content : Array.isArray(content) ? content.map((part) => (part as { text?: string }).text ?? "").join("") : "";

/**
 * One tool call through its renderer: status `complete` once a result exists, `executing` while
 * its handler runs, else `inProgress` with the partial arguments parsed so far. Renders nothing
 * without a matching renderer.
 */
@Component({
  selector: "copilot-tool-call-view",
  standalone: true,
  imports: [CopilotRender],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { style: "display: contents" },
  template: `@if (renderer(); as found) { <ng-container [copilotRender]="found.render" [copilotRenderProps]="props()" /> }`,
})
export class CopilotToolCallView {
  @SignalInput() readonly toolCall = input.required<ToolCall>();
  @SignalInput() readonly toolMessage = input<ToolMessage | undefined>(undefined);
  @SignalInput() readonly agentId = input<string | undefined>(undefined);
  readonly #copilotkit = inject(CopilotKit);

  protected readonly renderer = computed(() => {
    this.#copilotkit.renderersVersion();
    return this.#copilotkit.toolCallRenderers.find(this.toolCall().function.name, this.agentId());
  });
  readonly #args = computed(() => {
    const parsed = parsePartialJson(this.toolCall().function.arguments);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  });
  readonly #executing = computed(() => this.#copilotkit.executingToolCallIds().has(this.toolCall().id));
  protected readonly props = computed(() => {
    const toolCall = this.toolCall();
    const toolMessage = this.toolMessage();
    const base = { name: toolCall.function.name, toolCallId: toolCall.id, agentId: this.agentId(), args: this.#args() };
    const props: ToolCallRenderProps = toolMessage
      ? { ...base, status: "complete", result: contentText(toolMessage.content) }
      : this.#executing()
        ? { ...base, status: "executing", result: undefined }
        : { ...base, status: "inProgress", result: undefined };
    const extend = this.renderer()?.extendProps;
    return extend ? { ...props, ...extend(props) } : props;
  });
}

/** The tool calls of an assistant message, each through its renderer (nothing without one). */
@Component({
  selector: "copilot-chat-tool-calls-view",
  standalone: true,
  imports: [CopilotToolCallView],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: "wm-tool-calls" },
  template: `@for (toolCall of message().toolCalls ?? []; track toolCall.id; let index = $index) {
    <copilot-tool-call-view [toolCall]="toolCall" [toolMessage]="toolMessages()[index]" [agentId]="agentId()" />
  }`,
})
export class CopilotChatToolCallsView {
  @SignalInput() readonly message = input.required<AssistantMessage>();
  @SignalInput() readonly toolMessages = input<ReadonlyArray<ToolMessage | undefined>>([]);
  @SignalInput() readonly agentId = input<string | undefined>(undefined);
}

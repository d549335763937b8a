import { ChangeDetectionStrategy, Component, DestroyRef, ElementRef, afterEveryRender, afterNextRender, computed, effect, inject, input, signal } from "@angular/core";
import type { ActivityMessage, AssistantMessage, Message, ReasoningMessage, ToolMessage, UserMessage } from "@ag-ui/core";
import type { AgentBranches, BranchPosition, MessageRunStatus } from "@wingman/core";
import type { ReadAloudOptions } from "@wingman/core/audio";
import { ListWindower, type ListWindow, type MessageDeliveryStatus } from "@wingman/core/chat";
import { CopilotActivityMessageView } from "./activity-message-view.js";
import { CopilotChatAssistantMessage } from "./copilot-chat-assistant-message.js";
import { injectChatLabels } from "../copilot-chat-configuration.js";
import { CopilotChatReasoningMessage } from "./copilot-chat-reasoning-message.js";
import { CopilotChatUserMessage } from "./copilot-chat-user-message.js";
import { CopilotRender } from "../../ui/copilot-render.js";
import { SignalInput } from "../../ui/signal-input.js";
import type { Renderable } from "../../types.js";

interface Row {
  message: Message;
  isStreaming: boolean;
  toolMessages: ReadonlyArray<ToolMessage | undefined>;
  branch: BranchPosition;
  status: MessageRunStatus | undefined;
}

const NO_BRANCHES: BranchPosition = { index: 0, count: 1 };

const NO_TOOL_MESSAGES: ReadonlyArray<ToolMessage | undefined> = [];
const sameItems = <T>(a: ReadonlyArray<T>, b: ReadonlyArray<T>) => a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The messages of a conversation, one row per message id. Rows are OnPush components fed by
 * message identity (the core keeps unchanged messages identical), so while a reply streams only
 * its own row updates. Each kind of row can be replaced by a component or template. Above 50
 * messages only the rows near the visible part of the scroll container are rendered (core's
 * `ListWindower`, as in React); every row stays a `listitem` with its place in the whole list.
 */
@Component({
  selector: "copilot-chat-message-view",
  standalone: true,
  imports: [CopilotRender, CopilotChatAssistantMessage, CopilotChatUserMessage, CopilotChatReasoningMessage, CopilotActivityMessageView],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: "wm-message-view", "data-testid": "copilot-message-list" },
  template: `<div class="wm-message-view__list" role="list" [style.padding-top.px]="listWindow()?.spaceBefore" [style.padding-bottom.px]="listWindow()?.spaceAfter">
    @for (row of shownRows(); track row.message.id; let offset = $index) {
      <div class="wm-message-view__row" role="listitem" [attr.aria-posinset]="firstShown() + offset + 1" [attr.aria-setsize]="rows().length" [attr.data-list-key]="row.message.id">
      @switch (row.message.role) {
        @case ("assistant") {
          @if (assistantMessage(); as slot) {
            <ng-container [copilotRender]="slot" [copilotRenderProps]="{ message: row.message, isStreaming: row.isStreaming, toolMessages: row.toolMessages, agentId: agentId() }" />
          } @else {
            <copilot-chat-assistant-message [message]="asAssistant(row.message)" [isStreaming]="row.isStreaming" [toolMessages]="row.toolMessages" [agentId]="agentId()"
              [branchIndex]="row.branch.index" [numberOfBranches]="row.branch.count" [status]="row.status" [regenerable]="branches() !== undefined && !isRunning()"
              [onThumbsUp]="onThumbsUp()" [onThumbsDown]="onThumbsDown()" [onReadAloud]="onReadAloud()" [readAloud]="readAloud()"
              (regenerate)="run(branches()?.regenerate($event.id))" (retry)="run(branches()?.retry($event.id))"
              (switchToBranch)="run(branches()?.switchBranch($event.message.id, $event.branchIndex))" />
          }
        }
        @case ("user") {
          @if (userMessage(); as slot) {
            <ng-container [copilotRender]="slot" [copilotRenderProps]="{ message: row.message }" />
          } @else {
            <copilot-chat-user-message [message]="asUser(row.message)" [branchIndex]="row.branch.index" [numberOfBranches]="row.branch.count"
              [status]="row.status" [editable]="branches() !== undefined && !isRunning()" [delivery]="undelivered().get(row.message.id)"
              (retryDelivery)="retryDelivery()?.($event.id)"
              (editMessage)="run(branches()?.editMessage($event.message.id, $event.content))" (retry)="run(branches()?.retry($event.id))"
              (switchToBranch)="run(branches()?.switchBranch($event.message.id, $event.branchIndex))" />
          }
        }
        @case ("reasoning") {
          @if (reasoningMessage(); as slot) {
            <ng-container [copilotRender]="slot" [copilotRenderProps]="{ message: row.message, isStreaming: row.isStreaming }" />
          } @else {
            <copilot-chat-reasoning-message [message]="asReasoning(row.message)" [isStreaming]="row.isStreaming" />
          }
        }
        @case ("activity") {
          <copilot-activity-message-view [message]="asActivity(row.message)" [agentId]="agentId()" />
        }
      }
      </div>
    }
    </div>
    <ng-content />
    @if (showCursor()) {
      @if (cursor(); as slot) {
        <ng-container [copilotRender]="slot" [copilotRenderProps]="{}" />
      } @else {
        <div class="wm-cursor" data-testid="copilot-loading-cursor" role="img" [attr.aria-label]="labels().thinkingLabel"><span></span><span></span><span></span></div>
      }
    }`,
})
export class CopilotChatMessageView {
  @SignalInput() readonly messages = input.required<readonly Message[]>();
  @SignalInput() readonly isRunning = input<boolean>(false);
  @SignalInput() readonly agentId = input<string | undefined>(undefined);
  /** Regenerate, edit, versions and run statuses of the messages; none without it. */
  @SignalInput() readonly branches = input<AgentBranches | undefined>(undefined);
  /** User messages waiting for a connection or not sent, by id (the core's `ChatController.undelivered`). */
  @SignalInput() readonly undelivered = input<ReadonlyMap<string, MessageDeliveryStatus>>(new Map());
  /** What Retry does on a message not sent. */
  @SignalInput() readonly retryDelivery = input<((messageId: string) => void) | undefined>(undefined);
  /** Changes whenever `branches` has news (its `version`). */
  @SignalInput() readonly branchesVersion = input<number>(0);
  /** The assistant toolbar's "Good response", called with the message. */
  @SignalInput() readonly onThumbsUp = input<((message: AssistantMessage) => void) | undefined>(undefined);
  /** The assistant toolbar's "Bad response", called with the message. */
  @SignalInput() readonly onThumbsDown = input<((message: AssistantMessage) => void) | undefined>(undefined);
  /** The assistant toolbar's "Read aloud", replacing the built-in reading. */
  @SignalInput() readonly onReadAloud = input<((message: AssistantMessage) => void) | undefined>(undefined);
  /** Built-in "Read aloud": `true` (speechSynthesis) or `{ endpoint }` (text-to-speech). */
  @SignalInput() readonly readAloud = input<boolean | ReadAloudOptions | undefined>(undefined);
  /** Replaces assistant rows (props: `message`, `isStreaming`, `toolMessages`, `agentId`). */
  @SignalInput() readonly assistantMessage = input<Renderable | undefined>(undefined);
  /** Replaces user rows (props: `message`). */
  @SignalInput() readonly userMessage = input<Renderable | undefined>(undefined);
  /** Replaces reasoning rows (props: `message`, `isStreaming`). */
  @SignalInput() readonly reasoningMessage = input<Renderable | undefined>(undefined);
  /** Replaces the typing indicator. */
  @SignalInput() readonly cursor = input<Renderable | undefined>(undefined);
  protected readonly labels = injectChatLabels();
  readonly #toolMessagesCache = new Map<string, ReadonlyArray<ToolMessage | undefined>>();

  protected readonly rows = computed<Row[]>(() => {
    const messages = this.messages();
    const last = messages.at(-1);
    const results = new Map<string, ToolMessage>();
    for (const message of messages) if (message.role === "tool") results.set(message.toolCallId, message);
    const branches = this.branches();
    this.branchesVersion();
    const seen = new Set<string>();
    const rows: Row[] = [];
    for (const message of messages) {
      if (seen.has(message.id) || message.role === "tool" || message.role === "system" || message.role === "developer") continue;
      seen.add(message.id);
      const calls = message.role === "assistant" ? (message.toolCalls ?? []) : [];
      let toolMessages = calls.length === 0 ? NO_TOOL_MESSAGES : calls.map((call) => results.get(call.id));
      const cached = this.#toolMessagesCache.get(message.id);
      if (cached && sameItems(cached, toolMessages)) toolMessages = cached;
      else this.#toolMessagesCache.set(message.id, toolMessages);
      const isStreaming = this.isRunning() && message === last;
      const branch = branches?.branchesOf(message.id) ?? NO_BRANCHES;
      const status = isStreaming ? undefined : branches?.statusOf(message.id);
      rows.push({ message, isStreaming, toolMessages, branch, status });
    }
    return rows;
  });
  /** The rows to render (`undefined`: all), kept by the windower; see the constructor. */
  protected readonly listWindow = signal<ListWindow | undefined>(undefined);
  readonly #windower = new ListWindower({ onChange: (window) => this.listWindow.set(window) });
  protected readonly shownRows = computed(() => {
    const rows = this.rows();
    const window = this.listWindow();
    return window ? rows.slice(window.start, window.end) : rows;
  });
  protected readonly firstShown = computed(() => this.listWindow()?.start ?? 0);
  protected readonly showCursor = computed(() => {
    const last = this.messages().at(-1);
    return this.isRunning() && (last === undefined || last.role === "user" || last.role === "tool");
  });

  constructor() {
    const host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
    const destroyRef = inject(DestroyRef);
    // A component's effects run before its template: a long list renders windowed (its last rows)
    // from the first pass; rendering every row once to measure would cost what windowing saves.
    effect(() => this.#windower.setKeys(this.rows().map((row) => row.message.id)));
    afterNextRender(() => {
      const list = host.querySelector<HTMLElement>(":scope > .wm-message-view__list");
      if (list) destroyRef.onDestroy(this.#windower.attach(list));
    });
    afterEveryRender(() => this.#windower.observeRows());
  }

  /** Runs a conversation control; its failures reach the chat through the core's error events. */
  protected run(action: Promise<unknown> | undefined): void {
    void action?.catch(() => undefined);
  }

  protected asAssistant(message: Message): AssistantMessage {
    return message as AssistantMessage;
  }
  protected asUser(message: Message): UserMessage {
    return message as UserMessage;
  }
  protected asReasoning(message: Message): ReasoningMessage {
    return message as ReasoningMessage;
  }
  protected asActivity(message: Message): ActivityMessage {
    return message as ActivityMessage;
  }
}

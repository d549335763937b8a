import { ChangeDetectionStrategy, Component, DestroyRef, computed, effect, inject, input, signal, untracked } from "@angular/core";
import type { ContentPart } from "@ag-ui/core";
import type { Suggestion } from "@wingman/core";
import { ChatController, focusComposer, type ChatError, type CopilotChatLabels } from "@wingman/core/chat";
import { AudioRecorder } from "@wingman/core/audio";
import { CopilotChatConfiguration } from "./copilot-chat-configuration.js";
import { CopilotChatErrorBanner } from "./copilot-chat-error-banner.js";
import { CopilotChatInput, type CopilotChatInputMessage } from "./input/copilot-chat-input.js";
import { CopilotChatMessageView } from "./messages/copilot-chat-message-view.js";
import { CopilotChatSuggestionView } from "./suggestions/copilot-chat-suggestion-view.js";
import { CopilotKit } from "../provider/copilot-kit.js";
import { CopilotRender } from "../ui/copilot-render.js";
import { CopilotIcon } from "../ui/icons.js";
import { injectAgentStore } from "../agent/inject-agent-store.js";
import { SignalInput } from "../ui/signal-input.js";
import { CopilotStickToBottom } from "./stick-to-bottom.js";
import { injectSuggestions } from "../agent/suggestions.js";
import { ChatShellInputs } from "./shells/chat-shell-inputs.js";

/** Numbers each chat's element ids (Angular has no `useId`). */
let chatCount = 0;

export type { CopilotChatError } from "./copilot-chat-error.js";

/**
 * A complete chat with one agent: messages with streaming markdown and tool calls, suggestions,
 * a composer with stop, and errors shown with Retry. Put a header in it with `copilotChatHeader`
 * and content after the messages (an interrupt) with `copilotChatFooter`.
 *
 * @example
 * <copilot-chat agentId="default" [labels]="{ chatInputPlaceholder: 'Ask me' }" />
 */
@Component({
  selector: "copilot-chat",
  standalone: true,
  imports: [CopilotRender, CopilotChatMessageView, CopilotChatInput, CopilotChatSuggestionView, CopilotChatErrorBanner, CopilotIcon, CopilotStickToBottom],
  providers: [CopilotChatConfiguration],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { "[class]": "hostClass()", "data-wingman": "", "data-testid": "copilot-chat", "[attr.data-theme]": "theme()" },
  template: `<a class="wm-skip-link" [attr.href]="'#' + composerAreaId" data-testid="copilot-skip-to-composer" (click)="skipToComposer($event)">{{ labels().skipToComposerLabel }}</a>
    <ng-content select="[copilotChatHeader]" />
    <div class="wm-chat__scroll" data-testid="copilot-scroll-view" [copilotStickToBottom]="autoScroll()" #stick="copilotStickToBottom" tabindex="0" role="region" [attr.aria-label]="labels().messagesLabel">
      <div class="wm-chat__content">
        @if (store.messages().length === 0 && welcomeScreen() !== false) {
          @if (welcomeScreen(); as slot) {
            <ng-container [copilotRender]="$any(slot)" [copilotRenderProps]="{}" />
          } @else {
            <div class="wm-welcome" data-testid="copilot-welcome-screen"><h2 class="wm-welcome__title">{{ labels().welcomeMessageText }}</h2></div>
          }
        } @else {
          <copilot-chat-message-view [messages]="store.messages()" [isRunning]="isRunning()" [agentId]="config.agentId()"
            [assistantMessage]="assistantMessage()" [userMessage]="userMessage()" [reasoningMessage]="reasoningMessage()" [cursor]="cursor()"
            [branches]="branches()" [branchesVersion]="branchesVersion()" [undelivered]="undelivered()" [retryDelivery]="retryDelivery"
            [onThumbsUp]="onThumbsUp()" [onThumbsDown]="onThumbsDown()" [onReadAloud]="onReadAloud()" [readAloud]="readAloud()" />
        }
        <ng-content select="[copilotChatFooter]" />
      </div>
    </div>
    @if (!stick.isAtBottom()) {
      <button type="button" class="wm-icon-button wm-chat__scroll-button" data-testid="copilot-scroll-to-bottom" [attr.aria-label]="labels().scrollToBottomLabel" (click)="stick.scrollToBottom()">
        <copilot-icon name="arrowDown" />
      </button>
    }
    <div class="wm-chat__bottom" [id]="composerAreaId">
      @if (chatError(); as shown) {
        <copilot-chat-error-banner [error]="shown.error" [code]="shown.code" [canRetry]="shown.retry !== undefined" (retry)="retry()" (dismiss)="dismissError()" />
      }
      @if (!isRunning()) {
        @if (suggestionView(); as slot) {
          <ng-container [copilotRender]="slot" [copilotRenderProps]="{ suggestions: suggestions.suggestions(), isLoading: suggestions.isLoading(), onSelectSuggestion: selectSuggestion }" />
        } @else {
          <copilot-chat-suggestion-view [suggestions]="suggestions.suggestions()" [isLoading]="suggestions.isLoading()" (selectSuggestion)="selectSuggestion($event.suggestion)" />
        }
      }
      @if (input(); as slot) {
        <ng-container [copilotRender]="slot" [copilotRenderProps]="{ isRunning: isRunning(), canSend: true, onSubmitMessage: send, onStop: stop }" />
      } @else {
        <copilot-chat-input [isRunning]="isRunning()" [attachments]="attachments()" [transcribe]="transcribe()"
          (submitMessage)="submit($event)" (stop)="stop()" />
      }
    </div>
    <div class="wm-visually-hidden" role="status" aria-live="polite" aria-atomic="true">{{ announcement() }}</div>`,
})
export class CopilotChat extends ChatShellInputs {
  @SignalInput("labels") readonly labels_ = input<Partial<CopilotChatLabels> | undefined>(undefined, { alias: "labels" });
  @SignalInput() readonly className = input<string | undefined>(undefined);

  protected readonly config = inject(CopilotChatConfiguration, { self: true });
  readonly #copilotkit = inject(CopilotKit);
  /** This chat's agent, its messages and run status. */
  readonly store = injectAgentStore();
  protected readonly suggestions = injectSuggestions();
  protected readonly labels = this.config.labels;
  /** Sending, busy and the error with its Retry: the core's, the same for every binding. */
  readonly #controller = new ChatController(this.#copilotkit.core, {
    agent: () => this.store.agent(),
    isReady: () => this.store.isReady(),
    agentId: () => this.config.agentId(),
    threadId: () => this.threadId(),
    onError: (event) => this.error.emit(event),
  });
  readonly #busy = signal(false);
  protected readonly branchesVersion = signal(0);
  /** Regenerate, edit, versions, stopped and failed messages: the core's, through this chat. */
  protected readonly branches = computed(() => {
    this.store.agent();
    return this.#controller.branches;
  });
  /** True from send until the core's run (tools and follow-ups included) resolves. */
  protected readonly undelivered = signal(this.#controller.undelivered);
  protected readonly retryDelivery = (messageId: string): void => void this.#controller.retryMessage(messageId);
  // A message waiting for a connection counts as running: Stop cancels it (it is then "Not sent").
  readonly isRunning = computed(() => this.store.isRunning() || this.#busy() || [...this.undelivered().values()].includes("queued"));
  protected readonly chatError = signal<ChatError | undefined>(undefined);
  protected readonly announcement = signal("");
  /** Voice input: offered when the runtime can transcribe and the browser can record. */
  protected readonly transcribe = computed(() => {
    this.#copilotkit.runtimeConnectionStatus();
    return this.#copilotkit.core.isTranscriptionAvailable && AudioRecorder.isSupported() ? this.#transcribeAudio : undefined;
  });
  readonly #transcribeAudio = (audio: Blob) => this.#copilotkit.core.transcribeAudio(audio);
  /** The skip link's target: the area around the composer. */
  protected readonly composerAreaId = `wm-composer-${++chatCount}`;
  protected readonly hostClass = computed(() => `wm-root wm-chat${this.className() ? ` ${this.className()}` : ""}`);

  constructor() {
    super();
    this.config.bind({ labels: () => this.labels_(), agentId: () => this.agentId() });
    const controller = this.#controller;
    // Subscribed in the first change detection, not here: the inputs (this chat's and an enclosing
    // [copilotkitConfig]'s runtime URL) are set by then, and subscribing resolves the agent.
    let unsubscribe: (() => void) | undefined;
    const subscribeOnce = effect(() => {
      subscribeOnce.destroy();
      unsubscribe = untracked(() =>
        controller.subscribe(() => {
          this.#busy.set(controller.busy);
          this.chatError.set(controller.error);
          this.branchesVersion.set(controller.branches.version);
          this.undelivered.set(controller.undelivered);
        }),
      );
    });
    inject(DestroyRef).onDestroy(() => unsubscribe?.());

    // Once ready: an explicit thread is loaded (history, then the live run), then what was sent before goes.
    effect(() => {
      const ready = this.store.isReady();
      this.store.agent();
      this.threadId();
      if (ready) untracked(() => controller.agentReady());
    });

    // Announce each finished reply once through the live region (not every streamed token).
    let wasRunning = false;
    effect(() => {
      const running = this.store.isRunning();
      if (wasRunning && !running) {
        const last = [...this.store.messages()].reverse().find((message) => message.role === "assistant");
        const content = typeof last?.content === "string" ? last.content : "";
        if (content) untracked(() => this.announcement.set(`${this.labels().replyAnnouncementPrefix}${content}`));
      }
      wasRunning = running;
    });
  }

  /**
   * Sends a user message (text, plus attachments' content parts): waits for a run in flight, then
   * runs the agent. Before the agent is ready (or offline) it is shown waiting, and sent once ready.
   */
  readonly send = (text: string, parts: ContentPart[] = []): Promise<void> => this.#controller.send(text, parts);

  protected submit(message: CopilotChatInputMessage): void {
    void this.send(message.text, message.parts);
  }

  /** Stops the running agent. */
  readonly stop = (): void => this.#controller.stop();

  protected readonly selectSuggestion = (suggestion: Suggestion): void => void this.send(suggestion.message);

  /** The skip link: focus past the messages to the composer (else the browser follows the link). */
  protected skipToComposer(event: MouseEvent): void {
    const link = event.currentTarget as HTMLElement;
    if (focusComposer((link.getRootNode() as Document | ShadowRoot).getElementById(this.composerAreaId))) event.preventDefault();
  }

  protected retry(): void {
    this.#controller.retry();
  }

  protected dismissError(): void {
    this.#controller.dismissError();
  }
}

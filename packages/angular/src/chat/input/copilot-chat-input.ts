import { ChangeDetectionStrategy, Component, DestroyRef, ElementRef, afterRenderEffect, computed, effect, inject, input, output, signal } from "@angular/core";
import type { ContentPart } from "@ag-ui/core";
import { AttachmentQueue, attachmentToContentPart, type AttachmentQueueSnapshot, type AttachmentsConfig } from "@wingman/core/chat";
import { AudioRecorder } from "@wingman/core/audio";
import { CopilotChatConfiguration, injectChatLabels } from "../copilot-chat-configuration.js";
import { CopilotIcon } from "../../ui/icons.js";
import { SignalInput } from "../../ui/signal-input.js";
import { SignalOutput } from "../../ui/signal-output.js";

const MAX_ROWS = 5;
let nextId = 0;

/** What the composer sends: the trimmed text and the attachments' AG-UI content parts. */
export interface CopilotChatInputMessage {
  text: string;
  parts: ContentPart[];
}

/**
 * The composer: a labelled textarea that grows up to five lines, Enter to send and Shift+Enter for
 * a new line (IME composition is respected), Stop while running (Enter on an empty composer stops),
 * optional attachments (button, drop, paste) and voice input.
 */
@Component({
  selector: "copilot-chat-input",
  standalone: true,
  imports: [CopilotIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: "wm-input", "data-testid": "copilot-chat-input", "[attr.data-drag-over]": "queued().dragOver ? '' : null" },
  template: `@if (queued().dragOver) { <div class="wm-input__drop-overlay" aria-hidden="true">{{ labels().dropFilesLabel }}</div> }
    @if (notice(); as text) { <div class="wm-input__notice" role="alert">{{ text }}</div> }
    @if (files().length > 0) {
      <ul class="wm-input__attachments" [attr.aria-label]="labels().addAttachmentsButtonLabel">
        @for (attachment of files(); track attachment.id) {
          <li class="wm-attachment-chip" [attr.aria-busy]="attachment.status === 'uploading'" [attr.data-status]="attachment.status" data-testid="copilot-attachment-preview">
            @if (attachment.thumbnail) { <img class="wm-attachment-chip__thumbnail" [attr.src]="attachment.thumbnail" alt="" /> }
            <span>{{ attachment.filename ?? attachment.type }}</span>
            @if (attachment.status === "uploading") { <span class="wm-attachment-chip__status">{{ labels().uploadingAttachmentLabel }}</span> }
            <button type="button" class="wm-icon-button wm-icon-button--small" [attr.aria-label]="labels().removeAttachmentLabel + ': ' + (attachment.filename ?? attachment.type)" (click)="remove(attachment.id)">
              <copilot-icon name="close" />
            </button>
          </li>
        }
      </ul>
    }
    <div class="wm-input__row">
      <label [attr.for]="inputId" class="wm-visually-hidden">{{ labels().chatInputLabel }}</label>
      @if (recorderState() === "recording") {
        <!-- In the composer's place, as in React: the microphone is on, said in words, not just by a red icon. -->
        <div class="wm-input__field"><div class="wm-audio-recorder" data-state="recording" role="status"><span class="wm-audio-recorder__dot" aria-hidden="true"></span><span>{{ labels().recordingLabel }}</span></div></div>
      } @else {
        <textarea [id]="inputId" class="wm-input__textarea" data-testid="copilot-chat-textarea" rows="1" [value]="value()" [attr.placeholder]="transcribing() ? labels().transcribingLabel : labels().chatInputPlaceholder"
          (input)="onType($any($event.target).value)" (keydown)="onKeyDown($event)"></textarea>
      }
      <div class="wm-input__actions">
        @if (attachmentsEnabled()) {
          <input type="file" multiple [attr.accept]="accept()" class="wm-visually-hidden" tabindex="-1" aria-hidden="true" data-testid="copilot-attachment-input" (change)="onFiles($event)" />
          <button type="button" class="wm-icon-button" [attr.aria-label]="labels().addAttachmentsButtonLabel" [attr.title]="labels().addAttachmentsButtonLabel" (click)="pickFiles()">
            <copilot-icon name="paperclip" />
          </button>
        }
        @if (transcribe() && recorderState() !== "recording") {
          <button type="button" class="wm-icon-button" data-testid="copilot-start-transcribe-button" [attr.aria-label]="labels().startTranscribeButtonLabel" [attr.title]="labels().startTranscribeButtonLabel" [disabled]="transcribing()" (click)="startRecording()">
            <copilot-icon name="mic" />
          </button>
        }
        @if (recorderState() === "recording") {
          <button type="button" class="wm-icon-button" data-testid="copilot-cancel-transcribe-button" [attr.aria-label]="labels().cancelTranscribeButtonLabel" (click)="recorder.cancel()"><copilot-icon name="close" /></button>
          <button type="button" class="wm-icon-button wm-icon-button--active" data-testid="copilot-finish-transcribe-button" [attr.aria-label]="labels().finishTranscribeButtonLabel" (click)="finishRecording()"><copilot-icon name="mic" /></button>
        }
        @if (isRunning()) {
          <button type="button" class="wm-send-button" data-testid="copilot-send-button" [attr.aria-label]="labels().stopButtonLabel" [attr.title]="labels().stopButtonLabel" (click)="stop.emit()">
            <copilot-icon name="stop" />
          </button>
        } @else {
          <button type="button" class="wm-send-button" data-testid="copilot-send-button" [attr.aria-label]="labels().sendButtonLabel" [attr.title]="labels().sendButtonLabel" [disabled]="!sendable()" (click)="submit()">
            <copilot-icon name="send" />
          </button>
        }
      </div>
    </div>`,
})
export class CopilotChatInput {
  @SignalInput() readonly isRunning = input<boolean>(false);
  /** False while the agent is not ready: the text can be written but not sent. */
  @SignalInput() readonly canSend = input<boolean>(true);
  @SignalInput() readonly autoFocus = input<boolean>(false);
  /** Images and files attached to messages (off unless `enabled`). */
  @SignalInput() readonly attachments = input<AttachmentsConfig | undefined>(undefined);
  /** Given when voice input is available: turns a recording into text. */
  @SignalInput() readonly transcribe = input<((audio: Blob) => Promise<string>) | undefined>(undefined);
  /** The trimmed text and the attachments' content parts, on Enter or the send button. */
  @SignalOutput() readonly submitMessage = output<CopilotChatInputMessage>();
  @SignalOutput() readonly stop = output<void>();

  protected readonly labels = injectChatLabels();
  protected readonly value = signal("");
  // Checks, placeholders, uploads and the scoped drop/paste are the core's AttachmentQueue (shared with React).
  readonly #queue = new AttachmentQueue(() => this.attachments());
  protected readonly queued = signal<AttachmentQueueSnapshot>(this.#queue.getSnapshot());
  protected readonly files = computed(() => this.queued().attachments);
  protected readonly notice = signal<string | undefined>(undefined);
  protected readonly transcribing = signal(false);
  protected readonly recorderState = signal<"idle" | "recording" | "error">("idle");
  protected readonly recorder = new AudioRecorder({ onStateChange: (state) => this.recorderState.set(state) });
  protected readonly inputId = `wm-input-${++nextId}`;
  protected readonly attachmentsEnabled = computed(() => this.attachments()?.enabled === true);
  // No attribute when unset: every file (an `accept` of "*/*" is not understood everywhere).
  protected readonly accept = computed(() => this.attachments()?.accept ?? null);
  readonly #pending = computed(() => this.files().some((attachment) => attachment.status !== "ready"));
  protected readonly sendable = computed(
    () => this.canSend() && !this.#pending() && (this.value().trim() !== "" || this.files().length > 0),
  );
  readonly #configuration = inject(CopilotChatConfiguration, { optional: true });
  readonly #host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  /** Absent while recording: the recorder's status stands in its place. */
  readonly #textarea = () => this.#host.querySelector("textarea");

  constructor() {
    afterRenderEffect(() => {
      this.value();
      this.recorderState(); // the textarea is back after a recording
      const element = this.#textarea();
      if (!element) return;
      element.style.height = "auto";
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 20;
      element.style.height = `${Math.min(element.scrollHeight, lineHeight * MAX_ROWS + 16)}px`;
    });
    let focused = false;
    afterRenderEffect(() => {
      if (this.autoFocus() && !focused) {
        focused = true;
        this.#textarea()?.focus();
      }
    });
    // Text set from outside (copilotkitChatConfig's inputValue) replaces what is typed, each time it changes.
    effect(() => {
      const external = this.#configuration?.inputValue();
      if (external !== undefined) this.value.set(external);
    });
    const unsubscribe = this.#queue.subscribe(() => this.queued.set(this.#queue.getSnapshot()));
    const unbind = this.#queue.bind(this.#host);
    inject(DestroyRef).onDestroy(() => {
      this.recorder.cancel();
      unsubscribe();
      unbind();
    });
  }

  protected onType(text: string): void {
    this.value.set(text);
    this.#configuration?.notifyChange(text);
  }

  /** Moves keyboard focus to the textarea. */
  focus(): void {
    this.#textarea()?.focus();
  }

  protected submit(): void {
    const text = this.value().trim();
    if (!this.sendable()) return;
    const parts = this.#queue.consumeAttachments().map(attachmentToContentPart);
    this.submitMessage.emit({ text, parts });
    this.#configuration?.notifySubmit(text);
    this.value.set("");
    const textarea = this.#textarea();
    if (textarea) textarea.value = "";
    textarea?.focus();
  }

  protected onKeyDown(event: KeyboardEvent): void {
    if (event.key !== "Enter" || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    if (this.isRunning() && this.value().trim() === "") this.stop.emit();
    else this.submit();
  }

  protected remove(id: string): void {
    this.#queue.removeAttachment(id);
  }

  protected pickFiles(): void {
    this.#host.querySelector<HTMLInputElement>('input[type="file"]')?.click();
  }

  protected onFiles(event: Event): void {
    const target = event.target as HTMLInputElement;
    const files = [...(target.files ?? [])];
    target.value = "";
    void this.#queue.processFiles(files);
  }

  /** Attaches files (checked against `accept` and `maxSize`, then uploaded or read). */
  addFiles(files: File[]): Promise<void> {
    return this.#queue.processFiles(files);
  }

  protected startRecording(): void {
    this.recorder.start().catch(() => this.notice.set(this.labels().transcriptionErrorLabel));
  }

  protected async finishRecording(): Promise<void> {
    const audio = await this.recorder.stop();
    const transcribe = this.transcribe();
    if (!transcribe) return;
    this.transcribing.set(true);
    try {
      const text = (await transcribe(audio)).trim();
      if (text) this.value.update((current) => (current ? `${current} ${text}` : text));
      this.notice.set(undefined);
    } catch {
      this.notice.set(this.labels().transcriptionErrorLabel);
    } finally {
      this.transcribing.set(false);
      this.#textarea()?.focus();
    }
  }
}

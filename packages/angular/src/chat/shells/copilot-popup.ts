import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  ElementRef,
  afterRenderEffect,
  computed,
  inject,
  input,
  type OnInit,
} from "@angular/core";
import { focusDialog, trapDialogFocus } from "@wingman/core/chat";
import { CopilotChat } from "../copilot-chat.js";
import { CHAT_IN_SHELL, ChatShell } from "./chat-shell.js";
import { CopilotChatConfiguration } from "../copilot-chat-configuration.js";
import { CopilotChatToggleButton } from "./copilot-chat-toggle-button.js";
import { CopilotModalHeader } from "./copilot-modal-header.js";
import { CopilotRender } from "../../ui/copilot-render.js";
import { SignalInput } from "../../ui/signal-input.js";

let nextId = 0;
const size = (value: number | string | undefined, fallback: string) => (typeof value === "number" ? `${value}px` : (value ?? fallback));

/**
 * The chat in a floating window (a modal dialog) opened by a toggle button: focus moves into it
 * and is trapped there, Escape closes it, and focus returns to the toggle.
 *
 * @example
 * <copilot-popup title="Help" [clickOutsideToClose]="true" />
 */
@Component({
  selector: "copilot-popup",
  standalone: true,
  imports: [CopilotChat, CopilotChatToggleButton, CopilotModalHeader, CopilotRender],
  providers: [CopilotChatConfiguration],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { style: "display: contents" },
  template: `@if (toggleButton(); as slot) {
      <ng-container [copilotRender]="slot" [copilotRenderProps]="{ controls: dialogId, className: 'wm-toggle--popup' }" />
    } @else {
      <copilot-chat-toggle-button [controls]="dialogId" className="wm-toggle--popup" />
    }
    @if (config.isModalOpen()) {
      <div #dialog [id]="dialogId" role="dialog" aria-modal="true" [attr.aria-labelledby]="titleId" class="wm-root wm-popup" data-wingman="" data-testid="copilot-popup"
        [attr.data-theme]="theme()" [style.--wm-popup-width]="widthCss()" [style.--wm-popup-height]="heightCss()" (keydown)="onKeyDown($event)">
        ${CHAT_IN_SHELL}
        </copilot-chat>
      </div>
    }`,
})
export class CopilotPopup extends ChatShell implements OnInit {
  /** Default false. */
  @SignalInput() readonly defaultOpen = input<boolean>(false);
  @SignalInput() readonly width = input<number | string | undefined>(undefined);
  @SignalInput() readonly height = input<number | string | undefined>(undefined);
  /** Close when clicking outside the window (default false). */
  @SignalInput() readonly clickOutsideToClose = input<boolean>(false);

  protected readonly config = inject(CopilotChatConfiguration, { self: true });
  protected readonly dialogId = `wm-popup-${++nextId}`;
  protected readonly titleId = `${this.dialogId}-title`;
  protected readonly widthCss = computed(() => size(this.width(), "420px"));
  protected readonly heightCss = computed(() => size(this.height(), "560px"));
  readonly #host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  readonly #dialog = () => this.#host.querySelector<HTMLElement>('[role="dialog"]') ?? undefined;
  readonly #focusToggle = () => this.#host.querySelector<HTMLElement>(".wm-toggle")?.focus();

  constructor() {
    super();
    this.config.bind({ labels: () => this.labels() });
    let wasOpen: boolean | undefined;
    afterRenderEffect(() => {
      const open = this.config.isModalOpen();
      const dialog = this.#dialog();
      if (open && !wasOpen && dialog) {
        focusDialog(dialog);
      } else if (!open && wasOpen) {
        this.#focusToggle();
      }
      wasOpen = open && dialog !== undefined;
    });
    const onPointerDown = (event: PointerEvent) => {
      if (!this.clickOutsideToClose() || !this.config.isModalOpen()) return;
      const target = event.target as Node;
      const dialog = this.#dialog();
      if (dialog && !dialog.contains(target) && !(target instanceof Element && target.closest(".wm-toggle--popup"))) {
        this.config.setModalOpen(false);
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    inject(DestroyRef).onDestroy(() => document.removeEventListener("pointerdown", onPointerDown));
  }

  ngOnInit(): void {
    this.config.ownModal(this.defaultOpen());
  }

  protected onKeyDown(event: KeyboardEvent): void {
    const dialog = this.#dialog();
    if (event.key === "Escape") {
      event.stopPropagation();
      this.config.setModalOpen(false);
      return;
    }
    if (dialog) trapDialogFocus(event, dialog);
  }
}

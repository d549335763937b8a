import { ChangeDetectionStrategy, Component, ElementRef, computed, effect, inject, input, untracked, type OnInit } from "@angular/core";
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
 * The chat in a panel at the page edge with a toggle button. Closed, the panel is `hidden` (no
 * focusable content left behind); Escape inside it closes it and focus returns to the toggle.
 * It never changes the host page's layout: place your content with `--wm-sidebar-width` if needed.
 *
 * @example
 * <copilot-sidebar title="Assistant" [defaultOpen]="true" />
 */
@Component({
  selector: "copilot-sidebar",
  standalone: true,
  imports: [CopilotChat, CopilotChatToggleButton, CopilotModalHeader, CopilotRender],
  providers: [CopilotChatConfiguration],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { style: "display: contents" },
  template: `@if (toggleButton(); as slot) {
      <ng-container [copilotRender]="slot" [copilotRenderProps]="{ controls: panelId, className: 'wm-toggle--' + position() }" />
    } @else {
      <copilot-chat-toggle-button [controls]="panelId" [className]="'wm-toggle--' + position()" />
    }
    <aside [id]="panelId" data-testid="copilot-sidebar" [class]="'wm-root wm-sidebar wm-sidebar--' + position()" data-wingman="" [attr.data-theme]="theme()"
      [attr.aria-label]="config.labels().sidebarLabel" [hidden]="!config.isModalOpen()" [style.--wm-sidebar-width]="widthCss()" (keydown.escape)="close($event)">
      ${CHAT_IN_SHELL}
        <ng-content select="[copilotChatFooter]" ngProjectAs="[copilotChatFooter]" />
      </copilot-chat>
    </aside>`,
})
export class CopilotSidebar extends ChatShell implements OnInit {
  /** Default true. */
  @SignalInput() readonly defaultOpen = input<boolean>(true);
  /** CSS width (default 480px). */
  @SignalInput() readonly width = input<number | string | undefined>(undefined);
  @SignalInput() readonly position = input<"left" | "right">("right");

  protected readonly config = inject(CopilotChatConfiguration, { self: true });
  protected readonly panelId = `wm-sidebar-${++nextId}`;
  protected readonly titleId = `${this.panelId}-title`;
  protected readonly widthCss = computed(() => size(this.width(), "480px"));
  readonly #host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;

  constructor() {
    super();
    this.config.bind({ labels: () => this.labels() });
    let wasOpen: boolean | undefined;
    effect(() => {
      const open = this.config.isModalOpen();
      if (wasOpen && !open) untracked(() => this.#host.querySelector<HTMLElement>(".wm-toggle")?.focus());
      wasOpen = open;
    });
  }

  ngOnInit(): void {
    this.config.ownModal(this.defaultOpen());
  }

  protected close(event: Event): void {
    event.stopPropagation();
    this.config.setModalOpen(false);
  }
}

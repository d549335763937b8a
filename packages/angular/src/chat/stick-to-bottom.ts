import { DestroyRef, Directive, ElementRef, afterNextRender, inject, input, signal } from "@angular/core";
import { SignalInput } from "../ui/signal-input.js";

const THRESHOLD_PX = 40;

/**
 * Keeps a scroll container at the bottom as its content grows, unless the user scrolled up;
 * scrolling back to the bottom (or `scrollToBottom()`) sticks again. The content is the
 * container's first element child.
 *
 * @example
 * <div copilotStickToBottom #stick="copilotStickToBottom"><div>…messages…</div></div>
 * @if (!stick.isAtBottom()) { <button (click)="stick.scrollToBottom()">↓</button> }
 */
@Directive({ selector: "[copilotStickToBottom]", standalone: true, exportAs: "copilotStickToBottom" })
export class CopilotStickToBottom {
  /** Default true; false only tracks `isAtBottom`. */
  @SignalInput() readonly copilotStickToBottom = input<boolean | "">(true);
  readonly #element = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  readonly #isAtBottom = signal(true);
  readonly isAtBottom = this.#isAtBottom.asReadonly();
  #stuck = true;

  constructor() {
    const destroyRef = inject(DestroyRef);
    afterNextRender(() => {
      const element = this.#element;
      const onScroll = () => {
        const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight <= THRESHOLD_PX;
        this.#stuck = atBottom;
        this.#isAtBottom.set(atBottom);
      };
      element.addEventListener("scroll", onScroll, { passive: true });
      const follow = () => {
        if (this.copilotStickToBottom() !== false && this.#stuck) element.scrollTop = element.scrollHeight;
      };
      const content = element.firstElementChild ?? element;
      const Observer = (globalThis as { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
      const resize = Observer ? new Observer(follow) : undefined;
      resize?.observe(content);
      // The container shrinks when something appears beside it (the suggestion chips under the
      // list): without this the end of the last answer would sit hidden below them.
      if (content !== element) resize?.observe(element);
      const mutation = typeof MutationObserver === "function" ? new MutationObserver(follow) : undefined;
      mutation?.observe(content, { childList: true, subtree: true, characterData: true });
      follow();
      destroyRef.onDestroy(() => {
        element.removeEventListener("scroll", onScroll);
        resize?.disconnect();
        mutation?.disconnect();
      });
    });
  }

  scrollToBottom(): void {
    this.#stuck = true;
    this.#isAtBottom.set(true);
    this.#element.scrollTop = this.#element.scrollHeight;
  }
}

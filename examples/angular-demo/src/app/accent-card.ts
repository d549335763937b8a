import { ChangeDetectionStrategy, Component, inject } from "@angular/core";
import { ACCENT_COLORS, onRadioGroupKeyDown, type AccentColor as AccentColorName } from "@wingman/demo-shared/page";
import { AccentColor } from "./accent-color";
import { TryButton } from "./try-button";

const COLORS = Object.keys(ACCENT_COLORS) as AccentColorName[];

/** The accent colour: a frontend tool (`setAccentColor`) changes it, and so do the swatches. */
@Component({
  selector: "app-accent-card",
  imports: [TryButton],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { style: "display: contents" },
  template: `<section class="card accent" aria-labelledby="accent-title" data-testid="accent-card">
    <div class="card__header">
      <div>
        <h2 class="card__title" id="accent-title">Accent colour</h2>
        <p class="card__subtitle">A frontend tool: the agent calls it and the page changes.</p>
      </div>
    </div>
    <div class="accent__preview">
      <span class="accent__big-swatch"></span>
      <div>
        <div class="accent__name" data-testid="accent-name">{{ accent.color() }}</div>
        <code class="accent__code">{{ hex(accent.color()) }}</code>
      </div>
    </div>
    <div class="swatches" role="radiogroup" aria-label="Accent colour" (keydown)="onKeyDown($event)">
      @for (color of colors; track color) {
        <button type="button" role="radio" class="swatch" [attr.aria-checked]="color === accent.color()" [attr.tabindex]="color === accent.color() ? 0 : -1"
          [attr.aria-label]="color" [style.background]="hex(color)" (click)="accent.set(color)"></button>
      }
    </div>
    <div class="card__footer"><app-try-button message="Set the accent color to teal" /></div>
  </section>`,
})
export class AccentCard {
  protected readonly accent = inject(AccentColor);
  protected readonly colors = COLORS;
  protected hex(color: AccentColorName): string {
    return ACCENT_COLORS[color];
  }
  protected onKeyDown(event: KeyboardEvent): void {
    onRadioGroupKeyDown(event, COLORS, this.accent.color(), (color) => this.accent.set(color));
  }
}

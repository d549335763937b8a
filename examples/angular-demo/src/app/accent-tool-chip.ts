import { ChangeDetectionStrategy, Component, computed, input } from "@angular/core";
import type { ToolCallStatus } from "@wingman/angular";
import { ACCENT_COLORS, isAccentColor } from "@wingman/demo-shared/page";

/** How a `setAccentColor` call looks in the chat. */
@Component({
  selector: "app-accent-tool-chip",
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<div class="tool-chip" data-testid="accent-tool-chip">
    <span class="tool-chip__swatch" [style.background]="swatch()"></span>
    <span>{{ status() === "complete" ? "Accent colour changed to " : "Changing the accent colour to " }}<strong>{{ color() ?? "…" }}</strong></span>
  </div>`,
})
export class AccentToolChip {
  readonly args = input<{ color?: unknown }>({});
  readonly status = input<ToolCallStatus>("inProgress");
  protected readonly color = computed(() => (isAccentColor(this.args().color) ? (this.args().color as keyof typeof ACCENT_COLORS) : undefined));
  protected readonly swatch = computed(() => {
    const color = this.color();
    return color ? ACCENT_COLORS[color] : "#d1d5db";
  });
}

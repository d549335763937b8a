import { ChangeDetectionStrategy, Component, input } from "@angular/core";
import type { ToolCallStatus } from "@wingman/angular";

/** How a changeBackgroundColor call shows in the chat. */
@Component({
  selector: "app-color-chip",
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<span class="color-chip" [attr.data-status]="status()"><span class="color-chip__swatch" [style.background]="args().color ?? 'transparent'"></span>Background → {{ args().color ?? "…" }}</span>`,
})
export class ColorChip {
  readonly args = input<{ color?: string }>({});
  readonly status = input<ToolCallStatus>("inProgress");
}

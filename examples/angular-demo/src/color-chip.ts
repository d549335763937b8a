import { ChangeDetectionStrategy, Component, Input, input } from "@angular/core";
import type { ToolCallStatus } from "@wingman/angular";

/** How a changeBackgroundColor call shows in the chat. */
// Signal inputs in JIT mode carry their metadata in a decorator (what the AOT compiler infers from input()).
@Component({
  selector: "app-color-chip",
  standalone: true,
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<span class="color-chip" [attr.data-status]="status()"><span class="color-chip__swatch" [style.background]="args().color ?? 'transparent'"></span>Background → {{ args().color ?? "…" }}</span>`,
})
export class ColorChip {
  @Input({ isSignal: true } as Input) readonly args = input<{ color?: string }>({});
  @Input({ isSignal: true } as Input) readonly status = input<ToolCallStatus>("inProgress");
}

import { Directive, ElementRef, afterNextRender, inject } from "@angular/core";

/** Focuses its element once it is rendered (the confirm button, the rename field). */
@Directive({ selector: "[appAutofocus]" })
export class Autofocus {
  constructor() {
    const element = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
    afterNextRender(() => element.focus());
  }
}

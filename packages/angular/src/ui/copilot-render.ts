import {
  Directive,
  Input,
  TemplateRef,
  ViewContainerRef,
  inject,
  reflectComponentType,
  type ComponentRef,
  type EmbeddedViewRef,
  type OnChanges,
  type OnDestroy,
  type SimpleChanges,
  type Type,
} from "@angular/core";
import type { Renderable } from "../types.js";

/**
 * Renders a {@link Renderable} in place: a template with the props as its context, or a component
 * whose inputs of the same names receive them (props it does not declare are skipped).
 *
 * @example
 * <ng-container [copilotRender]="renderer.render" [copilotRenderProps]="{ args, status }" />
 */
@Directive({ selector: "[copilotRender]", standalone: true })
export class CopilotRender implements OnChanges, OnDestroy {
  @Input({ required: true }) copilotRender: Renderable<any> | null | undefined;
  @Input() copilotRenderProps: Record<string, unknown> = {};

  readonly #container = inject(ViewContainerRef);
  #view: EmbeddedViewRef<unknown> | undefined;
  #component: ComponentRef<unknown> | undefined;
  #inputs = new Set<string>();

  ngOnChanges(changes: SimpleChanges): void {
    if (changes["copilotRender"]) this.#create();
    else this.#update();
  }

  ngOnDestroy(): void {
    this.#container.clear();
  }

  #context(): Record<string, unknown> {
    return { ...this.copilotRenderProps, $implicit: this.copilotRenderProps };
  }

  #create(): void {
    this.#container.clear();
    this.#view = undefined;
    this.#component = undefined;
    const renderable = this.copilotRender;
    if (!renderable) return;
    if (renderable instanceof TemplateRef) {
      this.#view = this.#container.createEmbeddedView(renderable, this.#context());
      return;
    }
    const type = renderable as Type<unknown>;
    this.#inputs = new Set(reflectComponentType(type)?.inputs.map((input) => input.templateName) ?? []);
    this.#component = this.#container.createComponent(type);
    this.#update();
  }

  #update(): void {
    if (this.#view) {
      this.#view.context = this.#context();
      return;
    }
    const component = this.#component;
    if (!component) return;
    for (const [name, value] of Object.entries(this.copilotRenderProps)) if (this.#inputs.has(name)) component.setInput(name, value);
  }
}

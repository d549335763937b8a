import { ChangeDetectionStrategy, Component, ElementRef, computed, effect, inject, input, signal, untracked } from "@angular/core";
import type { AbstractAgent } from "@ag-ui/client";
import { MCPAppsActivityContentSchema, MCPAppsActivityType, type MCPAppsActivityContent } from "@wingman/core";
import { mountMcpAppLazily } from "@wingman/core/internal";
import { SignalInput } from "../ui/signal-input.js";
import type { AngularActivityMessageRenderer } from "../types.js";

/**
 * Renders an `mcp-apps` activity: the MCP App's UI resource in a sandboxed iframe (opaque origin,
 * scripts and forms only), talking to the host over the MCP Apps protocol through core's
 * `mountMcpAppLazily` (the frame's code is a chunk loaded when an app is first shown: every app
 * ships this renderer, few show an MCP App). `provideCopilotKit` registers it for
 * `activityType: "mcp-apps"`; a renderer of your own for that type wins.
 */
@Component({
  selector: "copilot-mcp-apps-activity",
  standalone: true,
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: "wm-mcp-app", "[attr.data-resource-uri]": "content().resourceUri", "[style.display]": "agent() ? 'block' : 'none'" },
  template: `@if (error(); as failure) { <p class="wm-mcp-app__error" role="alert">This app could not be shown: {{ failure.message }}</p> }`,
})
export class MCPAppsActivityRenderer {
  @SignalInput() readonly content = input.required<MCPAppsActivityContent>();
  @SignalInput() readonly agent = input<AbstractAgent | undefined>(undefined);
  protected readonly error = signal<Error | undefined>(undefined);
  // One frame per app: a new resource or server means a new frame; the same content again does not.
  readonly #contentKey = computed(() => JSON.stringify(this.content()));

  constructor() {
    const host: HTMLElement = inject(ElementRef).nativeElement;
    effect((onCleanup) => {
      const key = this.#contentKey();
      const agent = this.agent();
      if (!agent) return;
      untracked(() => {
        this.error.set(undefined);
        const unmount = mountMcpAppLazily(host, { content: JSON.parse(key) as MCPAppsActivityContent, agent, onError: (error) => this.error.set(error) });
        onCleanup(unmount);
      });
    });
  }
}

/** The built-in renderer for MCP Apps activities (registered by `CopilotKit` before the app's own). */
export const mcpAppsActivityMessageRenderer: AngularActivityMessageRenderer<MCPAppsActivityContent> = {
  activityType: MCPAppsActivityType,
  content: MCPAppsActivityContentSchema,
  render: MCPAppsActivityRenderer,
};

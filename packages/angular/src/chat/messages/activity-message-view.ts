import { ChangeDetectionStrategy, Component, computed, inject, input } from "@angular/core";
import type { ActivityMessage } from "@ag-ui/core";
import { validateActivityContent } from "@wingman/core/chat";
import { CopilotKit } from "../../provider/copilot-kit.js";
import { CopilotRender } from "../../ui/copilot-render.js";
import { SignalInput } from "../../ui/signal-input.js";

/**
 * An activity message through its renderer (`activityType` + agent, then type, then `"*"`), with
 * the content checked against the renderer's schema. Renders nothing without a renderer.
 */
@Component({
  selector: "copilot-activity-message-view",
  standalone: true,
  imports: [CopilotRender],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { style: "display: contents" },
  template: `@if (view(); as found) { <ng-container [copilotRender]="found.render" [copilotRenderProps]="found.props" /> }`,
})
export class CopilotActivityMessageView {
  @SignalInput() readonly message = input.required<ActivityMessage>();
  @SignalInput() readonly agentId = input<string | undefined>(undefined);
  readonly #copilotkit = inject(CopilotKit);

  protected readonly view = computed(() => {
    this.#copilotkit.renderersVersion();
    const message = this.message();
    const agentId = this.agentId();
    const renderer = this.#copilotkit.activityMessageRenderers.find(message.activityType, agentId);
    if (!renderer) return undefined;
    const validated = validateActivityContent(renderer.content, message);
    if (!validated) return undefined;
    const { content } = validated;
    const agent = agentId !== undefined ? this.#copilotkit.core.getAgent(agentId) : undefined;
    return { render: renderer.render, props: { activityType: message.activityType, content, message, agent } };
  });
}

import { DestroyRef, inject } from "@angular/core";
import { CopilotKit } from "../provider/copilot-kit.js";
import type { AngularActivityMessageRenderer, AngularToolCallRenderer } from "../types.js";

/**
 * Shows the calls of a tool (a backend tool too; `"*"` for any tool without its own renderer) with
 * a component or template, until the calling component is destroyed. It wins over a renderer
 * configured in `provideCopilotKit` for the same name and agent.
 *
 * @example
 * registerRenderToolCall({ name: "getWeather", render: WeatherCard }); // inputs: args, status, result
 */
export function registerRenderToolCall<Args = Record<string, unknown>>(renderer: AngularToolCallRenderer<Args>): () => void {
  const remove = inject(CopilotKit).toolCallRenderers.add(renderer as AngularToolCallRenderer<any>);
  inject(DestroyRef).onDestroy(remove);
  return remove;
}

/**
 * Shows activity messages of one `activityType` (or `"*"`) with a component or template, until the
 * calling component is destroyed. With `content` (a Standard Schema), invalid content is skipped.
 *
 * @example
 * registerRenderActivityMessage({ activityType: "plan", render: PlanCard }); // inputs: content, message
 */
export function registerRenderActivityMessage<Content = Record<string, unknown>>(renderer: AngularActivityMessageRenderer<Content>): () => void {
  const remove = inject(CopilotKit).activityMessageRenderers.add(renderer as AngularActivityMessageRenderer<any>);
  inject(DestroyRef).onDestroy(remove);
  return remove;
}

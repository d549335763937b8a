import { Directive, computed, effect, inject, input, untracked } from "@angular/core";
import type { FrontendTool } from "@wingman/core";
import type { AngularFrontendTool } from "../provider/copilot-kit-config.js";
import { CopilotKit } from "../provider/copilot-kit.js";
import { attachFrontendTool } from "../tools/register-frontend-tool.js";
import { SignalInput } from "../ui/signal-input.js";
import type { Renderable, ToolCallRenderProps } from "../types.js";

type Args = Record<string, unknown>;

/**
 * `registerFrontendTool` as a template directive (CopilotKit's `[copilotkitFrontendTool]`): the tool
 * lives as long as the element, and is registered again when an input changes. Give the whole tool
 * as the directive's value, or its parts as inputs (the value wins).
 *
 * @example
 * <div copilotkitFrontendTool name="setColor" description="Sets the colour" [parameters]="schema" [handler]="setColor"></div>
 * <div [copilotkitFrontendTool]="{ name: 'setColor', parameters: schema, handler: setColor }"></div>
 */
@Directive({ selector: "[copilotkitFrontendTool]", standalone: true })
export class CopilotKitFrontendTool {
  @SignalInput() readonly copilotkitFrontendTool = input<AngularFrontendTool<any> | "" | undefined>(undefined);
  @SignalInput() readonly name = input<string | undefined>(undefined);
  @SignalInput() readonly description = input<string | undefined>(undefined);
  @SignalInput() readonly parameters = input<FrontendTool<any>["parameters"]>(undefined);
  @SignalInput() readonly handler = input<((args: any, context: any) => unknown) | undefined>(undefined);
  @SignalInput() readonly render = input<Renderable<ToolCallRenderProps<any>> | undefined>(undefined);
  @SignalInput() readonly followUp = input<boolean | undefined>(undefined);
  @SignalInput() readonly agentId = input<string | undefined>(undefined);

  readonly #tool = computed((): AngularFrontendTool<Args> => {
    const whole = this.copilotkitFrontendTool();
    if (whole) return whole;
    const optional = { description: this.description(), parameters: this.parameters(), handler: this.handler(), render: this.render(), followUp: this.followUp(), agentId: this.agentId() };
    return { name: this.name() ?? "", ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)) };
  });

  constructor() {
    const copilotkit = inject(CopilotKit);
    effect((onCleanup) => {
      const tool = this.#tool();
      if (!tool.name) {
        console.warn('copilotkitFrontendTool: no tool registered: "name" is required (an input, or in the directive\'s value)');
        return;
      }
      onCleanup(untracked(() => attachFrontendTool(copilotkit, tool)));
    });
  }
}

import { Directive, computed, inject, input, type OnChanges } from "@angular/core";
import type { AbstractAgent } from "@ag-ui/client";
import { CopilotKit, type RuntimeUpdate } from "../provider/copilot-kit.js";
import { SignalInput } from "../ui/signal-input.js";

/**
 * Changes the app's CopilotKit from a template (CopilotKit's `[copilotkitConfig]`): the runtime URL,
 * headers, properties and local agents, passed on to `CopilotKit.updateRuntime` whenever an input
 * changes. Give them as one object (its fields win) or as inputs; `provideCopilotKit` must be
 * present above. What is left unset keeps its current value.
 *
 * @example
 * <div [copilotkitConfig]="{ runtimeUrl: '/api/copilotkit', headers: { Authorization: token() } }"><copilot-chat /></div>
 * <div copilotkitConfig [runtimeUrl]="url" [properties]="{ plan: 'pro' }"><copilot-chat /></div>
 */
@Directive({ selector: "[copilotkitConfig]", standalone: true })
export class CopilotKitConfigDirective implements OnChanges {
  @SignalInput() readonly copilotkitConfig = input<RuntimeUpdate | "" | undefined>(undefined);
  @SignalInput() readonly runtimeUrl = input<string | undefined>(undefined);
  @SignalInput() readonly headers = input<Record<string, string> | undefined>(undefined);
  @SignalInput() readonly properties = input<Record<string, unknown> | undefined>(undefined);
  @SignalInput() readonly agents = input<Record<string, AbstractAgent> | undefined>(undefined);
  @SignalInput() readonly selfManagedAgents = input<Record<string, AbstractAgent> | undefined>(undefined);

  readonly #update = computed((): RuntimeUpdate => {
    const whole = this.copilotkitConfig() || {};
    return {
      runtimeUrl: whole.runtimeUrl ?? this.runtimeUrl(),
      headers: whole.headers ?? this.headers(),
      properties: whole.properties ?? this.properties(),
      agents: whole.agents ?? this.agents(),
      selfManagedAgents: whole.selfManagedAgents ?? this.selfManagedAgents(),
    };
  });

  readonly #copilotkit = inject(CopilotKit);

  // In ngOnChanges, not an effect: the inputs apply before the chats inside render, so they start on this runtime.
  ngOnChanges(): void {
    this.#copilotkit.updateRuntime(this.#update());
  }
}

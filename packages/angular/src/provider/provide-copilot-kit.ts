import { makeEnvironmentProviders, provideEnvironmentInitializer, inject, type EnvironmentProviders } from "@angular/core";
import { COPILOT_KIT_CONFIG, type CopilotKitConfig } from "./copilot-kit-config.js";
import { CopilotKit } from "./copilot-kit.js";

/**
 * Provides the `CopilotKit` service (one core per injector) and connects to the runtime at once.
 *
 * @example
 * bootstrapApplication(App, {
 *   providers: [provideZonelessChangeDetection(), provideCopilotKit({ runtimeUrl: "/api/copilotkit" })],
 * });
 */
export function provideCopilotKit(config: CopilotKitConfig): EnvironmentProviders {
  const hasAgents = config.agents__unsafe_dev_only !== undefined && Object.keys(config.agents__unsafe_dev_only).length > 0;
  if (!config.runtimeUrl && !hasAgents) {
    console.warn("provideCopilotKit: nothing to connect to. Pass 'runtimeUrl' (your Wingman runtime) or 'agents__unsafe_dev_only', or set them later with [copilotkitConfig] or CopilotKit.updateRuntime.");
  }
  return makeEnvironmentProviders([
    { provide: COPILOT_KIT_CONFIG, useValue: config },
    CopilotKit,
    provideEnvironmentInitializer(() => void inject(CopilotKit)),
  ]);
}

/** The `CopilotKit` service; throws a clear error without `provideCopilotKit`. */
export function injectCopilotKit(): CopilotKit {
  const copilotkit = inject(CopilotKit, { optional: true });
  if (!copilotkit) throw new Error("injectCopilotKit: no CopilotKit here. Add provideCopilotKit({...}) to your application's providers.");
  return copilotkit;
}

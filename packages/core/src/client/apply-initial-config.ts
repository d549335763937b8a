import type { CopilotKitCoreConfig } from "./copilot-kit-core-config.js";
import type { CopilotKitCoreSubsystems } from "./create-copilot-kit-core-subsystems.js";

/**
 * Loads a new core's configuration into its subsystems: development agents (tracked for state),
 * tools, suggestions, then the runtime URL, which connects at once unless `deferInitialConnection`.
 * Runs once the core holds its subsystems, because connecting may call back into it.
 */
export function applyInitialConfig(subsystems: CopilotKitCoreSubsystems, config: CopilotKitCoreConfig): void {
  const { registry, stateManager, tools, suggestions } = subsystems;
  if (config.agents__unsafe_dev_only) registry.addInitialAgents(config.agents__unsafe_dev_only);
  for (const [id, agent] of Object.entries(registry.agents)) stateManager.track(id, agent);
  if (config.tools) tools.setTools(config.tools);
  for (const suggestion of config.suggestionsConfig ?? []) suggestions.addSuggestionsConfig(suggestion);
  if (config.deferInitialConnection) {
    registry.configure(config.runtimeUrl, config.runtimeTransport ?? "auto");
  } else {
    registry.configure(undefined, config.runtimeTransport ?? "auto");
    registry.setRuntimeUrl(config.runtimeUrl);
  }
}

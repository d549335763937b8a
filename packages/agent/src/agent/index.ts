export { BuiltInAgent, BasicAgent } from "./built-in-agent.js";
export { MCP_SERVER_ERROR_EVENT } from "./run-built-in-agent.js";
export type {
  BasicAgentConfiguration,
  BuiltInAgentConfiguration,
  BuiltInAgentModel,
  BuiltInAgentOptions,
  GenerationSettings,
  OverridableProperty,
} from "./built-in-agent-options.js";
export { applyOverrides, type EffectiveSettings } from "./apply-overrides.js";
export { buildSystemPrompt, type SystemPromptParts } from "./build-system-prompt.js";

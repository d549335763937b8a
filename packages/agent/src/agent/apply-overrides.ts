import type { BuiltInAgentOptions, GenerationSettings, OverridableProperty } from "./built-in-agent-options.js";
import type { ModelSpecifier } from "../model/resolve-model.js";

const numericSettings = ["maxOutputTokens", "temperature", "topP", "topK", "presencePenalty", "frequencyPenalty", "seed"] as const;

/** The settings of one run after `forwardedProps` overrides. */
export interface EffectiveSettings extends GenerationSettings {
  /** The model of this run: `options.model`, or an allowed override. */
  model: ModelSpecifier;
  /** The system prompt of this run; none when neither the options nor an allowed override give one. */
  prompt?: string;
  /** Retries of a failed model call; when unset the AI SDK's default (2) applies. */
  maxRetries?: number;
}

/**
 * Applies the overrides a request sent in `forwardedProps`, keeping only allowlisted properties
 * with values of the right type. A `model` override must also be one of `allowedModels`, so a
 * client cannot pick an arbitrary (expensive) model on the server's key. Anything else is ignored.
 *
 * @example
 * applyOverrides({ model: "openai/gpt-4o-mini", overridableProperties: ["temperature"] }, { temperature: 0.2 });
 */
export function applyOverrides(options: BuiltInAgentOptions, forwardedProps: unknown): EffectiveSettings {
  const settings: EffectiveSettings = {
    model: options.model,
    ...pick(options, [...numericSettings, "stopSequences", "toolChoice", "providerOptions", "prompt", "maxRetries"]),
  };
  const allowed = new Set<OverridableProperty>(options.overridableProperties ?? []);
  if (allowed.size === 0 || typeof forwardedProps !== "object" || forwardedProps === null) return settings;
  const props = forwardedProps as Record<string, unknown>;

  if (allowed.has("model") && typeof props.model === "string" && (options.allowedModels ?? []).includes(props.model)) {
    settings.model = props.model;
  }
  for (const key of numericSettings) {
    const value = props[key];
    if (allowed.has(key) && typeof value === "number" && Number.isFinite(value)) settings[key] = value;
  }
  if (allowed.has("stopSequences") && Array.isArray(props.stopSequences) && props.stopSequences.every((item) => typeof item === "string")) {
    settings.stopSequences = props.stopSequences;
  }
  if (allowed.has("prompt") && typeof props.prompt === "string") settings.prompt = props.prompt;
  const retries = props.maxRetries;
  if (allowed.has("maxRetries") && typeof retries === "number" && Number.isInteger(retries) && retries >= 0) settings.maxRetries = retries;
  if (allowed.has("toolChoice")) {
    const toolChoice = toAISDKToolChoice(props.toolChoice);
    if (toolChoice) settings.toolChoice = toolChoice;
  }
  if (allowed.has("providerOptions") && isPlainObject(props.providerOptions)) {
    settings.providerOptions = props.providerOptions as GenerationSettings["providerOptions"];
  }
  return settings;
}

/**
 * A tool choice in the AI SDK's shape (`"auto" | "none" | "required" | {type: "tool", toolName}`), or
 * undefined when `value` is not one. The OpenAI shape `{type: "function", function: {name}}`, which
 * CopilotKit's core (and ours) sends with suggestion requests, is translated.
 */
function toAISDKToolChoice(value: unknown): GenerationSettings["toolChoice"] | undefined {
  if (value === "auto" || value === "none" || value === "required") return value;
  if (!isPlainObject(value)) return undefined;
  if (value.type === "tool" && typeof value.toolName === "string") return { type: "tool", toolName: value.toolName };
  const fn = value.function;
  if (value.type === "function" && isPlainObject(fn) && typeof fn.name === "string") return { type: "tool", toolName: fn.name };
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const key of keys) if (source[key] !== undefined) picked[key] = source[key];
  return picked;
}

import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { WingmanAgentError } from "../errors/wingman-agent-error.js";

/** A language model object (not a gateway id string), as `streamText` accepts it. */
export type LanguageModelInstance = Exclude<LanguageModel, string>;

/** How `BuiltInAgent` is told which model to use. */
export type ModelSpecifier = string | LanguageModelInstance;

/** Where keys and base URLs come from when the model is given as a string. */
export interface ResolveModelOptions {
  /** Beats the provider's environment variable. */
  apiKey?: string;
  /** Required for `openai-compatible/…` unless `OPENAI_COMPATIBLE_BASE_URL` is set; optional elsewhere. */
  baseURL?: string;
  /** Defaults to `process.env` where it exists. */
  env?: Record<string, string | undefined>;
}

/** Provider prefixes `resolveModel` understands. */
export const SUPPORTED_PROVIDERS = ["openai", "anthropic", "google", "gemini", "openai-compatible"] as const;

/**
 * Turns `"provider/model"` (or `"provider:model"`) into an AI SDK language model; passes model
 * objects through. Keys missing here only fail when the provider is called, as the SDK does.
 *
 * Environment: `OPENAI_API_KEY`/`OPENAI_BASE_URL`, `ANTHROPIC_API_KEY`/`ANTHROPIC_BASE_URL`,
 * `GOOGLE_API_KEY` or `GOOGLE_GENERATIVE_AI_API_KEY`/`GOOGLE_GENERATIVE_AI_BASE_URL`,
 * `OPENAI_COMPATIBLE_BASE_URL`/`OPENAI_COMPATIBLE_API_KEY` (Ollama, vLLM, LM Studio).
 *
 * @throws {WingmanAgentError} `unknown_provider` or `invalid_model`.
 * @example
 * resolveModel("openai/gpt-4o");
 * resolveModel("openai-compatible/llama3.2", { baseURL: "http://127.0.0.1:11434/v1" });
 */
export function resolveModel(model: ModelSpecifier, options: ResolveModelOptions = {}): LanguageModelInstance {
  if (typeof model !== "string") return model;
  const match = /^([^/:]+)[/:](.+)$/.exec(model.trim());
  if (!match) {
    throw new WingmanAgentError("invalid_model", `Invalid model string "${model}": expected the form "provider/model".`);
  }
  const provider = match[1]!.toLowerCase();
  const modelId = match[2]!;
  const env = options.env ?? globalThis.process?.env ?? {};
  switch (provider) {
    case "openai":
      return createOpenAI({ apiKey: options.apiKey ?? env.OPENAI_API_KEY, baseURL: options.baseURL ?? env.OPENAI_BASE_URL })(modelId);
    case "anthropic":
      return createAnthropic({ apiKey: options.apiKey ?? env.ANTHROPIC_API_KEY, baseURL: options.baseURL ?? env.ANTHROPIC_BASE_URL })(modelId);
    case "google":
    case "gemini":
      return createGoogleGenerativeAI({
        apiKey: options.apiKey ?? env.GOOGLE_API_KEY ?? env.GOOGLE_GENERATIVE_AI_API_KEY,
        baseURL: options.baseURL ?? env.GOOGLE_GENERATIVE_AI_BASE_URL,
      })(modelId);
    case "openai-compatible": {
      const baseURL = options.baseURL ?? env.OPENAI_COMPATIBLE_BASE_URL;
      if (!baseURL) {
        throw new WingmanAgentError("invalid_model", `Model "${model}" needs a baseURL (option or OPENAI_COMPATIBLE_BASE_URL).`);
      }
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL,
        apiKey: options.apiKey ?? env.OPENAI_COMPATIBLE_API_KEY,
        includeUsage: true,
      }).chatModel(modelId);
    }
    default:
      throw new WingmanAgentError(
        "unknown_provider",
        `Unknown provider "${provider}" in model "${model}". Supported: ${SUPPORTED_PROVIDERS.join(", ")}; or pass a LanguageModel.`,
      );
  }
}

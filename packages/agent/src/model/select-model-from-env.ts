import { createDemoModel, type DemoModelOptions } from "../demo/create-demo-model.js";
import { resolveModel, type ModelSpecifier } from "./resolve-model.js";

/** What {@link selectModelFromEnv} picked. */
export interface SelectedModel {
  model: ModelSpecifier;
  /** For people: `"openai/gpt-4o-mini"`, or `"offline demo model"`. */
  label: string;
  /** True when no provider is configured and the offline demo model answers. */
  offline: boolean;
}

/** Options of {@link selectModelFromEnv}. */
export interface SelectModelFromEnvOptions {
  /** Defaults to `process.env` where it exists. */
  env?: Record<string, string | undefined>;
  /** For the offline demo model. */
  demo?: DemoModelOptions;
}

/**
 * Picks a model from the environment, for demos and quick starts: `WINGMAN_MODEL` if set (any
 * `resolveModel` string), else the first provider with a key (`OPENAI_API_KEY` → `openai/gpt-4o-mini`,
 * `ANTHROPIC_API_KEY` → `anthropic/claude-3-5-haiku-latest`, `GOOGLE_API_KEY` or
 * `GOOGLE_GENERATIVE_AI_API_KEY` → `google/gemini-2.0-flash`), else an OpenAI-compatible server
 * (`OPENAI_COMPATIBLE_BASE_URL` with `OPENAI_COMPATIBLE_MODEL`, or `OPENAI_BASE_URL` without an OpenAI key,
 * e.g. a local Ollama at `http://127.0.0.1:11434/v1`, with `OPENAI_MODEL`, default `llama3.2`), else the
 * offline demo model.
 *
 * @example
 * const { model, label, offline } = selectModelFromEnv();
 * const agent = new BuiltInAgent({ model });
 */
export function selectModelFromEnv(options: SelectModelFromEnvOptions = {}): SelectedModel {
  const env = options.env ?? globalThis.process?.env ?? {};
  const named = (model: string): SelectedModel => ({ model, label: model, offline: false });
  if (env.WINGMAN_MODEL) return named(env.WINGMAN_MODEL);
  if (env.OPENAI_API_KEY) return named("openai/gpt-4o-mini");
  if (env.ANTHROPIC_API_KEY) return named("anthropic/claude-3-5-haiku-latest");
  if (env.GOOGLE_API_KEY || env.GOOGLE_GENERATIVE_AI_API_KEY) return named("google/gemini-2.0-flash");
  if (env.OPENAI_COMPATIBLE_BASE_URL && env.OPENAI_COMPATIBLE_MODEL) return named(`openai-compatible/${env.OPENAI_COMPATIBLE_MODEL}`);
  if (env.OPENAI_BASE_URL) {
    // A base URL with no OpenAI key is a local OpenAI-compatible server (Ollama, vLLM, LM Studio).
    const name = `openai-compatible/${env.OPENAI_MODEL ?? env.OPENAI_COMPATIBLE_MODEL ?? "llama3.2"}`;
    const model = resolveModel(name, { baseURL: env.OPENAI_BASE_URL, env });
    return { model, label: `${name} at ${env.OPENAI_BASE_URL}`, offline: false };
  }
  return { model: createDemoModel(options.demo), label: "offline demo model", offline: true };
}

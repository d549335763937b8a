export { resolveModel, SUPPORTED_PROVIDERS, type LanguageModelInstance, type ModelSpecifier, type ResolveModelOptions } from "./resolve-model.js";
export { selectModelFromEnv, type SelectedModel, type SelectModelFromEnvOptions } from "./select-model-from-env.js";

export { defineTool, type ToolDefinition, type ToolExecuteContext, type ToolInterruptOptions } from "./define-tool.js";
export { convertInputTools, convertToolsToVercelAITools } from "./convert-input-tools.js";
export { convertToolDefinitions, convertToolDefinitionsToVercelAITools } from "./convert-tool-definitions.js";
export { assertToolParameters } from "./assert-tool-parameters.js";
export { createInterruptDescribers, type InterruptDescriber } from "./create-interrupt-describers.js";
export { convertJsonSchemaToZodSchema, type JsonSchema } from "./convert-json-schema-to-zod.js";

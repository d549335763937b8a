import type { JSONSchema7 } from "@ai-sdk/provider";
import { WingmanAgentError } from "../errors/wingman-agent-error.js";

// The intersection of what OpenAI, Anthropic and Google accept as a function name.
const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/**
 * Checks a frontend tool's name and JSON Schema before it reaches a provider, which would
 * otherwise fail mid-request with an opaque message. Missing parameters mean "no arguments".
 *
 * @throws {WingmanAgentError} `invalid_tool_schema`.
 */
export function assertToolParameters(name: string, parameters: unknown): JSONSchema7 {
  if (!TOOL_NAME.test(name)) {
    throw new WingmanAgentError("invalid_tool_schema", `Tool name "${name}" must match ${TOOL_NAME}.`);
  }
  if (parameters === undefined || parameters === null) return { type: "object", properties: {} };
  const fail = (why: string): never => {
    // CopilotKit's "Invalid JSON schema" wording, which apps may match on
    throw new WingmanAgentError("invalid_tool_schema", `Invalid JSON schema for tool "${name}": ${why}.`);
  };
  if (typeof parameters !== "object" || Array.isArray(parameters)) fail("it must be a JSON Schema object");
  const schema = parameters as Record<string, unknown>;
  if (schema.type !== undefined && schema.type !== "object") fail(`the top-level type must be "object", not ${JSON.stringify(schema.type)}`);
  // `{}` means "no arguments"; keys without a type or properties are no object schema (a typo, most often)
  if (schema.type === undefined && schema.properties === undefined && Object.keys(schema).length > 0) fail('it needs type "object" or properties');
  if (schema.properties !== undefined && (typeof schema.properties !== "object" || schema.properties === null || Array.isArray(schema.properties))) {
    fail("properties must be an object");
  }
  if (schema.required !== undefined && !(Array.isArray(schema.required) && schema.required.every((key) => typeof key === "string"))) {
    fail("required must be an array of strings");
  }
  return { ...(schema as JSONSchema7), type: "object" };
}

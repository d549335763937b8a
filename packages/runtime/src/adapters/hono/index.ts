/**
 * @module
 * Hono adapter of `@wingman/runtime` (`hono` is an optional peer dependency).
 */
export { createCopilotHonoHandler } from "./create-copilot-hono-handler.js";
export { createCopilotEndpoint, createCopilotEndpointSingleRoute, type CopilotEndpointParams } from "./create-copilot-endpoint.js";
export type { CopilotEndpointCorsConfig } from "./copilot-endpoint-cors-config.js";

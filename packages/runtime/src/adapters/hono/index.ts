/**
 * @module
 * Hono adapter of `@wingman/runtime` (`hono` is an optional peer dependency).
 */
export { createCopilotHonoHandler } from "./create-copilot-hono-handler.js";

/**
 * @module
 * Express adapter of `@wingman/runtime` (`express` is an optional peer dependency).
 */
export { createCopilotExpressHandler } from "./create-copilot-express-handler.js";

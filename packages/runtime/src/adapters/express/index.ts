/**
 * @module
 * Express adapter of `@wingman/runtime` (`express` is an optional peer dependency).
 */
export { createCopilotExpressHandler, type CopilotExpressHandler } from "./create-copilot-express-handler.js";
export {
  createCopilotEndpointExpress,
  createCopilotEndpointSingleRouteExpress,
  type CopilotExpressEndpointParams,
} from "./create-copilot-endpoint-express.js";

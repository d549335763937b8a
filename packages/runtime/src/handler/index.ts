export { createCopilotRuntimeHandler, type CopilotRuntimeHandler } from "./create-copilot-runtime-handler.js";
export type { CopilotRuntimeHandlerOptions } from "./copilot-runtime-handler-options.js";
export type { CorsOptions } from "./cors-options.js";
export type { RouteInfo, RouteName } from "./route.js";

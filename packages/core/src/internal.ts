/**
 * `@wingman/core/internal`: what Wingman's own packages (the React and Angular bindings, the
 * inspector) share with the core so that each mechanism has one implementation. Not for apps:
 * these names may change in any release. The public surface and the rule that decides between
 * the two are in docs/public-api.md.
 */
export { runtimeTransportOf } from "./runtime-api/runtime-request.js";
export { parsePartialJson } from "@wingman/shared/internal";
export type { MCPAppsActivityContentParseResult } from "./mcp-apps/mcp-apps-activity.js";
export { mountMcpApp, MCP_APPS_PROTOCOL_VERSION, type McpAppFrameOptions } from "./mcp-apps/mcp-app-frame.js";
export { mountMcpAppLazily } from "./mcp-apps/mount-mcp-app-lazily.js";
export { sendProxiedMcpRequest, type ProxiedMcpRequest } from "./mcp-apps/proxied-mcp-request.js";

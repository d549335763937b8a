export { MCPAppsActivityType, MCPAppsActivityContentSchema, type MCPAppsActivityContent, type MCPAppsActivityContentParseResult } from "./mcp-apps-activity.js";
export { mountMcpApp, MCP_APPS_PROTOCOL_VERSION, type McpAppFrameOptions } from "./mcp-app-frame.js";
export { mountMcpAppLazily } from "./mount-mcp-app-lazily.js";
export { sendProxiedMcpRequest, type ProxiedMcpRequest } from "./proxied-mcp-request.js";

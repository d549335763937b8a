export { MCPConnectionPool, type MCPConnectionPoolOptions, type MCPServerFailure } from "./mcp-connection-pool.js";
export type { MCPServerConfig, MCPClientLike, MCPClientConfig, MCPClientConfigHTTP, MCPClientConfigSSE, MCPClientProvider } from "./mcp-server-config.js";
export { collectMCPTools, type CollectMCPToolsOptions } from "./collect-mcp-tools.js";

import type { AbstractAgent } from "@ag-ui/client";
import type { McpAppsConfig } from "./mcp-apps-options.js";

type McpAppsModule = typeof import("@ag-ui/mcp-apps-middleware");

let loading: Promise<McpAppsModule> | undefined;

// A name in a variable, and the bundlers told to leave the import alone: an app bundler (Next's
// Turbopack or webpack for a route handler) must not try to resolve an optional peer the app did
// not install (Next's production build failed on exactly that); Node resolves it at run time.
const MCP_APPS_MIDDLEWARE = "@ag-ui/mcp-apps-middleware";

/**
 * `@ag-ui/mcp-apps-middleware` (and the MCP SDK under it) is loaded on the first run that needs
 * it: it is an optional peer dependency, and apps without `mcpApps` never pay for it.
 */
function loadMcpAppsMiddleware(): Promise<McpAppsModule> {
  loading ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ /* @vite-ignore */ MCP_APPS_MIDDLEWARE) as Promise<McpAppsModule>).catch((error: unknown) => {
    loading = undefined;
    throw new Error("CopilotRuntime's mcpApps option needs the package @ag-ui/mcp-apps-middleware: npm install @ag-ui/mcp-apps-middleware", {
      cause: error,
    });
  });
  return loading;
}

/**
 * Attaches AG-UI's MCP Apps middleware to a run's agent clone, as CopilotKit's runtime does for
 * its `mcpApps` option: the servers bound to this agent or to none, their `agentId` left out. The
 * middleware offers the servers' UI tools to the agent, runs the calls the agent makes to them and
 * answers the browser's proxied MCP requests (`forwardedProps.__proxiedMCPRequest`).
 */
export async function attachMcpApps(agent: AbstractAgent, agentId: string, config: McpAppsConfig | undefined): Promise<void> {
  const servers = (config?.servers ?? []).filter((server) => server.agentId === undefined || server.agentId === agentId);
  if (servers.length === 0 || typeof agent.use !== "function") return;
  const { MCPAppsMiddleware } = await loadMcpAppsMiddleware();
  const mcpServers = servers.map(({ agentId: _bound, ...server }) => ({ ...server, ...(server.headers && { headers: { ...server.headers } }) }));
  agent.use(new MCPAppsMiddleware({ mcpServers }));
}

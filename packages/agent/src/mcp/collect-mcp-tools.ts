import type { ToolSet } from "ai";
import { WingmanAgentError } from "../errors/wingman-agent-error.js";
import { errorMessage } from "../errors/error-message.js";
import type { MCPConnectionPool, MCPServerFailure } from "./mcp-connection-pool.js";
import type { MCPClientLike, MCPServerConfig } from "./mcp-server-config.js";

/** Inputs of {@link collectMCPTools}. */
export interface CollectMCPToolsOptions {
  /** MCP clients the app owns; a failure among them throws. Default: none. */
  clients?: readonly MCPClientLike[];
  /** MCP servers to connect through `pool`; a failing one is skipped and reported. Default: none. */
  servers?: readonly MCPServerConfig[];
  /** Where server connections are opened and kept. */
  pool: MCPConnectionPool;
  /** Ends the listing early (the run was aborted). Default: none. */
  signal?: AbortSignal;
}

/**
 * The tools of the app's own MCP clients (a failure there is the app's bug: it throws) and of the
 * configured servers (a failing server is skipped and returned in `failures`). Server tools win
 * on name clashes.
 *
 * @throws {WingmanAgentError} `mcp_error` when an app-owned client fails.
 */
export async function collectMCPTools(options: CollectMCPToolsOptions): Promise<{ tools: ToolSet; failures: MCPServerFailure[] }> {
  const tools: ToolSet = {};
  for (const client of options.clients ?? []) {
    try {
      Object.assign(tools, await client.tools());
    } catch (error) {
      throw new WingmanAgentError("mcp_error", `An MCP client failed to list its tools: ${errorMessage(error)}`, { cause: error });
    }
  }
  const servers = options.servers ?? [];
  if (servers.length === 0) return { tools, failures: [] };
  const fromServers = await options.pool.tools(servers, options.signal);
  return { tools: { ...tools, ...fromServers.tools }, failures: fromServers.failures };
}

/**
 * An MCP server whose tools `BuiltInAgent` offers to the model. `http` is the streamable HTTP
 * transport; `sse` the older HTTP+SSE one.
 *
 * @example
 * { type: "http", url: "https://mcp.example.com/mcp", headers: { authorization: "Bearer …" } }
 */
export interface MCPServerConfig {
  /** The transport: `http` (streamable HTTP) or `sse` (HTTP+SSE). */
  type: "http" | "sse";
  /** The server's endpoint. */
  url: string;
  /** Sent with every request to the server (an `authorization` header, say). Default: none. */
  headers?: Record<string, string>;
  /** Shown in error reports; defaults to the URL. */
  name?: string;
}

/** A client the app created and owns (for example with `createMCPClient`); never closed by the agent. */
export interface MCPClientLike {
  tools(): Promise<Record<string, unknown>>;
}

/** CopilotKit's names for the server configurations. `options` (their transport options) is not read: put headers in `headers`. */
export type MCPClientConfigHTTP = MCPServerConfig & { type: "http" };
/** An MCP server reached over Server-Sent Events (CopilotKit's name). */
export type MCPClientConfigSSE = MCPServerConfig & { type: "sse" };
/** One MCP server the agent takes tools from, over HTTP or SSE (CopilotKit's name). */
export type MCPClientConfig = MCPClientConfigHTTP | MCPClientConfigSSE;
/** CopilotKit's name for {@link MCPClientLike}. */
export type MCPClientProvider = MCPClientLike;

/** How the runtime reaches one MCP server: streamable HTTP or HTTP+SSE, as `@ag-ui/mcp-apps-middleware` takes it. */
export type McpAppsTransportConfig =
  | {
      readonly type: "http";
      readonly url: string;
      /** Sent with every request to the server (an `Authorization` header, say). */
      readonly headers?: Readonly<Record<string, string>>;
      /** A name the browser may use to address this server instead of its hash. */
      readonly serverId?: string;
    }
  | {
      readonly type: "sse";
      readonly url: string;
      /** Sent with every request to the server (an `Authorization` header, say). Default: none. */
      readonly headers?: Readonly<Record<string, string>>;
      /** A name the browser may use to address this server instead of its hash. Default: none. */
      readonly serverId?: string;
    };

/** One MCP server whose UI tools (MCP Apps) the runtime offers: CopilotKit's `McpAppsServerConfig`. */
export type McpAppsServerConfig = McpAppsTransportConfig & {
  /** Offer this server's tools to this agent only. Default: to every agent. */
  readonly agentId?: string;
};

/** CopilotKit's `mcpApps` option: MCP servers whose UI tools every run of a matching agent is offered. */
export interface McpAppsConfig {
  readonly servers: readonly McpAppsServerConfig[];
}

import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SSEServerTransport } from "@modelcontextprotocol/sdk/server/sse.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { z } from "zod";

/** A real MCP server on 127.0.0.1 with streamable HTTP at /mcp and HTTP+SSE at /sse. */
export interface MCPTestServer {
  url: string;
  /** Ids of the sessions opened so far (one per client connection), oldest first. */
  sessions: () => string[];
  /** Whether the session's transport has closed. */
  isClosed: (sessionId: string) => boolean;
  close: () => Promise<void>;
}

function createMcpServer(): McpServer {
  const server = new McpServer({ name: "wingman-test", version: "1.0.0" });
  server.registerTool("add", { description: "Add two numbers", inputSchema: { a: z.number(), b: z.number() } }, async ({ a, b }) => ({
    content: [{ type: "text", text: String(a + b) }],
  }));
  server.registerTool("explode", { description: "Always fails", inputSchema: {} }, async () => {
    throw new Error("kaboom");
  });
  return server;
}

export async function startMCPTestServer(): Promise<MCPTestServer> {
  const streamable = new Map<string, StreamableHTTPServerTransport>();
  const sse = new Map<string, SSEServerTransport>();
  const sessions: string[] = [];
  const closed = new Set<string>();

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/mcp") {
      const sessionId = request.headers["mcp-session-id"];
      let transport = typeof sessionId === "string" ? streamable.get(sessionId) : undefined;
      if (!transport) {
        if (request.method !== "POST") {
          response.writeHead(400).end();
          return;
        }
        transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: () => randomUUID(),
          onsessioninitialized: (id) => {
            sessions.push(id);
            streamable.set(id, transport!);
          },
        });
        transport.onclose = () => {
          if (transport!.sessionId) {
            closed.add(transport!.sessionId);
            streamable.delete(transport!.sessionId);
          }
        };
        await createMcpServer().connect(transport);
      }
      await transport.handleRequest(request, response);
      return;
    }
    if (url.pathname === "/sse" && request.method === "GET") {
      const transport = new SSEServerTransport("/messages", response);
      sse.set(transport.sessionId, transport);
      sessions.push(transport.sessionId);
      transport.onclose = () => {
        closed.add(transport.sessionId);
        sse.delete(transport.sessionId);
      };
      await createMcpServer().connect(transport);
      return;
    }
    if (url.pathname === "/messages" && request.method === "POST") {
      const transport = sse.get(url.searchParams.get("sessionId") ?? "");
      if (!transport) {
        response.writeHead(404).end();
        return;
      }
      await transport.handlePostMessage(request, response);
      return;
    }
    response.writeHead(404).end();
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions: () => [...sessions],
    isClosed: (sessionId) => closed.has(sessionId),
    close: async () => {
      for (const transport of [...streamable.values(), ...sse.values()]) await transport.close().catch(() => undefined);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A URL on 127.0.0.1 where nothing listens. */
export async function unusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/mcp`;
}

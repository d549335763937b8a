import { createMCPClient, type MCPClient } from "@ai-sdk/mcp";
import type { ToolSet } from "ai";
import type { MCPServerConfig } from "./mcp-server-config.js";

/** A server that could not be used for a run; the run goes on without its tools. */
export interface MCPServerFailure {
  server: MCPServerConfig;
  error: unknown;
}

interface Connection {
  client: Promise<MCPClient>;
  tools: Promise<ToolSet>;
}

/** Options of {@link MCPConnectionPool}. */
export interface MCPConnectionPoolOptions {
  /** Bound on connecting and listing tools, per server; default 10 000 ms. */
  timeoutMs?: number;
}

/**
 * Keeps one MCP connection (and its tool list) per server across runs and clones of an agent.
 * A connection that fails, or later reports an error, is dropped so the next run reconnects.
 */
export class MCPConnectionPool {
  private readonly connections = new Map<string, Connection>();
  private readonly timeoutMs: number;

  constructor(options: MCPConnectionPoolOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** The tools of every reachable server, later servers winning on name clashes, and the failures. */
  async tools(servers: readonly MCPServerConfig[], signal?: AbortSignal): Promise<{ tools: ToolSet; failures: MCPServerFailure[] }> {
    const settled = await abortable(Promise.allSettled(servers.map((server) => this.connection(server).tools)), signal);
    const tools: ToolSet = {};
    const failures: MCPServerFailure[] = [];
    settled.forEach((result, index) => {
      const server = servers[index]!;
      if (result.status === "fulfilled") Object.assign(tools, result.value);
      else {
        this.drop(server);
        failures.push({ server, error: result.reason });
      }
    });
    return { tools, failures };
  }

  /** Closes every connection; the pool can still be used afterwards (it reconnects). */
  async close(): Promise<void> {
    const connections = [...this.connections.values()];
    this.connections.clear();
    await Promise.allSettled(connections.map(async (connection) => (await connection.client).close()));
  }

  private connection(server: MCPServerConfig): Connection {
    const key = keyOf(server);
    let connection = this.connections.get(key);
    if (!connection) {
      const connecting = createMCPClient({
        transport: { type: server.type, url: server.url, ...(server.headers ? { headers: server.headers } : {}) },
        clientName: "wingman-agent",
        initializationOptions: { timeout: this.timeoutMs },
        // e.g. a server without the optional GET stream; the connection itself still works
        onUncaughtError: () => undefined,
      });
      const client = withTimeout(connecting, this.timeoutMs, server);
      // a client that connects after the timeout is closed rather than leaked
      client.catch(() => connecting.then((late) => late.close()).catch(() => undefined));
      const tools = client.then(async (connected) =>
        this.dropOnFailure(server, await withTimeout(connected.tools() as Promise<ToolSet>, this.timeoutMs, server)),
      );
      connection = { client, tools };
      this.connections.set(key, connection);
    }
    return connection;
  }

  // A tool-level failure comes back as a result with isError; a throw means the session or transport
  // broke (server restarted, session expired), so the next run reconnects instead of failing forever.
  private dropOnFailure(server: MCPServerConfig, tools: ToolSet): ToolSet {
    const wrapped: ToolSet = {};
    for (const [name, tool] of Object.entries(tools)) {
      const execute = tool.execute;
      wrapped[name] = !execute
        ? tool
        : {
            ...tool,
            execute: async (input: unknown, options: Parameters<NonNullable<typeof execute>>[1]) => {
              try {
                return await execute(input, options);
              } catch (error) {
                if (!options.abortSignal?.aborted) this.drop(server);
                throw error;
              }
            },
          };
    }
    return wrapped;
  }

  private drop(server: MCPServerConfig): void {
    const key = keyOf(server);
    const connection = this.connections.get(key);
    if (!connection) return;
    this.connections.delete(key);
    connection.client.then((client) => client.close()).catch(() => undefined);
  }
}

function keyOf(server: MCPServerConfig): string {
  return JSON.stringify([server.type, server.url, server.headers ?? {}]);
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, server: MCPServerConfig): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`MCP server ${server.name ?? server.url} did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// The connections keep going for the next run; only this run stops waiting for them.
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { HttpAgent } from "@ag-ui/client";
import { EventType, type BaseEvent, type RunAgentInput } from "@ag-ui/core";
import { Server as McpServer } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScriptedAgent } from "../../../src/testing/scripted-agent.js";
import { startNodeServer, type TestServer } from "../support/test-server.js";

/** A real MCP server on 127.0.0.1 (stateless streamable HTTP): one UI tool, `show_chart`, and one plain tool. */
async function startChartServer(): Promise<{ url: string; calls: unknown[]; close: () => Promise<void> }> {
  const calls: unknown[] = [];
  const http: Server = createServer(async (request, response) => {
    const mcp = new McpServer({ name: "charts", version: "1.0.0" }, { capabilities: { tools: {} } });
    mcp.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: [
        {
          name: "show_chart",
          description: "Shows a chart",
          inputSchema: { type: "object", properties: { city: { type: "string" } } },
          _meta: { ui: { resourceUri: "ui://charts/chart.html" } },
        },
        { name: "plain_tool", description: "No UI", inputSchema: { type: "object", properties: {} } },
      ],
    }));
    mcp.setRequestHandler(CallToolRequestSchema, async (call) => {
      calls.push(call.params);
      return { content: [{ type: "text", text: `chart of ${String(call.params.arguments?.["city"])}` }] };
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    response.on("close", () => void transport.close());
    await mcp.connect(transport);
    await transport.handleRequest(request, response);
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    calls,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

/** Calls `show_chart` when it is offered, as a model would; otherwise answers in text. */
function chartAgent(seen: RunAgentInput[]): ScriptedAgent {
  return new ScriptedAgent({
    script: (input) => {
      seen.push(input);
      const { threadId, runId } = input;
      const offered = input.tools.some((tool) => tool.name === "show_chart");
      const middle: BaseEvent[] = offered
        ? [
            { type: EventType.TOOL_CALL_START, toolCallId: "call-1", toolCallName: "show_chart", parentMessageId: `${runId}-a` } as BaseEvent,
            { type: EventType.TOOL_CALL_ARGS, toolCallId: "call-1", delta: '{"city":"Oslo"}' } as BaseEvent,
            { type: EventType.TOOL_CALL_END, toolCallId: "call-1" } as BaseEvent,
          ]
        : [
            { type: EventType.TEXT_MESSAGE_START, messageId: `${runId}-a`, role: "assistant" } as BaseEvent,
            { type: EventType.TEXT_MESSAGE_CONTENT, messageId: `${runId}-a`, delta: "no charts here" } as BaseEvent,
            { type: EventType.TEXT_MESSAGE_END, messageId: `${runId}-a` } as BaseEvent,
          ];
      return [
        { type: EventType.RUN_STARTED, threadId, runId } as BaseEvent,
        ...middle,
        { type: EventType.RUN_FINISHED, threadId, runId } as BaseEvent,
      ];
    },
  });
}

let server: TestServer | undefined;
let charts: Awaited<ReturnType<typeof startChartServer>> | undefined;
afterEach(async () => {
  await server?.close();
  await charts?.close();
  server = charts = undefined;
});

describe("mcpApps (CopilotKit's option, over AG-UI's MCP Apps middleware)", () => {
  it("offers the server's UI tools to the bound agent, runs its call on the server and streams the result and the app's activity", async () => {
    charts = await startChartServer();
    const seen: RunAgentInput[] = [];
    const other: RunAgentInput[] = [];
    server = await startNodeServer({
      agents: { charts: chartAgent(seen), other: chartAgent(other) },
      mcpApps: { servers: [{ type: "http", url: charts.url, agentId: "charts" }] },
    });

    const events: BaseEvent[] = [];
    const agent = new HttpAgent({ url: `${server.url}/agent/charts/run`, threadId: "mcp-1" });
    agent.addMessage({ id: "u1", role: "user", content: "Chart Oslo" });
    await agent.runAgent({ runId: "mcp-1-r" }, { onEvent: ({ event }) => void events.push(event) });

    // The UI tool was offered to the agent (the plain one was not); the agent's call ran on the server.
    expect(seen[0]!.tools.map((tool) => tool.name)).toEqual(["show_chart"]);
    expect(charts.calls).toEqual([{ name: "show_chart", arguments: { city: "Oslo" } }]);
    const result = events.find((event) => event.type === EventType.TOOL_CALL_RESULT) as BaseEvent & { toolCallId: string; content: string };
    expect(result).toMatchObject({ toolCallId: "call-1", content: "chart of Oslo" });
    const activity = events.find((event) => event.type === EventType.ACTIVITY_SNAPSHOT) as BaseEvent & { activityType: string; content: Record<string, unknown> };
    expect(activity.activityType).toBe("mcp-apps");
    expect(activity.content).toMatchObject({ resourceUri: "ui://charts/chart.html", toolInput: { city: "Oslo" } });
    expect(events.at(-1)?.type).toBe(EventType.RUN_FINISHED);
    expect(agent.messages.find((message) => message.role === "tool")).toMatchObject({ toolCallId: "call-1", content: "chart of Oslo" });

    // A server bound to another agent is not offered.
    const plain = new HttpAgent({ url: `${server.url}/agent/other/run`, threadId: "mcp-2" });
    await plain.runAgent({ runId: "mcp-2-r" });
    expect(other[0]!.tools).toEqual([]);
    expect(plain.messages.at(-1)).toMatchObject({ role: "assistant", content: "no charts here" });
    expect(charts.calls).toHaveLength(1);
  });

  it("is read as an option: no start-up warning for it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { CopilotRuntime } = await import("../../../src/index.js");
    const runtime = new CopilotRuntime({ agents: {}, mcpApps: { servers: [{ type: "sse", url: "http://127.0.0.1:1/sse" }] } });
    expect(runtime.mcpApps?.servers).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

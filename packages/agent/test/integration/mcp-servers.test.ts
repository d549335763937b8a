import { EventType } from "@ag-ui/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BuiltInAgent, type MCPServerConfig } from "../../src/index.js";
import { collect, finish, ofType, runInput, scriptedModel, textParts, toolCallParts, types } from "../helpers.js";
import { startMCPTestServer, unusedUrl, type MCPTestServer } from "./mcp-test-server.js";

let server: MCPTestServer;
beforeAll(async () => {
  server = await startMCPTestServer();
});
afterAll(async () => {
  await server.close();
});

describe.each([
  ["streamable HTTP", "http", "/mcp"],
  ["SSE", "sse", "/sse"],
] as const)("MCP over %s", (_label, type, path) => {
  it("offers the server's tools and runs them through the model loop", async () => {
    const model = scriptedModel([...toolCallParts("m1", "add", { a: 2, b: 3 }), finish("tool-calls")], [...textParts("0", "It is 5"), finish()]);
    const agent = new BuiltInAgent({ model, mcpServers: [{ type, url: server.url + path }] });
    try {
      const events = await collect(agent.run(runInput()));
      const offered = model.doStreamCalls[0]!.tools ?? [];
      expect(offered.map((tool) => tool.name).sort()).toEqual(["add", "explode"]);
      expect(offered.find((tool) => tool.name === "add")).toMatchObject({ description: "Add two numbers" });
      const result = ofType(events, EventType.TOOL_CALL_RESULT)[0]!;
      expect(result.toolCallId).toBe("m1");
      expect(JSON.parse(result.content as string)).toMatchObject({ content: [{ type: "text", text: "5" }] });
      expect(events.at(-1)).toMatchObject({ type: EventType.RUN_FINISHED, outcome: { type: "success" } });
    } finally {
      await agent.close();
    }
  });
});

describe("MCP connections", () => {
  it("are reused across runs and clones, and closed by close()", async () => {
    const before = server.sessions().length;
    const model = scriptedModel([finish()], [finish()], [finish()]);
    const agent = new BuiltInAgent({ model, mcpServers: [{ type: "http", url: `${server.url}/mcp` }] });
    await collect(agent.run(runInput()));
    await collect(agent.run(runInput({ runId: "r2" })));
    await collect(agent.clone().run(runInput({ runId: "r3" })));
    expect(model.doStreamCalls.map((call) => call.tools?.length)).toEqual([2, 2, 2]);
    const opened = server.sessions().slice(before);
    expect(opened).toHaveLength(1);
    expect(server.isClosed(opened[0]!)).toBe(false);
    await agent.close();
    await vi.waitFor(() => expect(server.isClosed(opened[0]!)).toBe(true));
  });

  it("skip and report a failing server, keep the others, and retry it on the next run", async () => {
    const down: MCPServerConfig = { type: "http", url: await unusedUrl(), name: "down" };
    const onMCPServerError = vi.fn();
    const model = scriptedModel([...textParts("0", "ok"), finish()], [finish()]);
    const agent = new BuiltInAgent({ model, onMCPServerError, mcpServers: [down, { type: "http", url: `${server.url}/mcp` }] });
    try {
      const events = await collect(agent.run(runInput()));
      expect(types(events)).toContain(EventType.RUN_FINISHED);
      expect(model.doStreamCalls[0]!.tools?.map((tool) => tool.name).sort()).toEqual(["add", "explode"]);
      expect(onMCPServerError).toHaveBeenCalledTimes(1);
      expect(onMCPServerError.mock.calls[0]![0]).toBe(down);
      expect(ofType(events, EventType.CUSTOM)).toEqual([expect.objectContaining({ name: "wingman.mcp_server_error", value: expect.objectContaining({ server: "down" }) })]);
      await collect(agent.run(runInput({ runId: "r2" })));
      expect(onMCPServerError).toHaveBeenCalledTimes(2);
    } finally {
      await agent.close();
    }
  });

  it("turn a failing MCP tool into a tool result with the error", async () => {
    const model = scriptedModel([...toolCallParts("x1", "explode", {}), finish("tool-calls")], [finish()]);
    const agent = new BuiltInAgent({ model, mcpServers: [{ type: "http", url: `${server.url}/mcp` }] });
    try {
      const events = await collect(agent.run(runInput()));
      expect(ofType(events, EventType.TOOL_CALL_RESULT)[0]!.content).toMatch(/kaboom/);
    } finally {
      await agent.close();
    }
  });

  it("take tools from app-owned clients and end a failing client in RUN_ERROR", async () => {
    const model = scriptedModel([finish()]);
    const { tool, jsonSchema } = await import("ai");
    const client = { tools: async () => ({ lookup: tool({ description: "Look up", inputSchema: jsonSchema({ type: "object", properties: {} }) }) }) };
    await collect(new BuiltInAgent({ model, mcpClients: [client] }).run(runInput()));
    expect(model.doStreamCalls[0]!.tools?.map((candidate) => candidate.name)).toEqual(["lookup"]);
    const broken = { tools: async () => Promise.reject(new Error("no session")) };
    const events = await collect(new BuiltInAgent({ model: scriptedModel([finish()]), mcpClients: [broken] }).run(runInput()));
    expect(events.at(-1)).toMatchObject({ type: EventType.RUN_ERROR, code: "mcp_error" });
  });
});

import { EventType } from "@ag-ui/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ScriptedAgent } from "../../src/testing/scripted-agent.js";
import { textRunEvents } from "../../src/testing/text-run-events.js";
import { postJson, runInput, readSse } from "@wingman/test-support/sse";
import { startNodeServer, type TestServer } from "./support/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startNodeServer(
    {
      agents: {
        greeter: new ScriptedAgent({ script: (input) => textRunEvents({ ...input }) }),
        hanging: new ScriptedAgent({ script: (input) => textRunEvents({ ...input, openMessage: true }), end: "wait-for-abort" }),
      },
    },
    { basePath: "/rpc", mode: "single-route" },
  );
});
afterAll(() => server.close());

const call = (envelope: unknown) => postJson(server.url, envelope);

describe("single-route envelope", () => {
  it("serves info, run, connect, stop and the thread methods", async () => {
    const info = (await (await call({ method: "info" })).json()) as Record<string, unknown>;
    expect(info).toMatchObject({
      agents: { greeter: { name: "greeter" } },
      threadEndpoints: { list: false, inspect: false, mutations: false, realtimeMetadata: false },
    });
    const run = await readSse(await call({ method: "agent/run", params: { agentId: "greeter" }, body: runInput("sr-1", "r1") }));
    expect(run.at(-1)?.event.type).toBe(EventType.RUN_FINISHED);
    const connect = await readSse(await call({ method: "agent/connect", params: { agentId: "greeter" }, body: { threadId: "sr-1" } }));
    expect(connect.at(-1)?.event.type).toBe(EventType.RUN_FINISHED);
    // A body sent as a JSON string is accepted too.
    const stringBody = await call({ method: "agent/connect", params: { agentId: "greeter" }, body: JSON.stringify({ threadId: "sr-1" }) });
    expect(stringBody.status).toBe(200);
    await stringBody.text();
    const stop = await call({ method: "agent/stop", params: { agentId: "greeter", threadId: "sr-1" } });
    expect(await stop.json()).toMatchObject({ stopped: false });
    const list = (await (await call({ method: "threads/list", params: { agentId: "greeter" } })).json()) as { threads: { id: string }[] };
    expect(list.threads.map((thread) => thread.id)).toContain("sr-1");
    const messages = (await (await call({ method: "threads/messages", params: { threadId: "sr-1" } })).json()) as { messages: unknown[] };
    expect(messages.messages).toHaveLength(1);
    const renamed = await call({ method: "threads/update", params: { threadId: "sr-1" }, body: { name: "renamed" } });
    expect(await renamed.json()).toMatchObject({ thread: { name: "renamed" } });
  });

  it("answers a busy thread with 409 before any stream", async () => {
    const first = await call({ method: "agent/run", params: { agentId: "hanging" }, body: runInput("sr-busy", "r1") });
    expect(first.status).toBe(200);
    const second = await call({ method: "agent/run", params: { agentId: "hanging" }, body: runInput("sr-busy", "r2") });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: "thread_busy" });
    await call({ method: "agent/stop", params: { agentId: "hanging", threadId: "sr-busy" } });
    await first.text();
  });

  it.each([
    ["a GET", { method: "GET" }, 405, { error: "Method not allowed" }],
    ["a non-JSON body", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "{}" }, 415, { error: "invalid_request", message: "Single-route endpoint expects JSON payloads" }],
    ["malformed JSON", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" }, 400, { error: "invalid_request", message: "Invalid JSON payload" }],
    ["no method", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }, 400, { message: "Missing method field" }],
    ["a wrong-case method", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ method: "Agent/Run" }) }, 400, { message: "Unsupported method 'Agent/Run'" }],
    ["a blank param", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ method: "agent/run", params: { agentId: " " }, body: {} }) }, 400, { message: "Missing or invalid parameter 'agentId'" }],
    ["a missing body", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ method: "agent/run", params: { agentId: "greeter" } }) }, 400, { message: "Missing request body for JSON handler" }],
    ["an unknown agent", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ method: "agent/run", params: { agentId: "nobody" }, body: {} }) }, 404, { error: "Agent not found" }],
    ["an invalid RunAgentInput", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ method: "agent/run", params: { agentId: "greeter" }, body: { threadId: 1 } }) }, 400, { error: "Invalid request body" }],
  ] as const)("answers %s with %i", async (_name, init, status, body) => {
    const response = await fetch(server.url, init as RequestInit);
    expect(response.status).toBe(status);
    if (status === 405) expect(response.headers.get("allow")).toBe("POST");
    // CopilotKit clients and tests compare the 405 body whole; the others carry our extra `message`.
    if (status === 405) expect(await response.json()).toEqual(body);
    else expect(await response.json()).toMatchObject(body);
  });

  it("answers 404 outside the base path", async () => {
    const response = await fetch(server.url.replace("/rpc", "/elsewhere"), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ method: "info" }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: "Not found" });
  });
});

import { HttpAgent } from "@ag-ui/client";
import { afterEach, describe, expect, it } from "vitest";
import { ScriptedAgent } from "../../src/testing/scripted-agent.js";
import { textRunEvents } from "../../src/testing/text-run-events.js";
import { readSse } from "@wingman/test-support/sse";
import { startNodeServer, type TestServer } from "./support/test-server.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function greeter(): ScriptedAgent {
  return new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["Hello", ", ", "world"] }) });
}

describe("HttpAgent against the runtime", () => {
  it("runs an agent through the REST route and ends with the right messages", async () => {
    server = await startNodeServer({ agents: { greeter: greeter() } }, { basePath: "/api/copilotkit" });
    const agent = new HttpAgent({ url: `${server.url}/agent/greeter/run`, threadId: "t1" });
    agent.addMessage({ id: "u1", role: "user", content: "Hi" });
    const result = await agent.runAgent({ runId: "r1" });
    expect(agent.messages).toEqual([
      { id: "u1", role: "user", content: "Hi" },
      { id: "r1-reply", role: "assistant", content: "Hello, world" },
    ]);
    expect(result.newMessages.map((message) => message.id)).toEqual(["r1-reply"]);
  });

  it("runs an agent through the single-route envelope", async () => {
    server = await startNodeServer({ agents: { greeter: greeter() } }, { basePath: "/api/copilotkit", mode: "single-route" });
    const url = server.url;
    const agent = new HttpAgent({
      url,
      threadId: "t2",
      // Wrap the RunAgentInput into the envelope, as the original's single-route client does.
      fetch: (input, init) =>
        fetch(input, { ...init, body: JSON.stringify({ method: "agent/run", params: { agentId: "greeter" }, body: JSON.parse(init!.body as string) }) }),
    });
    agent.addMessage({ id: "u1", role: "user", content: "Hi" });
    await agent.runAgent({ runId: "r2" });
    expect(agent.messages.at(-1)).toEqual({ id: "r2-reply", role: "assistant", content: "Hello, world" });
  });

  it("reads through heartbeat comments on a slow run", async () => {
    const slow = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["a", "b"] }), delayMs: 30 });
    server = await startNodeServer({ agents: { slow } }, { sse: { heartbeatIntervalMs: 5 } });
    const response = await fetch(`${server.url}/agent/slow/run`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ threadId: "hb", runId: "hb-1", messages: [], tools: [], context: [] }),
    });
    expect(await response.text()).toContain(": ping\n\n");
    const agent = new HttpAgent({ url: `${server.url}/agent/slow/run`, threadId: "hb2" });
    await agent.runAgent({ runId: "hb-2" });
    expect(agent.messages).toEqual([{ id: "hb-2-reply", role: "assistant", content: "ab" }]);
  });

  it("streams id lines and UTF-8 frames", async () => {
    const agent = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["héllo ", "wörld ", "🦊"] }) });
    server = await startNodeServer({ agents: { a: agent } });
    const response = await fetch(`${server.url}/agent/a/run`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({ threadId: "t3", runId: "r3", messages: [], tools: [], context: [] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const frames = await readSse(response);
    expect(frames.map((frame) => frame.id)).toEqual(frames.map((_, index) => index + 1));
    expect(frames.map((frame) => frame.event.type)).toEqual([
      "RUN_STARTED",
      "TEXT_MESSAGE_START",
      "TEXT_MESSAGE_CONTENT",
      "TEXT_MESSAGE_CONTENT",
      "TEXT_MESSAGE_CONTENT",
      "TEXT_MESSAGE_END",
      "RUN_FINISHED",
    ]);
    const text = frames.map((frame) => (frame.event as { delta?: string }).delta ?? "").join("");
    expect(text).toBe("héllo wörld 🦊");
  });
});

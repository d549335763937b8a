import { HttpAgent } from "@ag-ui/client";
import { eventually } from "@wingman/test-support/wait";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AfterRequestMiddlewareParameters } from "../../../src/index.js";
import { ScriptedAgent } from "../../../src/testing/scripted-agent.js";
import { textRunEvents } from "../../../src/testing/text-run-events.js";
import { startNodeServer, type TestServer } from "../support/test-server.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

const greeter = () => new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["Hello", " there"] }) });
const runBody = (threadId: string) => JSON.stringify({ threadId, runId: `${threadId}-r`, messages: [], tools: [], context: [] });
const postRun = (url: string, threadId: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/agent/greeter/run`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: runBody(threadId) });

describe("beforeRequestMiddleware (CopilotKit's semantics)", () => {
  it("may replace the request: what it returns is what identifyUser and the route see", async () => {
    const paths: string[] = [];
    server = await startNodeServer(
      {
        agents: { greeter: greeter() },
        identifyUser: (request) => request.headers.get("x-user"),
        beforeRequestMiddleware: ({ request, path }) => {
          paths.push(path);
          const headers = new Headers(request.headers);
          headers.set("x-user", "from-middleware");
          return new Request(request, { headers });
        },
      },
      { basePath: "/api/copilotkit" },
    );
    const agent = new HttpAgent({ url: `${server.url}/agent/greeter/run`, threadId: "mw-1" });
    await agent.runAgent({ runId: "mw-1-r" });
    expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Hello there" });
    expect(paths).toEqual(["/api/copilotkit/agent/greeter/run"]);
    const threads = await fetch(`${server.url}/threads`, { headers: { "x-user": "someone-else" } });
    // The thread belongs to the user the middleware set, whoever the client claimed to be.
    expect(((await threads.json()) as { threads: { id: string }[] }).threads.map((thread) => thread.id)).toEqual(["mw-1"]);
  });

  it("rejects with a thrown Response: sent as it is, with CORS headers, no route and no onResponse hook", async () => {
    const onResponse = vi.fn();
    const run = vi.fn();
    const agent = new ScriptedAgent({ script: (input) => (run(), textRunEvents({ ...input })) });
    server = await startNodeServer(
      {
        agents: { greeter: agent },
        hooks: { onResponse },
        beforeRequestMiddleware: ({ request }) => {
          if (!request.headers.get("authorization")) {
            throw new Response(JSON.stringify({ error: "unauthorized", message: "Sign in" }), {
              status: 401,
              headers: { "Content-Type": "application/json" },
            });
          }
        },
      },
      { cors: { origin: "https://app.example" } },
    );
    const response = await postRun(server.url, "mw-2", { Origin: "https://app.example" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "unauthorized", message: "Sign in" });
    expect(response.headers.get("access-control-allow-origin")).toBe("https://app.example");
    expect(onResponse).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
    const allowed = await postRun(server.url, "mw-2", { Authorization: "Bearer x" });
    expect(allowed.status).toBe(200);
    await allowed.text();
    expect(onResponse).toHaveBeenCalledTimes(1);
  });

  it("rejects with a returned Response too", async () => {
    server = await startNodeServer({
      agents: { greeter: greeter() },
      beforeRequestMiddleware: () => new Response("closed for maintenance", { status: 503 }),
    });
    const response = await postRun(server.url, "mw-3");
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("closed for maintenance");
  });

  it("turns any other throw into a 500 without details, and the server goes on", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = true;
    server = await startNodeServer({
      agents: { greeter: greeter() },
      beforeRequestMiddleware: () => {
        if (fail) throw new Error("secret database password in this message");
      },
    });
    const response = await postRun(server.url, "mw-4");
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ error: "internal_error" });
    expect(body).not.toContain("secret");
    fail = false;
    const next = await postRun(server.url, "mw-4");
    expect(next.status).toBe(200);
    await next.text();
  });
});

describe("afterRequestMiddleware (CopilotKit's semantics)", () => {
  it("observes a run's response once it ended: the messages it built, its thread and run, a readable copy", async () => {
    let observed: (parameters: AfterRequestMiddlewareParameters & { body: string }) => void;
    const seen = new Promise<AfterRequestMiddlewareParameters & { body: string }>((resolve) => (observed = resolve));
    server = await startNodeServer({
      agents: { greeter: greeter() },
      afterRequestMiddleware: async (parameters) => {
        if (parameters.path.endsWith("/run")) observed({ ...parameters, body: await parameters.response.text() });
      },
    });
    const agent = new HttpAgent({ url: `${server.url}/agent/greeter/run`, threadId: "after-1" });
    agent.addMessage({ id: "u1", role: "user", content: "Hi" });
    await agent.runAgent({ runId: "after-1-r" });
    // The client got its whole stream, as without the middleware.
    expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Hello there" });
    const parameters = await seen;
    expect(parameters.threadId).toBe("after-1");
    expect(parameters.runId).toBe("after-1-r");
    expect(parameters.messages).toEqual([{ id: "after-1-r-reply", role: "assistant", content: "Hello there" }]);
    expect(parameters.response.status).toBe(200);
    expect(parameters.response.headers.get("content-type")).toBe("text/event-stream");
    expect(parameters.body).toContain('"type":"RUN_FINISHED"');
    expect(parameters.runtime).toBe(server.runtime);
  });

  it("sees JSON answers with no messages, and what it throws is only logged", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const statuses: number[] = [];
    const messageLists: unknown[] = [];
    let thrown: () => void;
    const threw = new Promise<void>((resolve) => (thrown = resolve));
    server = await startNodeServer({
      agents: { greeter: greeter() },
      afterRequestMiddleware: ({ response, messages }) => {
        statuses.push(response.status);
        messageLists.push(messages);
        thrown();
        throw new Error("observer failed");
      },
    });
    const response = await fetch(`${server.url}/agent/nobody/run`, { method: "POST", headers: { "Content-Type": "application/json" }, body: runBody("x") });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: "Agent not found" });
    await threw;
    await eventually(() => errors.mock.calls.some(([text]) => text === "[wingman] afterRequestMiddleware failed:"));
    expect(statuses).toEqual([404]);
    expect(messageLists).toEqual([[]]);
    const info = await fetch(`${server.url}/info`);
    expect(info.status).toBe(200);
  });
});

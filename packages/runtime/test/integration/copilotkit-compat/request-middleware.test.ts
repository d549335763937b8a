import { HttpAgent } from "@ag-ui/client";
import { catchConsole } from "@wingman/test-support/console";
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
    // The thrown Response is also reported, as CopilotKit does (logger.error with the request).
    const logged = catchConsole("error", /^Error running before request middleware$/);
    const response = await postRun(server.url, "mw-2", { Origin: "https://app.example" }).finally(() => logged.restore());
    expect(logged.calls).toHaveLength(1);
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
    // Logged as CopilotKit's runtime logs it: ({ err, url, path }, message).
    await eventually(() =>
      errors.mock.calls.some(
        ([fields, text]) =>
          text === "Error running after request middleware" &&
          (fields as { err?: Error; path?: string }).err?.message === "observer failed" &&
          (fields as { path?: string }).path === "/agent/nobody/run",
      ),
    );
    expect(statuses).toEqual([404]);
    expect(messageLists).toEqual([[]]);
    const info = await fetch(`${server.url}/info`);
    expect(info.status).toBe(200);
  });
});

describe("request middleware: logging and ordering as CopilotKit's runtime", () => {
  const failingClone = () => ({ clone: () => { throw new Error("cannot clone"); } }) as unknown as ScriptedAgent;

  it("logs a refusal as ({ err, url, path }, message), and the after-middleware never sees a refused request", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const statuses: number[] = [];
    let observed: () => void;
    const observedAllowed = new Promise<void>((resolve) => (observed = resolve));
    const refusal = new Response("no", { status: 403 });
    server = await startNodeServer({
      agents: { greeter: greeter() },
      beforeRequestMiddleware: ({ request }) => {
        if (request.headers.get("x-refuse")) throw refusal;
      },
      afterRequestMiddleware: ({ response }) => {
        statuses.push(response.status);
        if (response.status === 200) observed();
      },
    });
    const refused = await fetch(`${server.url}/info`, { headers: { "x-refuse": "1" } });
    expect(refused.status).toBe(403);
    expect(errors).toHaveBeenCalledWith({ err: refusal, url: `${server.url}/info`, path: "/info" }, "Error running before request middleware");
    expect((await fetch(`${server.url}/info`)).status).toBe(200);
    await observedAllowed;
    // A JSON answer is handed over when it is sent, so the refused one would have come first.
    expect(statuses).toEqual([200]);
  });

  it("logs a failing before-middleware once, as CopilotKit's runtime does", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("middleware down");
    server = await startNodeServer({
      agents: { greeter: greeter() },
      beforeRequestMiddleware: () => {
        throw failure;
      },
    });
    expect((await fetch(`${server.url}/info`)).status).toBe(500);
    expect(errors.mock.calls).toEqual([[{ err: failure, url: `${server.url}/info`, path: "/info" }, "Error running before request middleware"]]);
  });

  it("hands a JSON answer to the after-middleware as a clone by the time the client has it", async () => {
    const after = vi.fn();
    server = await startNodeServer({ agents: { greeter: greeter() }, afterRequestMiddleware: after });
    const response = await fetch(`${server.url}/info`);
    expect(await response.json()).toHaveProperty("version");
    expect(after).toHaveBeenCalledTimes(1);
    const [{ response: copy, messages, path }] = after.mock.calls[0] as [AfterRequestMiddlewareParameters];
    expect(path).toBe("/info");
    expect(messages).toEqual([]);
    expect(await copy.json()).toHaveProperty("version");
  });

  it("clones the agent before reading the run body: an agent that cannot be cloned is a 500 even for an empty body", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    server = await startNodeServer({ agents: { broken: failingClone() } });
    const response = await fetch(`${server.url}/agent/broken/run`, { method: "POST" });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "Failed to run agent", message: expect.any(String) });
  });
});

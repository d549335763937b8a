import { postJson, readSse, runInput } from "@wingman/test-support/sse";
import { afterEach, describe, expect, it } from "vitest";
import type { CopilotRuntimeOptions, RuntimeHooks } from "../../src/index.js";
import { CopilotRuntime } from "../../src/index.js";
import { ScriptedAgent } from "../../src/testing/scripted-agent.js";
import { textRunEvents } from "../../src/testing/text-run-events.js";
import { RealtimeTestClient } from "./support/realtime-test-client.js";
import { startNodeServer, type TestServer } from "./support/test-server.js";

const as = (user: string) => ({ "x-user": user });
let server: TestServer | undefined;
const sockets: RealtimeTestClient[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.socket.terminate();
  await server?.close();
  server = undefined;
});

async function start(options: Partial<CopilotRuntimeOptions>): Promise<TestServer> {
  server = await startNodeServer(
    {
      agents: {
        quick: new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["ok"] }) }),
        hanging: new ScriptedAgent({ script: (input) => textRunEvents({ ...input, openMessage: true }), end: "wait-for-abort" }),
      },
      identifyUser: (request) => request.headers.get("x-user"),
      realtime: true,
      ...options,
    },
    { basePath: "/api" },
  );
  return server;
}

const run = (agent: string, threadId: string, user: string) => postJson(`${server!.url}/agent/${agent}/run`, runInput(threadId, `${threadId}-${crypto.randomUUID()}`), as(user));

async function expectTooManyRequests(response: Response, limit: string): Promise<number> {
  expect(response.status).toBe(429);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ error: "too_many_requests", limit });
  expect(body["message"]).toContain(`limits.${limit}`);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(body["retryAfter"]).toBe(retryAfter);
  return retryAfter;
}

async function socketFor(user: string): Promise<RealtimeTestClient> {
  const client = await RealtimeTestClient.open(`ws://127.0.0.1:${server!.port}/api/ws`, as(user));
  sockets.push(client);
  return client;
}

describe("per-owner limits", () => {
  it("maxConcurrentRunsPerOwner: a run past it gets 429 with Retry-After, over REST and WebSocket; other owners go on", async () => {
    await start({ limits: { maxConcurrentRunsPerOwner: 2 } });
    const first = await run("hanging", "a1", "alice");
    const second = await run("hanging", "a2", "alice");
    expect([first.status, second.status]).toEqual([200, 200]);
    // Alice's readers go away: her runs go on, and still count.
    await first.body!.cancel();
    expect(await expectTooManyRequests(await run("quick", "a3", "alice"), "maxConcurrentRunsPerOwner")).toBe(1);
    const socket = await socketFor("alice");
    const refused = socket.send({ type: "run", agentId: "quick", input: runInput("a3", "over-socket") });
    expect((await socket.done(refused)).at(-1)).toMatchObject({ type: "error", error: "too_many_requests", status: 429, retryAfter: 1 });
    expect((await readSse(await run("quick", "b1", "bob"))).at(-1)?.event.type).toBe("RUN_FINISHED");

    const stopped = await postJson(`${server!.url}/agent/hanging/stop/a1`, {}, as("alice"));
    expect(await stopped.json()).toMatchObject({ stopped: true });
    expect((await readSse(await run("quick", "a3", "alice"))).at(-1)?.event.type).toBe("RUN_FINISHED");
    await postJson(`${server!.url}/agent/hanging/stop/a2`, {}, as("alice"));
    await readSse(second);
  });

  it("maxRunsPerMinutePerOwner: the run past it in a minute gets 429 saying when to retry", async () => {
    await start({ limits: { maxRunsPerMinutePerOwner: 3 } });
    for (let index = 0; index < 3; index++) expect((await run("quick", "t", "alice")).status).toBe(200);
    const retryAfter = await expectTooManyRequests(await run("quick", "t", "alice"), "maxRunsPerMinutePerOwner");
    expect(retryAfter).toBeLessThanOrEqual(60);
    const socket = await socketFor("alice");
    const refused = socket.send({ type: "run", agentId: "quick", input: runInput("t", "over-socket") });
    expect((await socket.done(refused)).at(-1)).toMatchObject({ type: "error", status: 429, error: "too_many_requests" });
    expect((await run("quick", "t", "bob")).status).toBe(200);
  });

  it("maxThreadsPerOwner: a run creating one thread too many gets 429; existing threads still run; deleting frees room", async () => {
    await start({ limits: { maxThreadsPerOwner: 2 } });
    for (const threadId of ["t1", "t2"]) await readSse(await run("quick", threadId, "alice"));
    await expectTooManyRequests(await run("quick", "t3", "alice"), "maxThreadsPerOwner");
    expect((await readSse(await run("quick", "t1", "alice"))).at(-1)?.event.type).toBe("RUN_FINISHED");
    expect((await run("quick", "t3", "bob")).status).toBe(200);
    expect((await fetch(`${server!.url}/threads/t2`, { method: "DELETE", headers: as("alice") })).status).toBe(200);
    expect((await readSse(await run("quick", "t3", "alice"))).at(-1)?.event.type).toBe("RUN_FINISHED");
  });

  it("defaults apply to identified owners only; bad values are refused", () => {
    const identified = new CopilotRuntime({ agents: {}, identifyUser: () => "someone" });
    expect(identified.limits).toMatchObject({ maxThreadsPerOwner: 1000, maxConcurrentRunsPerOwner: 16, maxRunsPerMinutePerOwner: 120 });
    // Without identifyUser every caller is one owner: limiting it would limit everyone together.
    const anonymous = new CopilotRuntime({ agents: {} });
    expect(anonymous.limits).toMatchObject({ maxThreadsPerOwner: Infinity, maxConcurrentRunsPerOwner: Infinity, maxRunsPerMinutePerOwner: Infinity });
    expect(new CopilotRuntime({ agents: {}, limits: { maxConcurrentRunsPerOwner: 3 } }).limits.maxConcurrentRunsPerOwner).toBe(3);
    expect(() => new CopilotRuntime({ agents: {}, limits: { maxRunsPerMinutePerOwner: 0 } })).toThrow("limits.maxRunsPerMinutePerOwner");
    expect(() => new CopilotRuntime({ agents: {}, limits: { maxThreadsPerOwner: 1.5 } })).toThrow(RangeError);
  });
});

describe("a policy hook", () => {
  it("sees the resolved owner and route, and answers with its own Response before the runtime's limits", async () => {
    const seen: unknown[] = [];
    const hooks: RuntimeHooks = {
      onBeforeHandler: ({ route, ownerId }) => {
        seen.push([route.name, route.params["agentId"], ownerId]);
        if (route.name === "agent/run" && ownerId === "mallory") {
          return Response.json({ error: "quota_exhausted", message: "No runs left this month" }, { status: 429, headers: { "Retry-After": "3600" } });
        }
        return undefined;
      },
    };
    const quick = new ScriptedAgent({ script: (input) => textRunEvents(input) });
    await start({ hooks, agents: { quick } });
    const refused = await run("quick", "t", "mallory");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(await refused.json()).toEqual({ error: "quota_exhausted", message: "No runs left this month" });
    expect(quick.inputs).toHaveLength(0);
    expect((await run("quick", "t", "alice")).status).toBe(200);
    expect((await fetch(`${server!.url}/info`)).status).toBe(200);
    expect(seen).toEqual([
      ["agent/run", "quick", "mallory"],
      ["agent/run", "quick", "alice"],
      ["info", undefined, undefined],
    ]);

    // The same policy holds over the runtime's WebSocket.
    const socket = await socketFor("mallory");
    const overSocket = socket.send({ type: "run", agentId: "quick", input: runInput("t", "over-socket") });
    expect((await socket.done(overSocket)).at(-1)).toEqual({
      type: "error",
      id: overSocket,
      error: "quota_exhausted",
      message: "No runs left this month",
      status: 429,
      retryAfter: 3600,
    });
    expect(quick.inputs).toHaveLength(1);
    expect(seen.at(-1)).toEqual(["agent/run", "quick", "mallory"]);
  });

  it("onRequest may answer before routing and identification", async () => {
    let identified = 0;
    await start({
      identifyUser: () => {
        identified += 1;
        return "someone";
      },
      hooks: { onRequest: ({ request }) => (request.headers.get("x-blocked") ? new Response("blocked", { status: 403 }) : undefined) },
    });
    const blocked = await postJson(`${server!.url}/agent/quick/run`, runInput("t", "r"), { "x-blocked": "1" });
    expect(blocked.status).toBe(403);
    expect(await blocked.text()).toBe("blocked");
    expect(identified).toBe(0);
  });
});

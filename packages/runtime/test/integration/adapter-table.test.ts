import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CopilotRuntimeOptions } from "../../src/index.js";
import { ScriptedAgent } from "../../src/testing/scripted-agent.js";
import { textRunEvents } from "../../src/testing/text-run-events.js";
import { ADAPTERS, type StartedServer } from "./support/adapters.js";
import { readSse, readSseUntil } from "@wingman/test-support/sse";

const BASE = "/api/copilotkit";
const MAX_BODY = 256 * 1024;

function runBody(threadId: string, runId = `${threadId}-run`): string {
  return JSON.stringify({ threadId, runId, messages: [], tools: [], context: [] });
}

/** A run body with one more field given as JSON text (stringifying a deep value would overflow here). */
function runBodyWith(threadId: string, field: string, json: string): string {
  return `${runBody(threadId).slice(0, -1)},"${field}":${json}}`;
}

function post(path: string, body: BodyInit | null, headers: Record<string, string> = {}, init: RequestInit = {}) {
  return { path, init: { method: "POST", headers: { "Content-Type": "application/json", "x-user": "alice", ...headers }, body, ...init } };
}

function chunkedBody(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new Uint8Array(16 * 1024).fill(0x20);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

interface Row {
  readonly name: string;
  readonly request: () => ({ path: string; init: RequestInit });
  readonly status: number;
  readonly body?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
  /** The body is exactly `body` (no `message`), not merely a superset of it. */
  readonly exactBody?: boolean;
}

const ROWS: readonly Row[] = [
  { name: "malformed JSON", request: () => post("/agent/greeter/run", "{not json"), status: 400, body: { error: "Invalid request body" } },
  {
    name: "missing fields",
    request: () => post("/agent/greeter/run", JSON.stringify({ threadId: "x" })),
    status: 400,
    body: { error: "Invalid request body" },
  },
  {
    name: "wrong content type",
    request: () => post("/agent/greeter/run", runBody("ct"), { "Content-Type": "text/plain" }),
    status: 415,
    body: { error: "unsupported_media_type" },
  },
  {
    name: "oversized body with Content-Length",
    request: () => post("/agent/greeter/run", JSON.stringify({ pad: "x".repeat(MAX_BODY) })),
    status: 413,
    body: { error: "payload_too_large" },
  },
  {
    name: "oversized body without Content-Length",
    request: () => post("/agent/greeter/run", chunkedBody(MAX_BODY * 2), {}, { duplex: "half" } as RequestInit),
    status: 413,
    body: { error: "payload_too_large" },
  },
  {
    name: "unknown agent",
    request: () => post("/agent/nobody/run", runBody("u")),
    status: 404,
    body: { error: "Agent not found", message: "Agent 'nobody' does not exist" },
  },
  // Exactly this body, no message: spec 1.2, and CopilotKit's routing tests compare it whole (38681fe).
  { name: "unknown route", request: () => ({ path: "/nowhere", init: { headers: { "x-user": "alice" } } }), status: 404, body: { error: "Not found" }, exactBody: true },
  {
    name: "wrong method",
    request: () => ({ path: "/agent/greeter/run", init: { method: "GET", headers: { "x-user": "alice" } } }),
    status: 405,
    body: { error: "Method not allowed" },
    exactBody: true,
    headers: { allow: "POST" },
  },
  {
    name: "HEAD on a GET route",
    request: () => ({ path: "/info", init: { method: "HEAD" } }),
    status: 200,
    headers: { "content-type": "application/json; charset=utf-8" },
  },
  {
    name: "wrong method on a GET route",
    request: () => post("/info", "{}"),
    status: 405,
    body: { error: "Method not allowed" },
    exactBody: true,
    headers: { allow: "GET, HEAD" },
  },
  {
    name: "deeply nested JSON",
    request: () => post("/agent/greeter/run", runBodyWith("deep", "forwardedProps", `${"[".repeat(15000)}${"]".repeat(15000)}`)),
    status: 400,
    body: { error: "Invalid request body" },
  },
  {
    name: "deeply nested JSON state",
    request: () => post("/agent/greeter/run", runBodyWith("deep-state", "state", `${'{"a":'.repeat(15000)}1${"}".repeat(15000)}`)),
    status: 400,
    body: { error: "Invalid request body" },
  },
  {
    name: "empty threadId",
    request: () => post("/agent/greeter/run", runBody("")),
    status: 400,
    body: { error: "Invalid request body" },
  },
  {
    name: "a charset other than UTF-8",
    request: () => post("/agent/greeter/run", runBody("latin"), { "Content-Type": "application/json; charset=iso-8859-1" }),
    status: 415,
    body: { error: "unsupported_media_type" },
  },
  {
    name: "no identity",
    request: () => post("/agent/greeter/run", runBody("anon"), { "x-user": "" }),
    status: 401,
    body: { error: "unauthorized" },
  },
  {
    // Thread ids are scoped to their owner: bob has no thread of that id (a run would create his own).
    name: "another owner's thread (messages)",
    request: () => ({ path: "/threads/owned-by-alice/messages", init: { headers: { "x-user": "bob" } } }),
    status: 404,
    body: { error: "thread_not_found" },
  },
  {
    name: "another owner's thread (stop)",
    request: () => post("/agent/greeter/stop/owned-by-alice", null, { "x-user": "bob" }),
    status: 404,
    body: { error: "thread_not_found" },
  },
  {
    name: "no transcription service",
    request: () => post("/transcribe", JSON.stringify({ audio: "AAAA", mimeType: "audio/webm" })),
    status: 503,
    body: { error: "service_not_configured", retryable: false },
  },
];

function runtimeOptions(): CopilotRuntimeOptions {
  return {
    agents: {
      greeter: new ScriptedAgent({ script: (input) => textRunEvents({ ...input }) }),
      hanging: new ScriptedAgent({ script: (input) => textRunEvents({ ...input, openMessage: true }), end: "wait-for-abort" }),
    },
    identifyUser: (request) => request.headers.get("x-user") || null,
    limits: { maxBodyBytes: MAX_BODY },
  };
}

describe.each(ADAPTERS)("$name adapter", (adapter) => {
  let server: StartedServer;
  let corsServer: StartedServer;
  const send = (target: StartedServer, { path, init }: { path: string; init: RequestInit }) => fetch(`${target.url}${path}`, init);

  beforeAll(async () => {
    server = await adapter.start(runtimeOptions(), { basePath: BASE });
    corsServer = await adapter.start(runtimeOptions(), { basePath: BASE, cors: { origin: ["https://app.example"] } });
    const seeded = await send(server, post("/agent/greeter/run", runBody("owned-by-alice")));
    expect((await readSse(seeded)).at(-1)?.event.type).toBe("RUN_FINISHED");
  });
  afterAll(async () => {
    await server.close();
    await corsServer.close();
  });

  it.each(ROWS)("$name → $status", async (row) => {
    const request = row.request();
    const response = await send(server, request);
    expect(response.status).toBe(row.status);
    for (const [name, value] of Object.entries(row.headers ?? {})) expect(response.headers.get(name)).toBe(value);
    if (request.init.method === "HEAD") expect(await response.text()).toBe("");
    else {
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await response.json()) as Record<string, unknown>;
      if (row.exactBody) expect(body).toEqual(row.body);
      else {
        expect(typeof body["message"]).toBe("string");
        expect(body).toMatchObject(row.body ?? {});
      }
    }
    // The server keeps serving.
    const info = await fetch(`${server.url}/info`);
    expect(info.status).toBe(200);
    await info.json();
  });

  it("runs an agent and answers 409 for a second run on a busy thread", async () => {
    const first = await send(server, post("/agent/hanging/run", runBody("busy", "busy-1")));
    const frames = await readSseUntil(first, (seen) => seen.length >= 2);
    expect(frames[0]?.event.type).toBe("RUN_STARTED");
    const second = await send(server, post("/agent/hanging/run", runBody("busy", "busy-2")));
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: "thread_busy" });
    const stop = await send(server, post("/agent/hanging/stop/busy", null));
    expect(await stop.json()).toMatchObject({ stopped: true });
  });

  it("sends no CORS headers unless configured", async () => {
    const response = await fetch(`${server.url}/info`, { headers: { Origin: "https://app.example" } });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await fetch(`${server.url}/agent/greeter/run`, { method: "OPTIONS", headers: { Origin: "https://app.example" } });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("applies configured CORS to answers, errors and preflights", async () => {
    const allowed = { Origin: "https://app.example" };
    const info = await fetch(`${corsServer.url}/info`, { headers: allowed });
    expect(info.headers.get("access-control-allow-origin")).toBe("https://app.example");
    expect(info.headers.get("vary")).toContain("Origin");
    const missing = await fetch(`${corsServer.url}/nowhere`, { headers: allowed });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("access-control-allow-origin")).toBe("https://app.example");
    const preflight = await fetch(`${corsServer.url}/agent/greeter/run`, {
      method: "OPTIONS",
      headers: { ...allowed, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://app.example");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("content-type");
    const stranger = await fetch(`${corsServer.url}/info`, { headers: { Origin: "https://evil.example" } });
    expect(stranger.headers.get("access-control-allow-origin")).toBeNull();
  });
});

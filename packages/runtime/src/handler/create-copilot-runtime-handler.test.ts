import type { RunAgentInput } from "@ag-ui/core";
import type { BaseEvent } from "@ag-ui/core";
import type { Observable } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { WingmanHttpError } from "../errors/wingman-http-error.js";
import type { ThreadInfo, ThreadPage } from "../runner/agent-runner.js";
import { InMemoryAgentRunner } from "../runner/in-memory/in-memory-agent-runner.js";
import { StoreUnavailableError } from "../runner/runner-errors.js";
import type { AgentRecord } from "../runtime/agents-source.js";
import { CopilotRuntime } from "../runtime/copilot-runtime.js";
import { ScriptedAgent } from "../testing/scripted-agent.js";
import { textRunEvents } from "../testing/text-run-events.js";
import { createCopilotRuntimeHandler } from "./create-copilot-runtime-handler.js";
import type { RouteInfo } from "./route.js";

const greeter = () => new ScriptedAgent({ script: (input) => textRunEvents({ ...input }) });
const runBody = (threadId: string) => JSON.stringify({ threadId, runId: `${threadId}-r`, messages: [], tools: [], context: [] });
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });

/** Records the headers each clone runs with. */
class HeaderAgent extends ScriptedAgent {
  headers: Record<string, string> = { Authorization: "Bearer server", "X-Server": "1" };
  static seen: Record<string, string>[] = [];
  override run(input: RunAgentInput): Observable<BaseEvent> {
    HeaderAgent.seen.push({ ...this.headers });
    return super.run(input);
  }
  override clone(): HeaderAgent {
    const copy = super.clone() as HeaderAgent;
    copy.headers = { ...this.headers };
    return copy;
  }
}

describe("createCopilotRuntimeHandler", () => {
  it("runs hooks in order and lets them replace the request and the response", async () => {
    const calls: string[] = [];
    let routed: RouteInfo | undefined;
    const runtime = new CopilotRuntime({
      agents: { greeter: greeter() },
      identifyUser: (request) => request.headers.get("x-user"),
      hooks: {
        onRequest: ({ request }) => {
          calls.push("runtime.onRequest");
          const headers = new Headers(request.headers);
          headers.set("x-user", "hooked");
          return new Request(request, { headers });
        },
      },
    });
    const handler = createCopilotRuntimeHandler({
      runtime,
      hooks: {
        onRequest: () => void calls.push("handler.onRequest"),
        onBeforeHandler: ({ route }) => {
          calls.push("onBeforeHandler");
          routed = route;
        },
        onResponse: ({ response }) => {
          calls.push("onResponse");
          const headers = new Headers(response.headers);
          headers.set("x-hooked", "yes");
          return new Response(response.body, { status: response.status, headers });
        },
      },
    });
    const response = await handler(new Request("http://localhost/threads"));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-hooked")).toBe("yes");
    expect(calls).toEqual(["runtime.onRequest", "handler.onRequest", "onBeforeHandler", "onResponse"]);
    expect(routed).toEqual({ name: "threads/list", params: {} });
  });

  it("skips onBeforeHandler on 404 and 405 but still renders JSON", async () => {
    const onBeforeHandler = vi.fn();
    const handler = createCopilotRuntimeHandler({ runtime: new CopilotRuntime({ agents: {} }), hooks: { onBeforeHandler } });
    expect((await handler(new Request("http://localhost/nope"))).status).toBe(404);
    expect((await handler(new Request("http://localhost/info", { method: "DELETE" }))).status).toBe(405);
    expect(onBeforeHandler).not.toHaveBeenCalled();
  });

  it("lets a hook answer by throwing a WingmanHttpError", async () => {
    const handler = createCopilotRuntimeHandler({
      runtime: new CopilotRuntime({ agents: {} }),
      hooks: {
        onBeforeHandler: () => {
          throw new WingmanHttpError(403, "forbidden", "Not for you");
        },
      },
    });
    const response = await handler(new Request("http://localhost/info"));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "forbidden", message: "Not for you" });
  });

  it("never leaks an internal error, and names the failing operation", async () => {
    const errorSpy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const runtime = new CopilotRuntime({
      agents: () => {
        throw new Error("database password is hunter2");
      },
    });
    const handler = createCopilotRuntimeHandler({ runtime, cors: true });
    const run = await handler(post("/agent/a/run", runBody("t")));
    expect(run.status).toBe(500);
    const text = await run.text();
    expect(JSON.parse(text)).toEqual({ error: "Failed to run agent", message: "An internal error occurred" });
    expect(text).not.toContain("hunter2");
    expect(run.headers.get("access-control-allow-origin")).toBe("*");
    const info = await handler(new Request("http://localhost/info"));
    expect(await info.json()).toMatchObject({ error: "Failed to retrieve runtime information" });
    expect(errorSpy).toHaveBeenCalled();
    errorSpy.mockRestore();
  });

  it("hands unexpected errors to onError, and falls back to a 500 when it throws", async () => {
    const failing = new CopilotRuntime({
      agents: () => {
        throw new Error("boom");
      },
    });
    const seen: unknown[] = [];
    const handler = createCopilotRuntimeHandler({
      runtime: failing,
      hooks: {
        onError: ({ error }) => {
          seen.push(error);
          return new Response("custom", { status: 502 });
        },
      },
    });
    const response = await handler(new Request("http://localhost/info"));
    expect(response.status).toBe(502);
    expect(seen).toHaveLength(1);

    const throwing = createCopilotRuntimeHandler({
      runtime: failing,
      hooks: {
        onError: () => {
          throw new Error("hook failed");
        },
      },
    });
    const fallback = await throwing(new Request("http://localhost/info"));
    expect(fallback.status).toBe(500);
    expect(await fallback.json()).toMatchObject({ error: "Failed to retrieve runtime information" });
  });

  it("resolves agents from a promise or a function of the request", async () => {
    const fromPromise = createCopilotRuntimeHandler({ runtime: new CopilotRuntime({ agents: Promise.resolve({ greeter: greeter() }) }) });
    expect(Object.keys(((await (await fromPromise(new Request("http://localhost/info"))).json()) as { agents: object }).agents)).toEqual([
      "greeter",
    ]);
    const perTenant = createCopilotRuntimeHandler({
      runtime: new CopilotRuntime({
        agents: ({ request }): AgentRecord => (request.headers.get("x-tenant") === "a" ? { onlyA: greeter() } : {}),
      }),
    });
    const tenantA = (await (await perTenant(new Request("http://localhost/info", { headers: { "x-tenant": "a" } }))).json()) as {
      agents: object;
    };
    expect(Object.keys(tenantA.agents)).toEqual(["onlyA"]);
  });

  it("forwards authorization and x-* headers to the clone, the server's own winning", async () => {
    HeaderAgent.seen = [];
    const registered = new HeaderAgent({ script: (input) => textRunEvents({ ...input }) });
    const handler = createCopilotRuntimeHandler({ runtime: new CopilotRuntime({ agents: { h: registered } }) });
    const response = await handler(
      post("/agent/h/run", runBody("headers"), {
        authorization: "Bearer client",
        "x-custom": "yes",
        "x-forwarded-for": "10.0.0.1",
        cookie: "session=1",
        "user-agent": "test",
      }),
    );
    await response.text();
    expect(HeaderAgent.seen).toEqual([{ Authorization: "Bearer server", "X-Server": "1", "x-custom": "yes" }]);
    expect(registered.headers).toEqual({ Authorization: "Bearer server", "X-Server": "1" });
  });

  it("answers 401 when identifyUser returns null or throws", async () => {
    for (const identifyUser of [() => null, () => Promise.reject(new Error("token expired"))]) {
      const handler = createCopilotRuntimeHandler({ runtime: new CopilotRuntime({ agents: { greeter: greeter() }, identifyUser }) });
      const response = await handler(post("/agent/greeter/run", runBody("auth")));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "unauthorized", message: "Authentication required" });
      // Discovery stays public.
      expect((await handler(new Request("http://localhost/info"))).status).toBe(200);
    }
  });

  it("answers a preflight only when CORS is on", async () => {
    const runtime = new CopilotRuntime({ agents: {} });
    const off = createCopilotRuntimeHandler({ runtime });
    expect((await off(new Request("http://localhost/info", { method: "OPTIONS" }))).status).toBe(405);
    const on = createCopilotRuntimeHandler({ runtime, cors: { origin: "https://app.example", maxAge: 600 } });
    const preflight = await on(new Request("http://localhost/anything", { method: "OPTIONS", headers: { Origin: "https://x" } }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://app.example");
    expect(preflight.headers.get("access-control-max-age")).toBe("600");
  });
});

describe("a single-route envelope sent to a multi-route runtime", () => {
  it("gets a 404 that says so; other unmatched posts get the plain one", async () => {
    const handler = createCopilotRuntimeHandler({ runtime: new CopilotRuntime({ agents: {} }), basePath: "/api" });
    const envelope = await handler(post("/api", JSON.stringify({ method: "agent/run", params: { agentId: "a" } })));
    expect(envelope.status).toBe(404);
    expect(await envelope.json()).toMatchObject({ error: "Not found", code: "single_route_envelope_against_multi_route_runtime" });
    const plain = await handler(post("/api", JSON.stringify({ method: "nothing" })));
    expect(await plain.json()).not.toHaveProperty("code");
  });
});

describe("a path no route serves", () => {
  it("is a 404 whose body is exactly {error: 'Not found'}, in both modes (spec 1.2, as CopilotKit's)", async () => {
    const runtime = new CopilotRuntime({ agents: {} });
    const multi = createCopilotRuntimeHandler({ runtime, basePath: "/api" });
    for (const request of [new Request("http://localhost/api/agent//run", { method: "POST" }), new Request("http://localhost/api/")]) {
      const response = await multi(request);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Not found" });
    }
    const single = createCopilotRuntimeHandler({ runtime, basePath: "/rpc", mode: "single-route" });
    const missed = await single(post("/other", JSON.stringify({ method: "info" })));
    expect(missed.status).toBe(404);
    expect(await missed.json()).toEqual({ error: "Not found" });
  });
});

describe("GET /inspector-metadata", () => {
  it("answers 204, uncached, with no identity needed", async () => {
    const handler = createCopilotRuntimeHandler({ runtime: new CopilotRuntime({ agents: {}, identifyUser: () => null }) });
    const response = await handler(new Request("http://localhost/inspector-metadata"));
    expect(response.status).toBe(204);
    expect(response.headers.get("cache-control")).toBe("no-store, private");
  });
});

/** An in-memory runner whose store is "down": every call fails as a runner on a dead Redis does. */
class DownRunner extends InMemoryAgentRunner {
  static readonly failure = new StoreUnavailableError("The thread store is unreachable", { retryAfterSeconds: 3 });
  // `never`: InMemoryAgentRunner's run and connect answer two contracts (overloads); a throwing override fits both.
  override run(): never {
    throw DownRunner.failure;
  }
  override connect(): never {
    throw DownRunner.failure;
  }
  override async stop(): Promise<boolean> {
    throw DownRunner.failure;
  }
  override async listThreads(): Promise<ThreadPage> {
    throw DownRunner.failure;
  }
  override async getThread(): Promise<ThreadInfo | undefined> {
    throw DownRunner.failure;
  }
}

describe("a runner whose store is unavailable", () => {
  it("answers 503 {error, message} with Retry-After on every route that needs it; /info still answers", async () => {
    const handler = createCopilotRuntimeHandler({ runtime: new CopilotRuntime({ agents: { greeter: greeter() }, runner: new DownRunner() }), cors: true });
    const requests = [
      post("/agent/greeter/run", runBody("t")),
      post("/agent/greeter/connect", JSON.stringify({ threadId: "t" })),
      post("/agent/greeter/stop/t", "{}"),
      new Request("http://localhost/threads"),
      new Request("http://localhost/threads/t"),
    ];
    for (const request of requests) {
      const response = await handler(request);
      expect(response.status, request.url).toBe(503);
      expect(response.headers.get("retry-after")).toBe("3");
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(await response.json()).toEqual({ error: "store_unavailable", message: "The thread store is unreachable", retryable: true });
    }
    const info = await handler(new Request("http://localhost/info"));
    expect(info.status).toBe(200);
  });
});

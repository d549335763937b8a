import { HttpAgent } from "@ag-ui/client";
import { describe, expect, it } from "vitest";
import { CopilotKitCore } from "../client/copilot-kit-core.js";
import { ProxiedCopilotRuntimeAgent } from "./proxied-copilot-runtime-agent.js";
import type { FetchFunction } from "../runtime-api/runtime-request.js";

const infoFetch = (calls: Array<{ url: string; init: RequestInit }>, agents = ["default"]): FetchFunction => async (url, init) => {
  calls.push({ url, init });
  if (init.method === "GET" && url.endsWith("/info")) {
    return Response.json({ version: "1", agents: Object.fromEntries(agents.map((id) => [id, { name: id, description: `${id} agent` }])) });
  }
  return new Response(JSON.stringify({ error: "Not found" }), { status: 404 });
};

describe("AgentRegistry", () => {
  it("defers the handshake until connect(), and concurrent connects share one /info", async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const core = new CopilotKitCore({ runtimeUrl: "http://runtime.test/api/", deferInitialConnection: true, fetch: infoFetch(calls) });
    expect(calls).toEqual([]);
    expect(core.runtimeUrl).toBe("http://runtime.test/api");
    await Promise.all([core.connect(), core.connect(), core.connect()]);
    expect(calls.map((call) => call.url)).toEqual(["http://runtime.test/api/info"]);
    expect(core.getAgent("default")).toBeInstanceOf(ProxiedCopilotRuntimeAgent);
    expect(core.getAgent("default")!.description).toBe("default agent");
  });

  it("keeps local agents over remote ones and validates dev agent ids", async () => {
    const local = new HttpAgent({ url: "http://local.test" });
    const core = new CopilotKitCore({ runtimeUrl: "http://runtime.test", fetch: infoFetch([]), agents__unsafe_dev_only: { default: local } });
    await core.connect();
    expect(core.getAgent("default")).toBe(local);
    expect(local.agentId).toBe("default");
    const wrong = new HttpAgent({ url: "http://x.test", agentId: "other" });
    expect(() => core.addAgent__unsafe_dev_only({ id: "mismatch", agent: wrong })).toThrow(
      'Agent registration mismatch: Agent with ID "other" cannot be registered under key "mismatch". The agent ID must match the registration key or be undefined.',
    );
    expect(Object.isFrozen(core.agents)).toBe(true);
  });

  it("merges core headers over an agent's own, case-insensitively, and restores them when cleared", async () => {
    const agent = new HttpAgent({ url: "http://local.test", headers: { authorization: "agent", "x-own": "1" } });
    const core = new CopilotKitCore({ agents__unsafe_dev_only: { a: agent }, headers: { Authorization: "core" } });
    expect(agent.headers).toEqual({ "x-own": "1", Authorization: "core" });
    core.setHeaders({ Authorization: null, "X-New": "" });
    expect(agent.headers).toEqual({ authorization: "agent", "x-own": "1", "X-New": "" });
  });

  it("sends headers and credentials on /info and re-applies credentials to runtime agents", async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const core = new CopilotKitCore({ runtimeUrl: "http://runtime.test", fetch: infoFetch(calls), headers: { "X-Key": "k" }, credentials: "include" });
    await core.connect();
    expect(calls[0]!.init).toMatchObject({ credentials: "include", headers: { "X-Key": "k" } });
    core.setCredentials("same-origin");
    expect((core.getAgent("default") as ProxiedCopilotRuntimeAgent).credentials).toBe("same-origin");
  });
});

describe("AgentRegistry headers capability", () => {
  it("merges core headers into any agent with a plain headers record, and leaves others alone", async () => {
    const { AbstractAgent } = await import("@ag-ui/client");
    const { EMPTY } = await import("rxjs");
    class Plain extends AbstractAgent {
      run() {
        return EMPTY;
      }
    }
    class WithHeaders extends Plain {
      headers: Record<string, string> = { "x-own": "1" };
    }
    class WithHeadersObject extends Plain {
      headers = new Headers({ "x-own": "1" });
    }
    const withHeaders = new WithHeaders();
    const withHeadersObject = new WithHeadersObject();
    const plain = new Plain();
    new CopilotKitCore({ agents__unsafe_dev_only: { a: withHeaders, b: withHeadersObject, c: plain }, headers: { Authorization: "core" } });
    expect(withHeaders.headers).toEqual({ "x-own": "1", Authorization: "core" });
    expect(withHeadersObject.headers).toBeInstanceOf(Headers);
    expect("headers" in plain).toBe(false);
  });
});

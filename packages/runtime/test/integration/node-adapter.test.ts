import { connect } from "node:net";
import { EventType } from "@ag-ui/core";
import { postJson, readSse, runInput } from "@wingman/test-support/sse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RuntimeHooks } from "../../src/index.js";
import { ScriptedAgent } from "../../src/testing/scripted-agent.js";
import { textRunEvents } from "../../src/testing/text-run-events.js";
import { startNodeServer, type TestServer } from "./support/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startNodeServer({ agents: { greeter: new ScriptedAgent({ script: (input) => textRunEvents({ ...input }) }) } });
});
afterAll(() => server.close());

function rawRequest(text: string): Promise<string> {
  const { port } = server;
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(text));
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("utf8")));
    socket.on("end", () => resolve(received));
    socket.on("error", reject);
  });
}

describe("Node adapter", () => {
  it("answers a request whose URL cannot be built with 400 JSON and keeps serving", async () => {
    const answer = await rawRequest("GET /info HTTP/1.1\r\nHost: bad host\r\nConnection: close\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('"error":"invalid_request"');
    expect((await fetch(`${server.url}/info`)).status).toBe(200);
  });

  it("serves a runtime on a port in one call and reports its URL", async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const info = (await (await fetch(`${server.url}/info`)).json()) as { agents: object };
    expect(Object.keys(info.agents)).toEqual(["greeter"]);
  });

  it("hands identifyUser a real Request, which it may rebuild and read, and the run still gets its body", async () => {
    const seen: { isRequest: boolean; owner: unknown }[] = [];
    const served = await startNodeServer({
      agents: { greeter: new ScriptedAgent({ script: (input) => textRunEvents({ ...input }) }) },
      identifyUser: async (request) => {
        // `new Request(request, init)` accepts only a real Request.
        const rebuilt = new Request(request, { headers: { "x-checked": "1" } });
        const body = (await rebuilt.json()) as { forwardedProps: { owner: string } };
        seen.push({ isRequest: request instanceof Request, owner: body.forwardedProps.owner });
        return body.forwardedProps.owner;
      },
    });
    try {
      const run = await postJson(`${served.url}/agent/greeter/run`, runInput("t-owned", "r1", { forwardedProps: { owner: "ada" } }));
      expect(run.status).toBe(200);
      const frames = await readSse(run);
      expect(frames.at(-1)?.event.type).toBe(EventType.RUN_FINISHED);
      expect(seen).toEqual([{ isRequest: true, owner: "ada" }]);
      // The thread belongs to the owner identifyUser read from the body.
      const other = await postJson(`${served.url}/agent/greeter/connect`, { threadId: "t-owned", forwardedProps: { owner: "bob" } });
      expect(await readSse(other)).toEqual([]);
      const mine = await postJson(`${served.url}/agent/greeter/connect`, { threadId: "t-owned", forwardedProps: { owner: "ada" } });
      expect((await readSse(mine)).at(-1)?.event.type).toBe(EventType.RUN_FINISHED);
    } finally {
      await served.close();
    }
  });

  it("aborts the real Request's signal when the client goes away before the answer", async () => {
    let reachedIdentify!: () => void;
    const reached = new Promise<void>((resolve) => (reachedIdentify = resolve));
    let sawAbort!: (request: Request) => void;
    const aborted = new Promise<Request>((resolve) => (sawAbort = resolve));
    const served = await startNodeServer({
      agents: { greeter: new ScriptedAgent({ script: (input) => textRunEvents({ ...input }) }) },
      identifyUser: async (request) => {
        // Read before the client leaves: the signal is the adapter's own, made on first read.
        const { signal } = request;
        reachedIdentify();
        await new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
        sawAbort(request);
        return "ada";
      },
    });
    try {
      const client = new AbortController();
      const pending = fetch(`${served.url}/agent/greeter/run`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(runInput("t-left", "r1")),
        signal: client.signal,
      }).catch((error: unknown) => error);
      await reached;
      client.abort();
      await pending;
      const request = await aborted;
      expect(request).toBeInstanceOf(Request);
      expect(request.signal.aborted).toBe(true);
    } finally {
      await served.close();
    }
  });

  // The adapter writes event streams itself unless something may rebuild the response from its body.
  const rebuilding: [string, { hooks?: RuntimeHooks; cors?: true }][] = [
    [
      "an onResponse hook",
      {
        hooks: {
          onResponse: ({ response }) => {
            const headers = new Headers(response.headers);
            headers.set("x-hooked", "1");
            return new Response(response.body, { status: response.status, headers });
          },
        },
      },
    ],
    ["CORS", { cors: true }],
  ];
  it.each(rebuilding)("streams a whole run through a Web stream body when %s may rebuild the response", async (_, options) => {
    const served = await startNodeServer(
      { agents: { greeter: new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["a", "b", "c"] }) }) }, ...(options.hooks && { hooks: options.hooks }) },
      options.cors ? { cors: true } : {},
    );
    try {
      const run = await postJson(`${served.url}/agent/greeter/run`, runInput("t-hooked", "r1"), { origin: "http://app.example" });
      expect(run.status).toBe(200);
      if (options.hooks) expect(run.headers.get("x-hooked")).toBe("1");
      else expect(run.headers.get("access-control-allow-origin")).not.toBeNull();
      const frames = await readSse(run);
      const text = frames.flatMap((frame) => (frame.event.type === EventType.TEXT_MESSAGE_CONTENT ? [frame.event.delta as string] : [])).join("");
      expect(text).toBe("abc");
      expect(frames.at(-1)?.event.type).toBe(EventType.RUN_FINISHED);
    } finally {
      await served.close();
    }
  });
});

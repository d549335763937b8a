import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { HttpAgent } from "@ag-ui/client";
import { EventType } from "@ag-ui/core";
import { countGlobalHeaders } from "@wingman/test-support/globals";
import { postJson, readSse, runInput } from "@wingman/test-support/sse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ScriptedAgent } from "../../src/testing/scripted-agent.js";
import { textRunEvents } from "../../src/testing/text-run-events.js";
import { startNodeServer, type TestServer } from "./support/test-server.js";

/** An upstream AG-UI agent that records the headers of each run it is sent. */
async function startUpstreamAgent(): Promise<{ url: string; received: IncomingHttpHeaders[]; server: Server }> {
  const received: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    received.push(req.headers);
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const { threadId, runId } = JSON.parse(body) as { threadId: string; runId: string };
      res.writeHead(200, { "content-type": "text/event-stream" });
      for (const event of [
        { type: EventType.RUN_STARTED, threadId, runId },
        { type: EventType.RUN_FINISHED, threadId, runId },
      ]) {
        res.write(`data: ${JSON.stringify(event)}\n\n`);
      }
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received, server };
}

let server: TestServer;
let upstream: Awaited<ReturnType<typeof startUpstreamAgent>>;
beforeAll(async () => {
  upstream = await startUpstreamAgent();
  server = await startNodeServer({
    agents: {
      local: new ScriptedAgent({ script: (input) => textRunEvents({ ...input }) }),
      remote: new HttpAgent({ url: upstream.url }),
    },
  });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => upstream.server.close(resolve));
});

describe("request headers on the Node adapter", () => {
  it("are never built into a Headers object for a run of an agent that sends none", async () => {
    const headers = countGlobalHeaders();
    let frames: Awaited<ReturnType<typeof readSse>>;
    try {
      // The client's fetch (undici) builds its Headers from its own module, not through the global.
      const response = await postJson(`${server.url}/agent/local/run`, runInput("t-local", "r-local"), {
        authorization: "Bearer local",
        traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
      });
      frames = await readSse(response);
    } finally {
      headers.restore();
    }
    expect(frames.map((frame) => frame.event.type).at(-1)).toBe(EventType.RUN_FINISHED);
    expect(headers.built()).toBe(0);
  });

  it("still reach an agent that sends headers, as the forwarding rules select them", async () => {
    const response = await postJson(`${server.url}/agent/remote/run`, runInput("t-remote", "r-remote"), {
      authorization: "Bearer remote",
      "x-tenant": "acme",
      cookie: "session=secret",
    });
    const frames = await readSse(response);
    expect(frames.map((frame) => frame.event.type)).toEqual([EventType.RUN_STARTED, EventType.RUN_FINISHED]);
    const sent = upstream.received.at(-1)!;
    expect(sent.authorization).toBe("Bearer remote");
    expect(sent["x-tenant"]).toBe("acme");
    expect(sent.cookie).toBeUndefined();
  });
});

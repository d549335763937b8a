import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
});

import { createServer } from "node:http";
import { InMemoryAgentRunner } from "@wingman/runtime";
// The Node write path is not public API: loaded from the runtime's build output (run `npm run build` first).
import { writeNodeEventStream } from "../../packages/runtime/dist/adapters/node/write-node-event-stream.js";
import { SSE_RESPONSE_HEADERS } from "../../packages/runtime/dist/sse/sse-response-headers.js";
import { SyntheticAgent } from "./synthetic-agent.mjs";

/**
 * A reference between the ceiling and the runtime: the runtime's own runner (verification,
 * store) and SSE writer, reached straight from a raw Node handler — no Web handler, routing,
 * identity, limits, telemetry or input schema. The runtime's distance from it is what its request
 * layer costs; its distance from the ceiling, what the runner and the writer cost.
 */
export function createLaneServer() {
  const agent = new SyntheticAgent();
  const runner = new InMemoryAgentRunner({ maxThreads: 100_000, maxBytes: 4 * 1024 ** 3 });
  return createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", async () => {
      const input = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      const events = await runner.run({ ownerId: "bench", threadId: input.threadId, agentId: "bench", agent: agent.clone(), input });
      response.writeHead(200, SSE_RESPONSE_HEADERS);
      // The runtime's default stream options, as its handler passes them.
      void writeNodeEventStream({ source: { events, endAfterTerminalEvent: true }, options: {}, headers: SSE_RESPONSE_HEADERS }, response);
    });
  });
}

// Run by hidden-classes.test.ts with `node --allow-natives-syntax`, against the built package: for
// each object the runtime makes per request or per replayed event, whether two of them share one
// hidden class with fast properties. Prints a JSON object of booleans.
import { createServer } from "node:http";
import { AbstractAgent } from "@ag-ui/client";
import { of } from "rxjs";
import { createNodeRequest } from "../../dist/adapters/node/node-request.js";
import { ADAPTER_REQUEST } from "../../dist/handler/adapter-request.js";
import { sseResponse } from "../../dist/routes/sse-response.js";
import { takeDirectSse } from "../../dist/sse/direct-sse-response.js";
import { writeNodeEventStream } from "../../dist/adapters/node/write-node-event-stream.js";
import { driveAgent } from "../../dist/runner/drive-agent.js";
import { EncodedRunnerEvent } from "../../dist/runner/encoded-runner-event.js";
import { createSseEventStream } from "../../dist/sse/create-sse-event-stream.js";
import { SseEventPump } from "../../dist/sse/sse-event-pump.js";

const shared = (a, b) => %HaveSameMap(a, b) && %HasFastProperties(a);

// The sinks are handed to the pump's start(): record them there.
const sinks = [];
const start = SseEventPump.prototype.start;
SseEventPump.prototype.start = function (sink) {
  sinks.push(sink);
  return start.call(this, sink);
};
const source = () => ({ events: of(), endAfterTerminalEvent: true });

// A Node response as far as the sink and the stream's end use it.
const response = () => ({
  destroyed: false,
  writableLength: 0,
  on() {},
  once() {},
  off() {},
  flushHeaders() {},
  write: () => true,
  end() {},
});
await writeNodeEventStream({ source: source(), options: {} }, response());
await writeNodeEventStream({ source: source(), options: {} }, response());
const nodeSinks = sinks.splice(0);

for (let index = 0; index < 2; index++) await createSseEventStream(source(), { heartbeatIntervalMs: 0 }).getReader().read();
const webSinks = sinks.splice(0);

// driveAgent's middleware chain: what a middleware gets as `next`.
class TwoEventAgent extends AbstractAgent {
  run(input) {
    return of({ type: "RUN_STARTED", threadId: input.threadId, runId: input.runId }, { type: "RUN_FINISHED", threadId: input.threadId, runId: input.runId });
  }
}
const links = [];
for (let index = 0; index < 2; index++) {
  const agent = new TwoEventAgent();
  agent.use((input, next) => {
    links.push(next);
    return next.run(input);
  });
  const input = { threadId: "t", runId: `r${index}`, messages: [], tools: [], context: [], state: {}, forwardedProps: {} };
  await driveAgent(agent, input, () => undefined, new AbortController().signal);
}

const encoded = [new EncodedRunnerEvent(1, "RUN_STARTED", '{"type":"RUN_STARTED"}'), new EncodedRunnerEvent(2, "RUN_FINISHED", '{"type":"RUN_FINISHED"}')];

// The event source a route hands the pump, from sources of different shapes (a run's, a suggestion's).
const routeContext = { sse: {}, directSse: true, runtime: { telemetry: { eventsStreamed: { add() {} }, streamLag: { record() {} } }, lifecycle: {} } };
const routeSources = [
  { events: of(), resume: () => of(), endAfterTerminalEvent: true },
  { events: of(), endAfterTerminalEvent: true, withoutIds: true },
].map((source) => takeDirectSse(sseResponse(source, routeContext)).source);

// The real Request that the Node adapter makes for identifyUser, hooks and agent factories.
const standardRequests = [];
const server = createServer((req, res) => {
  standardRequests.push(createNodeRequest(req, res)[ADAPTER_REQUEST].standard());
  res.end();
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
for (let index = 0; index < 2; index++) {
  await fetch(`http://127.0.0.1:${server.address().port}/run`, { method: "POST", body: "{}" }).then((answer) => answer.text());
}
server.close();

process.stdout.write(
  JSON.stringify({
    nodeResponseSink: nodeSinks.length === 2 && shared(nodeSinks[0], nodeSinks[1]),
    webStreamSink: webSinks.length === 2 && shared(webSinks[0], webSinks[1]),
    middlewareLink: links.length === 2 && shared(links[0], links[1]),
    encodedRunnerEvent: shared(encoded[0], encoded[1]),
    routeEventSource: shared(routeSources[0], routeSources[1]),
    standardRequest: standardRequests.length === 2 && shared(standardRequests[0], standardRequests[1]),
  }),
);

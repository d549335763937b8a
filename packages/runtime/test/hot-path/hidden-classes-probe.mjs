// Run by hidden-classes.test.ts with `node --allow-natives-syntax`, against the built package: for
// each object the runtime makes per request or per replayed event, whether two of them share one
// hidden class with fast properties. Prints a JSON object of booleans.
import { AbstractAgent } from "@ag-ui/client";
import { of } from "rxjs";
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

process.stdout.write(
  JSON.stringify({
    nodeResponseSink: nodeSinks.length === 2 && shared(nodeSinks[0], nodeSinks[1]),
    webStreamSink: webSinks.length === 2 && shared(webSinks[0], webSinks[1]),
    middlewareLink: links.length === 2 && shared(links[0], links[1]),
    encodedRunnerEvent: shared(encoded[0], encoded[1]),
  }),
);

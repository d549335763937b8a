// `npm run bench:stages`, second table: each server stage alone, fed events built beforehand, so its
// cost is not mixed with the agent's or the next stage's. The pump and the Node write path are not
// public API: they are loaded from the runtime's build output (run `npm run build` first).
import { createServer } from "node:http";
import { Observable } from "rxjs";
import { InMemoryAgentRunner } from "@wingman/runtime";
import { SseEventPump } from "../../packages/runtime/dist/sse/sse-event-pump.js";
import { webStreamOf } from "../../packages/runtime/dist/sse/create-sse-event-stream.js";
import { writeNodeEventStream } from "../../packages/runtime/dist/adapters/node/write-node-event-stream.js";
import { postRun, runInput } from "./client.mjs";
import { EVENTS_PER_TICK, syntheticRunEvents } from "./synthetic-events.mjs";
import { SyntheticAgent } from "./synthetic-agent.mjs";

/** An observable of `items`, EVENTS_PER_TICK per macrotask, as an agent (or a runner following it) delivers them. */
export function inBursts(items) {
  return new Observable((subscriber) => {
    let index = 0;
    let timer;
    const pump = () => {
      const end = Math.min(items.length, index + EVENTS_PER_TICK);
      while (index < end && !subscriber.closed) subscriber.next(items[index++]);
      if (index >= items.length) subscriber.complete();
      else timer = setImmediate(pump);
    };
    timer = setImmediate(pump);
    return () => clearImmediate(timer);
  });
}

/** The runner's events of one synthetic run, built before any timing starts. */
export function runnerEventsOf(deltas) {
  const input = runInput("isolated", deltas);
  let id = 0;
  return [...syntheticRunEvents({ threadId: input.threadId, runId: input.runId, deltas })].map((event) => ({ id: ++id, event }));
}

/** An agent replaying events built beforehand, in the synthetic agent's bursts. */
class PrebuiltAgent extends SyntheticAgent {
  constructor(events) {
    super();
    this.prebuilt = events;
  }
  run() {
    return inBursts(this.prebuilt);
  }
  clone() {
    return new PrebuiltAgent(this.prebuilt);
  }
}

function pumpInto(source, sink) {
  return new Promise((resolve) => {
    const pump = new SseEventPump({ events: source, endAfterTerminalEvent: true }, { heartbeatIntervalMs: 0 });
    let bytes = 0;
    pump.start({ desiredSize: 1, queuedBytes: 0, write: (frames) => void (bytes += frames.length), close: () => resolve(bytes), ...sink });
  });
}

export async function readBody(body) {
  const reader = body.getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
  }
}

export function listen(server) {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${server.address().port}`)));
}

let threadCounter = 0;

/** [name, run(context)] pairs: each stage alone, on `deltas` deltas. */
export function isolatedStages(deltas) {
  const runnerEvents = runnerEventsOf(deltas);
  const agentEvents = runnerEvents.map(({ event }) => event);
  const frames = runnerEvents.map(({ id, event }) => `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`);
  return [
    [
      "runner alone (InMemoryAgentRunner, prebuilt agent events)",
      async () => {
        const runner = new InMemoryAgentRunner({ maxThreads: 100_000, maxBytes: 4 * 1024 ** 3 });
        const input = runInput(`isolated-${++threadCounter}`, deltas);
        const agent = new PrebuiltAgent(agentEvents);
        const events = await runner.run({ ownerId: "o", threadId: input.threadId, agentId: "bench", agent, input });
        await new Promise((resolve, reject) => events.subscribe({ error: reject, complete: resolve }));
      },
    ],
    ["prebuilt runner events alone (the feed of the stages below)", () => new Promise((resolve) => inBursts(runnerEvents).subscribe({ complete: resolve }))],
    ["pump alone (SseEventPump into a discarding sink)", () => pumpInto(inBursts(runnerEvents), {})],
    ["pump + Web stream adapter (body read in-process)", () => readBody(webStreamOf(new SseEventPump({ events: inBursts(runnerEvents), endAfterTerminalEvent: true })))],
    [
      "pump + Node adapter + HTTP (client in-process)",
      async (context) => {
        context.pumpUrl ??= await listen(
          createServer((req, res) => {
            req.resume();
            res.writeHead(200, { "content-type": "text/event-stream" });
            void writeNodeEventStream({ source: { events: inBursts(runnerEvents), endAfterTerminalEvent: true }, options: { heartbeatIntervalMs: 0 } }, res);
          }),
        );
        return (await postRun(context.pumpUrl, "isolated", deltas)).frames;
      },
    ],
    [
      "prebuilt frames written by raw Node + HTTP (client in-process)",
      async (context) => {
        context.framesUrl ??= await listen(
          createServer((req, res) => {
            req.resume();
            res.writeHead(200, { "content-type": "text/event-stream" });
            let index = 0;
            const next = () => {
              const end = Math.min(frames.length, index + EVENTS_PER_TICK);
              res.write(frames.slice(index, end).join(""));
              index = end;
              if (index >= frames.length) res.end();
              else setImmediate(next);
            };
            setImmediate(next);
          }),
        );
        return (await postRun(context.framesUrl, "isolated", deltas)).frames;
      },
    ],
  ];
}

// What the OpenTelemetry instrumentation costs a run when no SDK is installed: the same fake
// runner and request, called bare and through the runtime's wrappers (traceRunner, traceRequest),
// in one process, interleaved so that machine load hits both sides alike. Prints µs per run.
import { EventType } from "@ag-ui/core";
import { ReplaySubject } from "rxjs";
import { RuntimeTelemetry } from "../../packages/runtime/dist/telemetry/runtime-telemetry.js";
import { traceRequest } from "../../packages/runtime/dist/telemetry/trace-request.js";
import { traceRunner } from "../../packages/runtime/dist/telemetry/trace-runner.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** A runner whose run is three events, replayed to late subscribers as real runners do. */
const fakeRunner = {
  async run({ threadId, input }) {
    const events = new ReplaySubject();
    events.next({ id: 1, event: { type: EventType.RUN_STARTED, threadId, runId: input.runId } });
    events.next({ id: 2, event: { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "x" } });
    events.next({ id: 3, event: { type: EventType.RUN_FINISHED, threadId, runId: input.runId } });
    events.complete();
    return events;
  },
};

const telemetry = new RuntimeTelemetry();
const traced = traceRunner(fakeRunner, telemetry);
const request = new Request("http://127.0.0.1/agent/a/run", { method: "POST", headers: { traceparent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01" } });
const runRequest = { ownerId: "o", threadId: "t", agentId: "a", agent: {}, input: { threadId: "t", runId: "r", messages: [] } };

async function oneRun(runner, wrapRequest) {
  const handle = async () => {
    const events = await runner.run(runRequest);
    events.subscribe(() => undefined);
    return new Response(null);
  };
  return wrapRequest ? traceRequest(telemetry, request, handle) : handle();
}

async function measure(runner, wrapRequest) {
  const started = performance.now();
  for (let index = 0; index < RUNS; index++) await oneRun(runner, wrapRequest);
  return ((performance.now() - started) * 1000) / RUNS;
}

await measure(fakeRunner, false);
await measure(traced, true);
const bare = [];
const instrumented = [];
for (let round = 0; round < ROUNDS; round++) {
  bare.push(await measure(fakeRunner, false));
  instrumented.push(await measure(traced, true));
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  JSON.stringify({
    runs: RUNS,
    rounds: ROUNDS,
    bareUsPerRun: Number(median(bare).toFixed(2)),
    instrumentedUsPerRun: Number(median(instrumented).toFixed(2)),
    addedUsPerRun: Number((median(instrumented) - median(bare)).toFixed(2)),
  }),
);

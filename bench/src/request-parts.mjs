// `npm run bench:request-parts -w bench`: the per-request operations of a one-delta run, each alone in a
// loop, warm, in CPU µs per call (median of 5 batches of BENCH_CALLS). Read beside `BENCH_DELTAS=1
// BENCH_RUNS=2000 npm run bench:stages`: in a loop each part costs a few µs, so what a real request
// costs beyond their sum is the path as a whole (allocation, GC, cold inline caches, promise hops),
// not any one of them. Some parts are not public API: they are loaded from the packages' build output
// (run `npm run build` first), not from an internal entry.
import { verifyEvents } from "@ag-ui/client";
import { Subject } from "rxjs";
import { compactRunEvents } from "../../packages/shared/dist/compaction/compact-run-events.js";
import { parseRunInput } from "../../packages/runtime/dist/routes/parse-run-input.js";
import { LiveRun } from "../../packages/runtime/dist/runner/live-run.js";
import { SSE_RESPONSE_HEADERS } from "../../packages/runtime/dist/sse/sse-response-headers.js";
import { runInput } from "./client.mjs";
import { SyntheticAgent } from "./synthetic-agent.mjs";
import { syntheticRunEvents } from "./synthetic-events.mjs";

const CALLS = Number(process.env.BENCH_CALLS ?? 50_000);
const agent = new SyntheticAgent();
const body = JSON.stringify(runInput("thread", 1));
const events = [...syntheticRunEvents({ threadId: "thread", runId: "run", deltas: 1 })];
// Every result feeds this, so that no loop is optimised away.
let sink = 0;

const parts = {
  "new Response(null, SSE headers)": () => {
    sink += new Response(null, { status: 200, headers: SSE_RESPONSE_HEADERS }).status;
  },
  "agent.clone()": () => {
    sink += agent.clone().messages.length;
  },
  "JSON.parse(body)": () => {
    sink += JSON.parse(body).messages.length;
  },
  "JSON.parse(body) + parseRunInput (zod)": () => {
    sink += parseRunInput(JSON.parse(body)).messages.length;
  },
  "new URL(path, base)": () => {
    sink += new URL("/agent/bench/run", "http://127.0.0.1:3000").pathname.length;
  },
  [`verifyEvents over the run's ${events.length} events`]: () => {
    const input = new Subject();
    const subscription = input.pipe(verifyEvents()).subscribe(() => void sink++);
    for (const event of events) input.next(event);
    input.complete();
    subscription.unsubscribe();
  },
  [`a plain Subject, ${events.length} events`]: () => {
    const input = new Subject();
    const subscription = input.subscribe(() => void sink++);
    for (const event of events) input.next(event);
    input.complete();
    subscription.unsubscribe();
  },
  [`LiveRun: ${events.length} appends, 2 followers, finish`]: () => {
    const live = new LiveRun("run");
    const first = live.observe().subscribe(() => void sink++);
    const second = live.observe().subscribe(() => void sink++);
    let id = 0;
    for (const event of events) live.append(++id, event);
    live.finish();
    first.unsubscribe();
    second.unsubscribe();
  },
  [`compactRunEvents, ${events.length} events`]: () => {
    let id = 0;
    sink += compactRunEvents(events.map((event) => ({ id: ++id, event }))).events.length;
  },
  [`JSON.stringify of the ${events.length} events`]: () => {
    for (const event of events) sink += JSON.stringify(event).length;
  },
};

console.log(`Per-request parts of a one-delta run, each alone: CPU µs per call, median of 5 batches of ${CALLS.toLocaleString("en")}`);
for (const [name, part] of Object.entries(parts)) {
  for (let call = 0; call < CALLS; call++) part();
  const samples = [];
  for (let batch = 0; batch < 5; batch++) {
    const startedAt = process.cpuUsage();
    for (let call = 0; call < CALLS; call++) part();
    const { user, system } = process.cpuUsage(startedAt);
    samples.push((user + system) / CALLS);
  }
  samples.sort((a, b) => a - b);
  console.log(`${name.padEnd(48)} ${samples[2].toFixed(2).padStart(7)}`);
}
if (sink < 0) console.log(sink);

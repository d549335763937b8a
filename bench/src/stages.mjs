// `npm run bench:stages`: where a long run's time goes, stage by stage, in one process. Each line adds
// one stage to the one before, so the difference between two lines is what that stage costs.
// Short runs (the sequential scenario): `BENCH_DELTAS=1 BENCH_RUNS=2000 npm run bench:stages -w bench`
// times BENCH_RUNS runs per sample, after as many warm-up runs (BENCH_WARM_UP), and reports µs per run too.
import { createServer } from "node:http";
import { CopilotRuntime, InMemoryAgentRunner, createCopilotRuntimeHandler } from "@wingman/runtime";
import { createCopilotNodeListener } from "@wingman/runtime/node";
import { createCeilingServer } from "./ceiling-server.mjs";
import { postRun, runInput } from "./client.mjs";
import { SyntheticAgent } from "./synthetic-agent.mjs";
import { isolatedStages, listen, readBody } from "./isolated-stages.mjs";

const DELTAS = Number(process.env.BENCH_DELTAS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const WARM_UP_RUNS = Number(process.env.BENCH_WARM_UP ?? RUNS);
let threadCounter = 0;
const nextThread = () => `stage-thread-${++threadCounter}`;

function countEvents(observable) {
  return new Promise((resolve, reject) => {
    let count = 0;
    observable.subscribe({ next: () => void count++, error: reject, complete: () => resolve(count) });
  });
}

const runtimeOf = () =>
  new CopilotRuntime({ agents: { bench: new SyntheticAgent() }, runner: new InMemoryAgentRunner({ maxThreads: 1_000_000, maxBytes: 4 * 1024 ** 3 }) });

const stages = [
  ["agent.run() observable", () => countEvents(new SyntheticAgent().run(runInput(nextThread(), DELTAS)))],
  [
    "+ InMemoryAgentRunner.run (middlewares, verify, store)",
    async (context) => {
      // One runner for every run, as a server has: per-run figures do not count building one.
      context.runner ??= new InMemoryAgentRunner({ maxThreads: 1_000_000, maxBytes: 4 * 1024 ** 3 });
      const input = runInput(nextThread(), DELTAS);
      return countEvents(await context.runner.run({ ownerId: "o", threadId: input.threadId, agentId: "bench", agent: new SyntheticAgent(), input }));
    },
  ],
  [
    "+ handler, SSE body read in-process",
    async (context) => {
      context.handler ??= createCopilotRuntimeHandler({ runtime: runtimeOf(), basePath: "/" });
      const response = await context.handler(
        new Request("http://bench.local/agent/bench/run", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "text/event-stream" },
          body: JSON.stringify(runInput(nextThread(), DELTAS)),
        }),
      );
      return readBody(response.body);
    },
  ],
  [
    "+ Node adapter and HTTP (client in-process)",
    async (context) => {
      context.runtimeUrl ??= await listen(createServer(createCopilotNodeListener({ runtime: runtimeOf(), basePath: "/" })));
      return (await postRun(context.runtimeUrl, nextThread(), DELTAS)).frames;
    },
  ],
  [
    "ceiling: raw Node server (client in-process)",
    async (context) => {
      context.ceilingUrl ??= await listen(createCeilingServer());
      return (await postRun(context.ceilingUrl, nextThread(), DELTAS)).frames;
    },
  ],
];

const context = {};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(title, list) {
  const runs = RUNS === 1 ? "" : `, ${RUNS.toLocaleString("en")} runs per sample`;
  console.log(`${title}: ${DELTAS.toLocaleString("en")} deltas${runs}, median of ${ROUNDS} rounds (CPU µs per event and per run, all threads)`);
  const samples = list.map(() => []);
  // Warm up the JIT for everything.
  for (const [, stage] of list) for (let run = 0; run < Math.max(1, WARM_UP_RUNS); run++) await stage(context);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, [, stage]] of list.entries()) {
      // CPU time rather than wall time: it does not count waiting for a core on a shared machine.
      const startedAt = process.cpuUsage();
      for (let run = 0; run < RUNS; run++) await stage(context);
      const { user, system } = process.cpuUsage(startedAt);
      samples[index].push((user + system) / RUNS);
    }
  }
  for (const [index, [name]] of list.entries()) {
    const perRun = median(samples[index]);
    console.log(`${name.padEnd(64)} ${(perRun / (DELTAS + 4)).toFixed(2).padStart(7)} ${perRun.toFixed(1).padStart(10)}`);
  }
}

await measure("Cumulative (each line adds one stage)", stages);
console.log();
await measure("Isolated (each stage fed prebuilt events; subtract the feed line)", isolatedStages(DELTAS));
process.exit(0);

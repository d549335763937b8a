// `npm run bench:server-cpu -w bench`: the server's CPU time per run (user + system, all its threads),
// read from the server process itself before and after a batch of runs. Unlike runs/s it does not
// count the time the process waits for a core, so it separates builds on a loaded machine.
// BENCH_KIND=runtime|ceiling, BENCH_RUNNER=memory|sqlite|redis|postgres, BENCH_DELTAS (per run),
// BENCH_RUNS (measured), BENCH_WARM_UP (runs first), BENCH_ROUNDS, BENCH_IDENTIFY=1 (the runtime
// identifies users: see runtime-server.mjs). After the default 1,000 warm-up runs the server is still
// compiling (one-delta runs cost about 1.7 times their steady state); BENCH_WARM_UP=6000 measures
// the steady state.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { postRun } from "./client.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const kind = process.env.BENCH_KIND ?? "runtime";
const runner = process.env.BENCH_RUNNER ?? "memory";
const deltas = Number(process.env.BENCH_DELTAS ?? 1);
const runs = Number(process.env.BENCH_RUNS ?? 2_000);
const warmUpRuns = Number(process.env.BENCH_WARM_UP ?? 1_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--expose-gc", join(here, "server-process.mjs"), kind, runner], { stdio: ["ignore", "pipe", "inherit"] });
    child.stdout.once("data", (data) => resolve({ baseUrl: `http://127.0.0.1:${JSON.parse(String(data)).port}`, child }));
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const readCpu = async (baseUrl) => {
  const { user, system } = await (await fetch(`${baseUrl}/__bench/cpu`)).json();
  return user + system;
};

let thread = 0;
const samples = [];
for (let round = 0; round < rounds; round++) {
  const { baseUrl, child } = await startServer();
  try {
    for (let index = 0; index < warmUpRuns; index++) await postRun(baseUrl, `cpu-warm-${++thread}`, deltas);
    const before = await readCpu(baseUrl);
    for (let index = 0; index < runs; index++) await postRun(baseUrl, `cpu-${++thread}`, deltas);
    const perRun = ((await readCpu(baseUrl)) - before) / runs;
    samples.push(perRun);
    console.error(`  ${kind} ${runner} #${round + 1}: ${perRun.toFixed(1)} µs CPU per run (${deltas} deltas)`);
  } finally {
    child.kill("SIGTERM");
  }
}
const median = [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
console.log(`${kind} ${runner}: ${median.toFixed(1)} µs server CPU per run, ${deltas} deltas, median of ${rounds} (${samples.map((value) => value.toFixed(0)).join(", ")})`);

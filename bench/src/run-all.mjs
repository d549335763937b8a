// `npm run bench`: every scenario against the raw Node SSE ceiling and against the runtime with each
// runner, in the same run, printed as ratios to the ceiling. Runners: BENCH_RUNNERS=memory,sqlite,redis,postgres.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { scenarios, warmUp } from "./scenarios.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const only = process.env.BENCH_SCENARIOS?.split(",");
const runners = (process.env.BENCH_RUNNERS ?? "memory").split(",").filter(Boolean);

function startServer(kind, runner) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? []), "--expose-gc", join(here, "server-process.mjs"), kind, runner ?? ""], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout.once("data", (data) => {
      const { port } = JSON.parse(String(data));
      resolve({ baseUrl: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") });
    });
    child.once("exit", (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function measureOnce(scenario, kind, runner) {
  // A fresh server per measurement, so one scenario's heap never weighs on the next.
  const server = await startServer(kind, runner);
  try {
    await warmUp(server.baseUrl);
    await scenario.warmUp?.(server.baseUrl);
    return await scenario.measure(server.baseUrl);
  } finally {
    server.stop();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Targets are measured in alternation, round after round, and each reports its median: on a shared
 * machine the load drifts, and a ceiling measured minutes before the runtime makes a meaningless ratio.
 */
async function measureScenario(scenario, targets) {
  const rounds = scenario.repeat === false ? 1 : ROUNDS;
  const samples = new Map(targets.map((target) => [target.label, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const result = await measureOnce(scenario, target.kind, target.runner);
      samples.get(target.label).push(result);
      console.error(`  ${target.label.padEnd(16)} ${scenario.name} #${round + 1}: ${result.value.toFixed(1)} ${scenario.unit} (${result.detail})`);
    }
  }
  const results = {};
  for (const [label, list] of samples) {
    const value = median(list.map((result) => result.value));
    results[label] = { value, detail: list.find((result) => result.value === value).detail, samples: list.map((result) => result.value) };
  }
  return results;
}

const targets = [{ label: "ceiling", kind: "ceiling" }, ...runners.map((runner) => ({ label: runner, kind: "runtime", runner }))];
const all = Object.fromEntries(targets.map((target) => [target.label, {}]));
for (const scenario of scenarios) {
  if (only && !only.includes(scenario.key)) continue;
  const results = await measureScenario(scenario, targets);
  for (const target of targets) all[target.label][scenario.key] = results[target.label];
}
const ceiling = all.ceiling;

const format = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));


console.log("\nscenario".padEnd(48) + "ceiling".padStart(12) + runners.map((runner) => runner.padStart(14) + "ratio".padStart(8)).join(""));
for (const scenario of scenarios) {
  if (!ceiling[scenario.key]) continue;
  const base = ceiling[scenario.key].value;
  let line = `${scenario.name} [${scenario.unit}]`.padEnd(48) + format(base).padStart(12);
  for (const runner of runners) {
    const value = all[runner][scenario.key].value;
    const ratio = scenario.higherIsBetter ? value / base : base / value;
    line += format(value).padStart(14) + ratio.toFixed(2).padStart(8);
  }
  const target = scenario.target?.ratio ? `target ≥ ${scenario.target.ratio}` : scenario.target?.absolute ? `target < ${scenario.target.absolute} ${scenario.unit}` : "";
  console.log(`${line}   ${target}`);
}
for (const runner of runners) {
  for (const scenario of scenarios) {
    const result = all[runner][scenario.key];
    if (result) console.log(`  ${runner} ${scenario.key}: ${result.detail}`);
  }
}
mkdirSync(join(here, "..", "results"), { recursive: true });
writeFileSync(join(here, "..", "results", "latest.json"), JSON.stringify({ date: new Date().toISOString(), results: all }, null, 2));

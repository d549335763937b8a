// `npm run bench`: every scenario against the raw Node SSE ceiling and against the runtime with each
// runner, in the same run, printed as ratios to the ceiling. Runners: BENCH_RUNNERS=memory,sqlite,redis.
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
    const child = spawn(process.execPath, ["--expose-gc", join(here, "server-process.mjs"), kind, runner ?? ""], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout.once("data", (data) => {
      const { port } = JSON.parse(String(data));
      resolve({ baseUrl: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") });
    });
    child.once("exit", (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

async function measureTarget(kind, runner) {
  const results = {};
  for (const scenario of scenarios) {
    if (only && !only.includes(scenario.key)) continue;
    // A fresh server per scenario, so one scenario's heap never weighs on the next.
    const server = await startServer(kind, runner);
    try {
      await warmUp(server.baseUrl);
      results[scenario.key] = await scenario.measure(server.baseUrl);
    } finally {
      server.stop();
    }
    const label = kind === "ceiling" ? "ceiling" : `runtime/${runner}`;
    console.error(`  ${label.padEnd(16)} ${scenario.name}: ${results[scenario.key].value.toFixed(1)} ${scenario.unit} (${results[scenario.key].detail})`);
  }
  return results;
}

const format = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

const ceiling = await measureTarget("ceiling");
const all = { ceiling };
for (const runner of runners) all[runner] = await measureTarget("runtime", runner);

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

// `node bench/src/paired-builds.mjs <dist A> <dist B>`: two builds of @wingman/runtime side by side.
// Each build's `dist` folder (say a copy of packages/runtime/dist made before a change, and the
// current one) gets a server process of its own; batches of sequential runs alternate between the
// two, so that both see the same machine from one moment to the next. On a shared VM, where the
// ceiling of one pass can differ by a fifth from the next, this separates builds whose difference
// `run-all`'s ratios hide. Server processes of one build still differ (their JIT), so run it several
// times: PAIRED_BATCHES (default 40) batches of PAIRED_RUNS (100) runs of PAIRED_DELTAS (1) deltas,
// after 6,000 warm-up runs each. Prints each build's median time per run and the median of the
// per-batch ratios B/A.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { postRun } from "./client.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const [distA, distB] = process.argv.slice(2).map((path) => resolve(path));
if (distA === undefined || distB === undefined) {
  console.error("usage: node bench/src/paired-builds.mjs <runtime dist A> <runtime dist B>");
  process.exit(2);
}
const batches = Number(process.env.PAIRED_BATCHES ?? 40);
const runsPerBatch = Number(process.env.PAIRED_RUNS ?? 100);
const deltas = Number(process.env.PAIRED_DELTAS ?? 1);

/** A tree where `@wingman/runtime` is `dist` and every other package is the workspace's own. */
function overlay(dist, scratch, name) {
  const tree = join(scratch, name);
  const modules = join(tree, "node_modules");
  mkdirSync(join(modules, "@wingman", "runtime"), { recursive: true });
  cpSync(here, join(tree, "bench", "src"), { recursive: true });
  for (const entry of readdirSync(join(root, "node_modules"))) {
    if (entry !== "@wingman") symlinkSync(join(root, "node_modules", entry), join(modules, entry));
  }
  for (const entry of readdirSync(join(root, "node_modules", "@wingman"))) {
    if (entry !== "runtime") symlinkSync(realpathSync(join(root, "node_modules", "@wingman", entry)), join(modules, "@wingman", entry));
  }
  cpSync(join(root, "packages", "runtime", "package.json"), join(modules, "@wingman", "runtime", "package.json"));
  cpSync(dist, join(modules, "@wingman", "runtime", "dist"), { recursive: true });
  return join(tree, "bench", "src", "server-process.mjs");
}

function startServer(entry) {
  return new Promise((resolveServer, reject) => {
    const child = spawn(process.execPath, [entry, "runtime", "memory"], { stdio: ["ignore", "pipe", "inherit"] });
    child.stdout.once("data", (data) => resolveServer({ child, baseUrl: `http://127.0.0.1:${JSON.parse(String(data)).port}` }));
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const scratch = mkdtempSync(join(tmpdir(), "wingman-paired-"));
const servers = [];
try {
  const a = await startServer(overlay(distA, scratch, "a"));
  servers.push(a);
  const b = await startServer(overlay(distB, scratch, "b"));
  servers.push(b);
  let thread = 0;
  const batch = async ({ baseUrl }) => {
    const startedAt = performance.now();
    for (let index = 0; index < runsPerBatch; index++) await postRun(baseUrl, `paired-${++thread}`, deltas);
    return ((performance.now() - startedAt) * 1000) / runsPerBatch;
  };
  for (let index = 0; index < 60; index++) {
    await batch(a);
    await batch(b);
  }
  const timesA = [];
  const timesB = [];
  const ratios = [];
  for (let index = 0; index < batches; index++) {
    // Which build goes first alternates, so that neither always follows the other.
    const [first, second] = index % 2 === 0 ? [a, b] : [b, a];
    const firstTime = await batch(first);
    const secondTime = await batch(second);
    const [timeA, timeB] = first === a ? [firstTime, secondTime] : [secondTime, firstTime];
    timesA.push(timeA);
    timesB.push(timeB);
    ratios.push(timeB / timeA);
  }
  const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  console.log(
    `A ${median(timesA).toFixed(0)} µs/run, B ${median(timesB).toFixed(0)} µs/run, median ratio B/A ${median(ratios).toFixed(3)} ` +
      `(${batches} batches × ${runsPerBatch} runs of ${deltas} delta${deltas === 1 ? "" : "s"})`,
  );
} finally {
  for (const { child } of servers) child.kill("SIGTERM");
  rmSync(scratch, { recursive: true, force: true });
}

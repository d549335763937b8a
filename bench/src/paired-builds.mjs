// `node bench/src/paired-builds.mjs <build A> <build B>`: two builds of the server side by side. A
// build is a copy of packages/runtime/dist, or a folder holding `<package>/dist` for each package
// that differs (say `runtime/dist` and `shared/dist`, copied before a change). Each build gets a
// server process of its own; batches of sequential runs alternate between the
// two, so that both see the same machine from one moment to the next. On a shared VM, where the
// ceiling of one pass can differ by a fifth from the next, this separates builds whose difference
// `run-all`'s ratios hide. Server processes of one build still differ (their JIT), so run it several
// times: PAIRED_BATCHES (default 40) batches of PAIRED_RUNS (100) runs of PAIRED_DELTAS (1) deltas,
// PAIRED_CONCURRENCY (1) at a time (100 with 1,000 deltas is the fan-out scenario), after 60 warm-up
// batches each. Prints each build's median time and server CPU per run (the server's own
// `process.cpuUsage()`, all threads: steadier than time when the client shares the machine) and the
// medians of the per-batch ratios B/A.
//
// Either build may be `ceiling` (the raw Node server of ceiling-server.mjs), `lane` (the workspace's
// runner and SSE writer behind a raw Node handler: lane-server.mjs), or `current` (the workspace's own
// build): `paired-builds.mjs ceiling current` is the ratio to the ceiling in a steady state, where
// `run-all` measures one round on a freshly started server; `lane current` is what the request layer costs.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { postRun } from "./client.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const [distA, distB] = process.argv.slice(2).map((path) => (["ceiling", "lane", "current"].includes(path) ? path : resolve(path)));
if (distA === undefined || distB === undefined) {
  console.error("usage: node bench/src/paired-builds.mjs <build A | ceiling | lane | current> <build B | ceiling | lane | current>");
  process.exit(2);
}
const batches = Number(process.env.PAIRED_BATCHES ?? 40);
const runsPerBatch = Number(process.env.PAIRED_RUNS ?? 100);
const deltas = Number(process.env.PAIRED_DELTAS ?? 1);
const concurrency = Number(process.env.PAIRED_CONCURRENCY ?? 1);

/** The build's `dist` folders by package name: a bare dist folder is the runtime's. */
function distsOf(build) {
  if (!existsSync(join(build, "runtime", "dist"))) return new Map([["runtime", build]]);
  return new Map(
    readdirSync(build)
      .filter((name) => existsSync(join(build, name, "dist")))
      .map((name) => [name, join(build, name, "dist")]),
  );
}

/** A tree where the build's packages are its `dist` folders and every other package is the workspace's own. */
function overlay(build, scratch, name) {
  const dists = distsOf(build);
  const tree = join(scratch, name);
  const modules = join(tree, "node_modules");
  mkdirSync(join(modules, "@wingman"), { recursive: true });
  cpSync(here, join(tree, "bench", "src"), { recursive: true });
  for (const entry of readdirSync(join(root, "node_modules"))) {
    if (entry !== "@wingman") symlinkSync(join(root, "node_modules", entry), join(modules, entry));
  }
  for (const entry of readdirSync(join(root, "node_modules", "@wingman"))) {
    const linked = realpathSync(join(root, "node_modules", "@wingman", entry));
    const dist = dists.get(entry);
    if (dist === undefined) {
      symlinkSync(linked, join(modules, "@wingman", entry));
      continue;
    }
    mkdirSync(join(modules, "@wingman", entry));
    cpSync(join(linked, "package.json"), join(modules, "@wingman", entry, "package.json"));
    cpSync(dist, join(modules, "@wingman", entry, "dist"), { recursive: true });
  }
  return join(tree, "bench", "src", "server-process.mjs");
}

function startServer(build, scratch, name) {
  const kind = build === "ceiling" || build === "lane" ? build : "runtime";
  const entry = kind !== "runtime" || build === "current" ? join(here, "server-process.mjs") : overlay(build, scratch, name);
  return new Promise((resolveServer, reject) => {
    const child = spawn(process.execPath, [entry, kind, "memory"], { stdio: ["ignore", "pipe", "inherit"] });
    child.stdout.once("data", (data) => resolveServer({ child, baseUrl: `http://127.0.0.1:${JSON.parse(String(data)).port}` }));
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const scratch = mkdtempSync(join(tmpdir(), "wingman-paired-"));
const servers = [];
try {
  const a = await startServer(distA, scratch, "a");
  servers.push(a);
  const b = await startServer(distB, scratch, "b");
  servers.push(b);
  let thread = 0;
  const cpu = async (baseUrl) => {
    const { user, system } = await (await fetch(`${baseUrl}/__bench/cpu`)).json();
    return user + system;
  };
  const together = (baseUrl) => Promise.all(Array.from({ length: concurrency }, () => postRun(baseUrl, `paired-${++thread}`, deltas)));
  /** One batch: µs of time and of the server's CPU per run. */
  const batch = async ({ baseUrl }) => {
    const cpuBefore = await cpu(baseUrl);
    const startedAt = performance.now();
    for (let index = 0; index < runsPerBatch; index++) await together(baseUrl);
    const elapsed = (performance.now() - startedAt) * 1000;
    const runs = runsPerBatch * concurrency;
    return { time: elapsed / runs, cpu: ((await cpu(baseUrl)) - cpuBefore) / runs };
  };
  for (let index = 0; index < 60; index++) {
    await batch(a);
    await batch(b);
  }
  const timesA = [];
  const timesB = [];
  const ratios = [];
  const cpuA = [];
  const cpuB = [];
  const cpuRatios = [];
  for (let index = 0; index < batches; index++) {
    // Which build goes first alternates, so that neither always follows the other.
    const [first, second] = index % 2 === 0 ? [a, b] : [b, a];
    const firstTime = await batch(first);
    const secondTime = await batch(second);
    const [resultA, resultB] = first === a ? [firstTime, secondTime] : [secondTime, firstTime];
    timesA.push(resultA.time);
    timesB.push(resultB.time);
    ratios.push(resultB.time / resultA.time);
    cpuA.push(resultA.cpu);
    cpuB.push(resultB.cpu);
    cpuRatios.push(resultB.cpu / resultA.cpu);
  }
  const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  console.log(
    `time: A ${median(timesA).toFixed(0)} µs/run, B ${median(timesB).toFixed(0)} µs/run, median ratio B/A ${median(ratios).toFixed(3)}; ` +
      `server CPU: A ${median(cpuA).toFixed(0)} µs/run, B ${median(cpuB).toFixed(0)} µs/run, median ratio B/A ${median(cpuRatios).toFixed(3)} ` +
      `(${batches} batches × ${runsPerBatch} × ${concurrency} concurrent runs of ${deltas} delta${deltas === 1 ? "" : "s"})`,
  );
} finally {
  for (const { child } of servers) child.kill("SIGTERM");
  rmSync(scratch, { recursive: true, force: true });
}

import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { installPackedApp, packWorkspaces, stopChild } from "@wingman/test-support/packed-app";
import { inject } from "vitest";

// The example as a user's app gets it: every package it needs `npm pack`ed (as published: `files`,
// exports maps, dist/), installed into a copy of the app outside this repository together with the
// registry's dependencies, then the Angular CLI's production build (AOT, default budgets) and the
// server compiled by tsc. The test files of one run share one build, made by the first that needs it
// in the run's own temporary folder (angular-app-work.global.ts), so two checkouts' runs never write
// one build under each other. They only read it: each starts servers of its own.

const repo = fileURLToPath(new URL("../../../", import.meta.url));
const example = join(repo, "examples/angular-demo");
/** Where the Angular test files put their screenshots. */
export const RESULTS = join(example, "test-results");
/** The workspaces the app installs (directly or through another package), packed as published. */
const WORKSPACES = ["packages/shared", "packages/core", "packages/inspector", "packages/chat-styles", "packages/runtime", "packages/agent", "examples/demo-shared"];
/** ng-packagr's output is the published @wingman/angular (Angular Package Format). */
const ANGULAR_PACKAGE = join(repo, "packages/angular/dist");
/** Left out of the copy: what the app builds or installs itself, and the tests. */
const NOT_COPIED = new Set(["node_modules", "dist", ".angular", "out-tsc", "test", "test-results"]);
const MODEL_KEYS = ["WINGMAN_MODEL", "WINGMAN_TRANSCRIPTION_MODEL", "OPENAI_BASE_URL", "OPENAI_MODEL", "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GOOGLE_API_KEY", "GOOGLE_GENERATIVE_AI_API_KEY", "OPENAI_COMPATIBLE_BASE_URL", "OPENAI_COMPATIBLE_MODEL"];
/** Bounds a server start, only so that one that never starts is reported with its output before the hook's own timeout. */
const START_BOUND_MS = 90_000;

interface Manifest {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
}

/** The installed and built app of one test file. */
export interface InstalledAngularApp {
  /** The app's folder: `dist/app/browser` is the page, `dist/server/main.js` the server. */
  dir: string;
  /** What `ng build` printed (budgets, the initial total). */
  buildOutput: string;
  /** Removes the work directory, unless it was kept (`ANGULAR_EXAMPLE_WORKDIR`). */
  remove(): Promise<void>;
}

/** A running `node dist/server/main.js` of the installed app. */
export interface AngularServer {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`: the page and, under /api/copilotkit, the runtime. */
  url: string;
  port: number;
  output(): string;
  /** SIGTERM, then SIGKILL after 5 s; resolves once it exited. */
  stop(): Promise<void>;
}

/** Runs a program of the app's `node_modules/.bin`; resolves its combined output, rejects with it. */
function runInApp(app: string, bin: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      join(app, "node_modules/.bin", bin),
      args,
      { cwd: app, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NG_CLI_ANALYTICS: "false", NO_COLOR: "1", CI: "1" } },
      (error, stdout, stderr) => {
        const output = `${stdout}\n${stderr}`;
        if (error) reject(new Error(`${bin} ${args.join(" ")} failed (${error.code}):\n${output}`));
        else resolve(output);
      },
    );
  });
}

/** Packs our packages, installs them into a copy of the app, runs `ng build` and compiles the server. */
async function buildApp(work: string, app: string): Promise<string> {
  const tarballDirectory = join(work, "tarballs");
  await mkdir(tarballDirectory, { recursive: true });
  // One `npm pack` at a time: both write into the same directory and read the same lockfile.
  const tarballs = await packWorkspaces(repo, WORKSPACES, tarballDirectory);
  for (const [name, file] of await packWorkspaces(ANGULAR_PACKAGE, [], tarballDirectory)) tarballs.set(name, file);

  await cp(example, app, { recursive: true, filter: (source) => !NOT_COPIED.has(relative(example, source).split(sep)[0]!) });
  const manifest = JSON.parse(await readFile(join(example, "package.json"), "utf8")) as Manifest;
  const fromRegistry = (dependencies: Record<string, string>) =>
    Object.fromEntries(Object.entries(dependencies).filter(([name]) => !name.startsWith("@wingman/") && name !== "playwright-core"));
  await installPackedApp(app, { name: "angular-app", dependencies: fromRegistry(manifest.dependencies), devDependencies: fromRegistry(manifest.devDependencies), scripts: manifest.scripts }, tarballs);

  // `ng build` is the production configuration (angular.json's default), budgets included.
  const buildOutput = await runInApp(app, "ng", ["build"]);
  await writeFile(join(work, "ng-build.log"), buildOutput);
  await runInApp(app, "tsc", ["-p", "tsconfig.server.json"]);
  return buildOutput;
}

/**
 * The app, installed and built. In the production-builds project the run's test files share one
 * build (see angular-app-work.global.ts): the first builds it, the next ones reuse it. Elsewhere,
 * a new temporary folder of its own. With `keptWorkEnv` naming a set variable, that folder is used
 * instead and kept, and an app already built there is reused (for working on the checks alone).
 */
export async function installAngularApp(keptWorkEnv = "ANGULAR_EXAMPLE_WORKDIR"): Promise<InstalledAngularApp> {
  await stat(join(ANGULAR_PACKAGE, "package.json")).catch(() => {
    throw new Error("packages/angular/dist is missing: run `npm run build` first (npm test does)");
  });
  await mkdir(RESULTS, { recursive: true });
  const kept = process.env[keptWorkEnv];
  const shared = kept === undefined ? inject("angularAppWork") : undefined;
  const work = kept ?? shared ?? (await mkdtemp(join(tmpdir(), "wingman-angular-app-")));
  const dir = join(work, "app");
  const buildLog = join(work, "ng-build.log");
  const reused = (kept !== undefined || shared !== undefined) && existsSync(join(dir, "dist/server/main.js")) && existsSync(buildLog);
  const buildOutput = reused ? await readFile(buildLog, "utf8") : await buildOnce(work, dir, shared !== undefined);
  return { dir, buildOutput, remove: async () => void (kept || shared || (await rm(work, { recursive: true, force: true }))) };
}

/**
 * Builds the app in `work`, which may hold what a failed build left. The project's files run one at
 * a time (maxWorkers: 1); should two ever build in the run's shared folder together, the second
 * fails at once rather than reading a half-written app.
 */
async function buildOnce(work: string, dir: string, shared: boolean): Promise<string> {
  const lock = join(work, "building");
  if (shared) {
    try {
      await mkdir(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      throw new Error(`another test file is building the Angular app in ${work} at the same time: run these files one at a time`);
    }
  }
  try {
    await rm(dir, { recursive: true, force: true });
    await rm(join(work, "tarballs"), { recursive: true, force: true });
    return await buildApp(work, dir);
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * Starts the app's compiled server (the offline demo model unless `env` names a provider) and resolves
 * once it prints its URL. `port` 0 lets the OS choose; a test restarts a server on its old port.
 */
export function startAngularServer(app: InstalledAngularApp, options: { env?: Record<string, string>; port?: number } = {}): Promise<AngularServer> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of MODEL_KEYS) delete env[key];
  Object.assign(env, { PORT: String(options.port ?? 0), HOST: "127.0.0.1", DEMO_TOKEN_DELAY_MS: "50", ...options.env });
  const child = spawn(process.execPath, ["dist/server/main.js"], { cwd: app.dir, env, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let output = "";
  return new Promise((resolve, reject) => {
    let started = false;
    const timer = setTimeout(() => fail(new Error(`the Angular demo server did not start in ${START_BOUND_MS / 1000} s:\n${output}`)), START_BOUND_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(error);
    };
    child.once("error", fail);
    child.once("exit", (code) => void (started || fail(new Error(`the Angular demo server exited (${code}):\n${output}`))));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Wingman Angular demo on http:\/\/[^:]+:(\d+)/.exec(output);
      if (!match || started) return;
      started = true;
      clearTimeout(timer);
      const port = Number(match[1]);
      resolve({
        child,
        url: `http://127.0.0.1:${port}`,
        port,
        output: () => output,
        stop: () => stopChild(child, exited),
      });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
  });
}

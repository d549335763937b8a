import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { demoAnswerGate } from "@wingman/test-support/chromium";
import { stopChild } from "@wingman/test-support/packed-app";
import { withBuildLock } from "./build-lock.js";

const demoRoot = fileURLToPath(new URL("../", import.meta.url));
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** A demo server process started by a test. */
export interface DemoServerProcess {
  /** `http://127.0.0.1:<port>`: the page and, under /api/copilotkit, the runtime. */
  origin: string;
  port: number;
  /** Everything it printed. */
  output(): string;
  /** SIGTERM, then SIGKILL after 5 s. */
  stop(): Promise<void>;
}

/** Answers started from now on stop after their first line of text, until `releaseAnswers`. */
export const holdAnswers = (server: DemoServerProcess) => demoAnswerGate(() => server.origin).hold();

/** Lets the held answers go on; resolves with how many were waiting. */
export const releaseAnswers = async (server: DemoServerProcess) => ((await demoAnswerGate(() => server.origin).release()) as { released: number }).released;

/**
 * Runs the demo's build as `npm start` does: the server (tsc -b) and the page (Vite, skipped when up
 * to date), one test process at a time.
 */
export function buildDemo(): Promise<void> {
  return withBuildLock(repoRoot, runBuild);
}

function runBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build", "--workspace", "examples/demo"], { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`demo build failed (${code}):\n${output}`))));
  });
}

const START_BOUND_MS = 90_000;

const MODEL_KEYS = ["WINGMAN_MODEL", "WINGMAN_TRANSCRIPTION_MODEL", "OPENAI_BASE_URL", "OPENAI_MODEL", "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GOOGLE_API_KEY", "GOOGLE_GENERATIVE_AI_API_KEY", "OPENAI_COMPATIBLE_BASE_URL", "OPENAI_COMPATIBLE_MODEL"];

/**
 * Whether a test's environment configures a chat model provider (a key, a model or a base URL), so the
 * offline model does not answer. The transcription model alone leaves the chat offline.
 */
const namesProvider = (env: Record<string, string> = {}) =>
  MODEL_KEYS.some((key) => key !== "WINGMAN_TRANSCRIPTION_MODEL" && (env[key] ?? "") !== "");

/**
 * Starts `node dist/server/main.js` (what `npm start` runs after building) and waits for its URL.
 * `transport` is `DEMO_TRANSPORT` (default realtime, whatever the test's own environment says).
 * The test gate (`DEMO_TEST_GATE=1`, see `holdAnswers`) is on when the server answers with the offline
 * model, i.e. `env` names no provider: it wraps a model object, and a provider named by id is not one.
 */
export function startDemoServer(options: {
  dataDir: string;
  port?: number;
  tokenDelayMs?: number;
  transport?: "realtime" | "sse";
  /** Set after the model keys are cleared, e.g. `OPENAI_API_KEY` and `OPENAI_BASE_URL` of a local fake provider. */
  env?: Record<string, string>;
}): Promise<DemoServerProcess> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const key of MODEL_KEYS) delete env[key];
  Object.assign(env, {
    PORT: String(options.port ?? 0),
    HOST: "127.0.0.1",
    DEMO_DATA_DIR: options.dataDir,
    DEMO_TOKEN_DELAY_MS: String(options.tokenDelayMs ?? 10),
    DEMO_TRANSPORT: options.transport ?? "realtime",
    // Lets a test hold an answer after its first line (`/api/demo/test-gate`); nothing is held until it asks.
    DEMO_TEST_GATE: namesProvider(options.env) ? "0" : "1",
    ...options.env,
  });
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], { cwd: demoRoot, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    // Not a speed check: a start takes 20 s and more on a busy machine. The bound only has to come
    // before the calling hook's own (120 s and more here), so that a server that never starts is
    // killed and reported with what it printed, instead of left running behind a bare hook timeout.
    const timer = setTimeout(() => fail(new Error(`the demo server did not start in ${START_BOUND_MS / 1000} s:\n${output}`)), START_BOUND_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(error);
    };
    let started = false;
    child.once("exit", (code) => void (started || fail(new Error(`the demo server exited (${code}):\n${output}`))));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk;
      const match = /Wingman demo on http:\/\/[^:]+:(\d+)/.exec(output);
      if (!match || started) return;
      started = true;
      clearTimeout(timer);
      const port = Number(match[1]);
      resolve({
        origin: `http://127.0.0.1:${port}`,
        port,
        output: () => output,
        stop: () => stopChild(child, exited),
      });
    });
  });
}

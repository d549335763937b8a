import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { stripVTControlCharacters } from "node:util";

/** A port on 127.0.0.1 that was free a moment ago, for a child that must be told its port up front. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts a long-running `node …` process of an installed app and resolves with it once its output
 * matches `ready`; rejects with the output if it exits first. The caller kills it.
 */
export function startAppProcess(cwd: string, args: readonly string[], env: NodeJS.ProcessEnv, ready: RegExp): { child: ChildProcess; ready: Promise<void> } {
  // Vite colours its output when CI is set (picocolors), which would split "127.0.0.1:<port>" with
  // escape codes: ask for plain output, and match on the text without escapes anyway.
  const child = spawn(process.execPath, args, { cwd, env: { ...env, NO_COLOR: "1" }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const started = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk;
      if (ready.test(stripVTControlCharacters(output))) resolve();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`node ${args.join(" ")} exited (${code}):\n${output}`)));
  });
  return { child, ready: started };
}

/** The environment without provider keys, so `selectModelFromEnv` picks the offline demo model. */
export function offlineEnv(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const key of ["WINGMAN_MODEL", "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GOOGLE_API_KEY", "GOOGLE_GENERATIVE_AI_API_KEY", "OPENAI_BASE_URL", "OPENAI_COMPATIBLE_BASE_URL"]) {
    delete env[key];
  }
  return env;
}

/** Ends a child this test started: SIGTERM, then SIGKILL after 5 s; resolves once it exited (`exited`). */
export async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(killer);
}

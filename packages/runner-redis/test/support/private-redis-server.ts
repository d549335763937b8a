import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A `redis-server` of one test's own, on a spare port, that the test may kill and start again. */
export interface PrivateRedisServer {
  readonly port: number;
  readonly url: string;
  /** Starts it (again) on the same port and data directory; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Sends a signal (default SIGKILL) and, for SIGKILL/SIGTERM, resolves once the process is gone. */
  signal(signal?: NodeJS.Signals): Promise<void>;
  /** Kills it and removes its data directory. */
  dispose(): Promise<void>;
}

/** A port nothing listens on now: bound on port 0 by the OS, then released. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts a private `redis-server` that writes every command to its append-only file before
 * answering (`appendfsync always`), so that a SIGKILL loses nothing it acknowledged and a restart
 * serves the same data.
 */
export async function startPrivateRedisServer(): Promise<PrivateRedisServer> {
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), "wingman-redis-"));
  let child: ChildProcess | undefined;

  const start = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "yes", "--appendfsync", "always", "--dir", directory];
      const started = spawn("redis-server", args, { stdio: ["ignore", "pipe", "pipe"] });
      child = started;
      let output = "";
      const onData = (chunk: Buffer): void => {
        output += chunk.toString();
        if (output.includes("Ready to accept connections")) {
          started.stdout!.off("data", onData);
          started.off("exit", onExit);
          started.stdout!.resume();
          resolve();
        }
      };
      const onExit = (): void => reject(new Error(`redis-server exited before it was ready:\n${output}`));
      started.stdout!.on("data", onData);
      started.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      started.once("exit", onExit);
    });

  const signal = async (name: NodeJS.Signals = "SIGKILL"): Promise<void> => {
    const running = child;
    if (running === undefined || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
    running.kill(name);
    if (name === "SIGKILL" || name === "SIGTERM") await exited;
  };

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    signal,
    dispose: async () => {
      await signal("SIGCONT");
      await signal("SIGKILL");
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

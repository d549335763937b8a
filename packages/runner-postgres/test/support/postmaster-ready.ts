import { readdirSync, readFileSync, watch } from "node:fs";
import { join } from "node:path";

// The local cluster's data directory, in the Debian layout that .ci/run and the restart test use.
const dataDirectory = `/var/lib/postgresql/${readdirSync("/etc/postgresql")[0]}/main`;

/** The local server's `postmaster.pid`, or undefined while there is none (the server is down). */
export function readPostmasterPid(): string | undefined {
  try {
    return readFileSync(join(dataDirectory, "postmaster.pid"), "utf8");
  } catch {
    return undefined;
  }
}

// Line 8 of postmaster.pid is the server's status; "ready" is what `pg_ctl start` waits for.
const isReady = (pid: string | undefined): boolean => pid?.split("\n")[7]?.trim() === "ready";

/**
 * Resolves once the local PostgreSQL accepts connections after a connection attempt failed:
 * `postmaster.pid` says "ready" and, if it already said so when the attempt started (`before`),
 * belongs to another server start (the attempt failed because the server was stopping).
 * Watches the data directory for the file's changes instead of polling. Rejects after `timeoutMs`.
 */
export function postmasterReadyAfter(before: string | undefined, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const watcher = watch(dataDirectory);
    const finish = (error?: Error): void => {
      watcher.close();
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => finish(new Error(`PostgreSQL was not ready again within ${timeoutMs} ms`)), timeoutMs);
    const check = (): void => {
      const now = readPostmasterPid();
      if (isReady(now) && !(isReady(before) && now === before)) finish();
    };
    watcher.on("change", (_event, filename) => {
      if (filename === null || filename === "postmaster.pid") check();
    });
    watcher.on("error", finish);
    // The server may have come back between the failed attempt and the watch.
    check();
  });
}

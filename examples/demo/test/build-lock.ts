import { watch } from "node:fs";
import { access, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { createHash } from "node:crypto";

/**
 * Runs `work` while holding a lock shared by every test process of this checkout: Vitest runs test
 * files in parallel workers, and two demo builds at once would write the same dist/ under each other
 * (a server or page read half-written). A holder that died (a worker killed mid-build) loses the lock.
 */
export async function withBuildLock<T>(checkout: string, work: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `wingman-demo-build-${createHash("sha256").update(checkout).digest("hex").slice(0, 12)}.lock`);
  while (!(await tryTake(lock))) await released(lock);
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

async function tryTake(lock: string): Promise<boolean> {
  try {
    await mkdir(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  }
  await writeFile(join(lock, "pid"), String(process.pid));
  return true;
}

/** Resolves when the lock is gone, or its holder is: on the directory's removal, re-checked each second. */
function released(lock: string): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(dirname(lock), (_event, name) => {
      if (name === basename(lock)) void check();
    });
    const backstop = setInterval(() => void check(), 1_000);
    let done = false;
    const check = async (): Promise<void> => {
      if (done || (await heldByLiveProcess(lock))) return;
      done = true;
      watcher.close();
      clearInterval(backstop);
      resolve();
    };
    void check();
  });
}

async function heldByLiveProcess(lock: string): Promise<boolean> {
  let pid: number;
  try {
    pid = Number(await readFile(join(lock, "pid"), "utf8"));
  } catch (error) {
    // The holder is between mkdir and writing its pid, or the lock is gone.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT") throw error;
    return exists(lock);
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    // Its holder died without releasing it: remove it so that the next tryTake can win.
    await rm(lock, { recursive: true, force: true });
    return false;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

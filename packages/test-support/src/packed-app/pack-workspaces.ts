import { execFile } from "node:child_process";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * `npm pack`s the given workspaces (as published: `files`, exports maps, built `dist/`) into
 * `destination`; resolves each package name's tarball path. Build first (`npm test` does).
 */
export async function packWorkspaces(repoRoot: string, workspaces: readonly string[], destination: string): Promise<Map<string, string>> {
  const args = ["pack", "--pack-destination", destination, "--json", ...workspaces.flatMap((workspace) => ["--workspace", workspace])];
  const { stdout } = await run("npm", args, { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
  const packed = JSON.parse(stdout) as Array<{ name: string; filename: string }>;
  const files = new Set(await readdir(destination));
  const tarballs = new Map<string, string>();
  for (const { name, filename } of packed) {
    if (!files.has(filename)) throw new Error(`npm pack reported ${filename} but it is not in ${destination}`);
    tarballs.set(name, join(destination, filename));
  }
  return tarballs;
}

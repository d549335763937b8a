import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface PackedAppManifest {
  readonly name: string;
  /** Registry dependencies, as the app's own package.json would list them. */
  readonly dependencies: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
  readonly scripts?: Readonly<Record<string, string>>;
}

/**
 * Writes the app's package.json with our packages as tarballs (every one of them, and pinned through
 * `overrides`, so a package's dependency on another of ours never reaches the registry), then runs a
 * plain `npm install` there: what a user's fresh app gets.
 */
export async function installPackedApp(appDirectory: string, manifest: PackedAppManifest, tarballs: ReadonlyMap<string, string>): Promise<void> {
  const ours = Object.fromEntries([...tarballs].map(([name, file]) => [name, `file:${file}`]));
  const packageJson = {
    name: manifest.name,
    version: "0.0.0",
    private: true,
    type: "module",
    ...(manifest.scripts && { scripts: manifest.scripts }),
    dependencies: { ...manifest.dependencies, ...ours },
    ...(manifest.devDependencies && { devDependencies: manifest.devDependencies }),
    overrides: Object.fromEntries([...tarballs.keys()].map((name) => [name, `$${name}`])),
    // npm 11 runs no install scripts unless allowed; better-sqlite3 builds its addon in one.
    allowScripts: { "better-sqlite3": true },
  };
  await writeFile(join(appDirectory, "package.json"), `${JSON.stringify(packageJson, null, 2)}\n`);
  await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"], {
    cwd: appDirectory,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
}

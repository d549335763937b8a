// Builds the page with Vite, unless nothing it is made of changed since the last build.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const demo = fileURLToPath(new URL("..", import.meta.url));
const repo = join(demo, "../..");
const stampFile = join(demo, "dist/page-stamp.json");
const inputs = [
  join(demo, "src"),
  join(demo, "vite.config.ts"),
  join(demo, "package.json"),
  join(repo, "package-lock.json"),
  join(repo, "examples/demo-shared/src"),
  join(repo, "examples/demo-shared/styles.css"),
  ...["react", "core", "inspector", "shared"].flatMap((name) => [join(repo, "packages", name, "src"), join(repo, "packages", name, "package.json")]),
];

function* files(path) {
  if (!existsSync(path)) return;
  const info = statSync(path);
  if (info.isFile()) yield [path, info];
  else if (info.isDirectory()) for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
}

const hash = createHash("sha256");
for (const input of inputs) for (const [path, info] of files(input)) hash.update(`${path}\0${info.size}\0${info.mtimeMs}\n`);
const fingerprint = hash.digest("hex");

const previous = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : "";
if (previous === fingerprint && existsSync(join(demo, "dist/page/index.html")) && !process.argv.includes("--force")) {
  console.log("demo page: up to date");
} else {
  const started = Date.now();
  const { build } = await import("vite");
  await build({ configFile: join(demo, "vite.config.ts"), root: join(demo, "src") });
  writeFileSync(stampFile, `${fingerprint}\n`);
  console.log(`demo page: built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

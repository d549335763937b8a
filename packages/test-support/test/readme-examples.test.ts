import { tmpdir } from "node:os";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { spawnTsChild } from "@wingman/test-support/ts-child";

// Every TypeScript/JavaScript example of the package READMEs (and the root README's "Serve a
// runtime") runs here, in a child `node` with the workspace packages from source, so an example that
// no longer works fails CI. A comment on the line before a fence says how its block runs:
//   (none)                                  it must exit 0
//   <!-- example: prints "text" -->         it must exit 0 having printed a line containing text
//   <!-- example: serves "text" -->         a server: once it prints a line containing text it has
//                                           worked, and the test kills it (servers do not stop)
//   <!-- example: not-run (reason) -->      not run (a browser, a fragment of a larger program…);
//                                           the skipped blocks are listed below with their reasons
// Blocks whose first line is `// file: <path>` are whole files checked by readme-file-snippets.
// The children get no model provider keys (the examples fall back to the offline demo model),
// PORT=0 (which the server examples read), DATABASE_URL=the local test database, and a fresh
// working directory of their own (files an example creates land there).
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const MODEL_KEYS = ["WINGMAN_MODEL", "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GOOGLE_API_KEY", "GOOGLE_GENERATIVE_AI_API_KEY", "OPENAI_COMPATIBLE_BASE_URL", "OPENAI_COMPATIBLE_MODEL"];
const CODE = /^(ts|tsx|typescript|js|javascript)$/;
const MARKER = /^<!-- example: (not-run \((.+)\)|prints "(.+)"|serves "(.+)") -->$/;

type Mode = { kind: "exits" } | { kind: "prints"; text: string } | { kind: "serves"; text: string } | { kind: "not-run"; reason: string };

interface Example {
  readonly name: string;
  readonly body: string;
  readonly mode: Mode;
}

/** The root README's section that is a program. */
function rootSection(text: string): string {
  const start = text.indexOf("\n## Serve a runtime\n");
  if (start < 0) throw new Error("the root README has no 'Serve a runtime' section");
  const end = text.indexOf("\n## ", start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

function examplesOf(document: string, text: string): Example[] {
  const examples: Example[] = [];
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const fence = /^```(\S*)$/.exec(lines[index]!);
    if (!fence) continue;
    const close = lines.indexOf("```", index + 1);
    const body = lines.slice(index + 1, close).join("\n");
    const startLine = index + 1;
    let before = index - 1;
    while (before >= 0 && lines[before]!.trim() === "") before--;
    index = close;
    if (!CODE.test(fence[1]!) || /^(\/\/|#) file: /.test(body)) continue;
    const marker = before >= 0 ? MARKER.exec(lines[before]!.trim()) : null;
    const mode: Mode = !marker
      ? { kind: "exits" }
      : marker[2] !== undefined
        ? { kind: "not-run", reason: marker[2] }
        : marker[3] !== undefined
          ? { kind: "prints", text: marker[3] }
          : { kind: "serves", text: marker[4]! };
    examples.push({ name: `${document}, block at line ${startLine}`, body, mode });
  }
  return examples;
}

function examples(): Example[] {
  const found: Example[] = [];
  for (const name of readdirSync(join(repoRoot, "packages")).sort()) {
    const readme = join(repoRoot, "packages", name, "README.md");
    if (existsSync(readme)) found.push(...examplesOf(relative(repoRoot, readme), readFileSync(readme, "utf8")));
  }
  // Line numbers of the root section count from the section's heading.
  found.push(...examplesOf("README.md § Serve a runtime", rootSection(readFileSync(join(repoRoot, "README.md"), "utf8"))));
  return found;
}

const all = examples();
const runnable = all.filter((example) => example.mode.kind !== "not-run");
const skipped = all.filter((example) => example.mode.kind === "not-run");
// Inside the repository, so `@wingman/*`, zod and the other dependencies resolve as for any file here.
const folder = mkdtempSync(join(repoRoot, ".readme-examples-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" };
  for (const key of MODEL_KEYS) delete env[key];
  return env;
}

describe("README examples", () => {
  it("are found, and every block not run says why", () => {
    expect(runnable.length).toBeGreaterThan(4);
    // The visible list of what is not run, and why (vitest prints it with the test's output).
    console.info(`README blocks not run:\n${skipped.map((example) => `  ${example.name}: ${(example.mode as { reason: string }).reason}`).join("\n")}`);
    for (const example of skipped) expect((example.mode as { reason: string }).reason.trim()).not.toBe("");
  });

  it.each(runnable.map((example, index) => [example.name, example, index] as const))("%s runs", async (_name, example, index) => {
    const extension = /^\s*</m.test(example.body) ? "tsx" : "ts";
    const file = join(folder, `example-${index}.${extension}`);
    writeFileSync(file, example.body);
    const cwd = mkdtempSync(join(tmpdir(), "wingman-readme-example-"));
    const child = spawnTsChild(file, [], { env: childEnv(), cwd });
    try {
      if (example.mode.kind === "serves") {
        const text = example.mode.text;
        const exited = new Promise<never>((_resolve, reject) =>
          child.process.once("exit", (code) => reject(new Error(`exited (${code}) before printing "${text}":\n${child.stderr()}`))),
        );
        await Promise.race([waitForLine(child.lines, child.process, text), exited]);
        return;
      }
      const code = await new Promise<number | null>((resolve) => child.process.once("exit", (exitCode) => resolve(exitCode)));
      expect(code, `stdout:\n${child.lines().join("\n")}\nstderr:\n${child.stderr()}`).toBe(0);
      if (example.mode.kind === "prints") expect(child.lines().join("\n")).toContain(example.mode.text);
    } finally {
      await child.kill();
      rmSync(cwd, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Resolves once a stdout line contains `text` (checked on every chunk the child prints). */
function waitForLine(lines: () => readonly string[], process: import("node:child_process").ChildProcess, text: string): Promise<void> {
  return new Promise((resolve) => {
    const check = (): void => {
      if (!lines().some((line) => line.includes(text))) return;
      process.stdout!.off("data", onData);
      resolve();
    };
    // After the helper's own listener (registered first) has split the chunk into lines.
    const onData = (): void => check();
    process.stdout!.on("data", onData);
    check();
  });
}

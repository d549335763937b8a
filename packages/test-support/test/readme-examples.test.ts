import { tmpdir } from "node:os";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startFakeOpenAITranscriptionServer, verboseJson } from "@wingman/test-support/fake-openai";
import { spawnTsChild } from "@wingman/test-support/ts-child";
import { extensionOf, readmeExamples, repoRoot } from "./readme-blocks.js";

// Every TypeScript/JavaScript example of the package READMEs (and the root README's "Serve a
// runtime") runs here, in a child `node` with the workspace packages from source, so an example that
// no longer works fails CI; the browser ones run in readme-browser-examples.test.ts. readme-blocks.ts
// lists the markers that say how a block runs.
// The children get no model provider keys (the examples fall back to the offline demo model),
// PORT=0 (which the server examples read), DATABASE_URL=the local test database, and a fresh
// working directory of their own (files an example creates land there).
const MODEL_KEYS = ["WINGMAN_MODEL", "OPENAI_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_API_KEY", "GOOGLE_API_KEY", "GOOGLE_GENERATIVE_AI_API_KEY", "OPENAI_COMPATIBLE_BASE_URL", "OPENAI_COMPATIBLE_MODEL"];

const all = readmeExamples();
const runnable = all.filter((example) => example.mode.kind === "exits" || example.mode.kind === "prints" || example.mode.kind === "serves");
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
    const file = join(folder, `example-${index}.${extensionOf(example)}`);
    writeFileSync(file, example.body);
    const cwd = mkdtempSync(join(tmpdir(), "wingman-readme-example-"));
    const env = childEnv();
    const openAI = "fakeOpenAI" in example.mode && example.mode.fakeOpenAI ? await startFakeOpenAITranscriptionServer() : undefined;
    if (openAI) {
      openAI.answerNext({ status: 200, body: verboseJson("hello from the fake provider") });
      Object.assign(env, { OPENAI_API_KEY: "sk-readme-example", OPENAI_BASE_URL: openAI.baseURL });
    }
    const child = spawnTsChild(file, [], { env, cwd });
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
      await openAI?.close();
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

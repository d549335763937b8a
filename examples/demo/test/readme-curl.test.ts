import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDemo, startDemoServer, type DemoServerProcess } from "./start-demo-server.js";

// The root README's curl quick start, run as written against the demo `npm start` serves: the
// commands are taken from the README's block, only the port is changed (the test's demo listens on
// a free one), and bash runs them in a fresh folder (the cookie jar lands there).
const readme = fileURLToPath(new URL("../../../README.md", import.meta.url));
const HEADING = "### Talk to the demo with curl";

async function curlCommands(): Promise<string> {
  const text = await readFile(readme, "utf8");
  const section = text.indexOf(`\n${HEADING}\n`);
  if (section < 0) throw new Error(`the root README has no '${HEADING}' section`);
  const match = /^```sh\n([\s\S]*?)^```$/m.exec(text.slice(section));
  if (!match) throw new Error(`'${HEADING}' has no sh block`);
  return match[1]!;
}

function bash(script: string, cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["-euo", "pipefail", "-c", script], { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

let server: DemoServerProcess;
let dataDir: string;
let workDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "wingman-demo-curl-"));
  workDir = await mkdtemp(join(tmpdir(), "wingman-demo-curl-jar-"));
  await buildDemo();
  server = await startDemoServer({ dataDir, tokenDelayMs: 1, transport: "realtime" });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(workDir, { recursive: true, force: true });
});

describe("the root README's curl quick start", () => {
  it("gets the visitor cookie and streams a run from RUN_STARTED to RUN_FINISHED", async () => {
    const commands = await curlCommands();
    expect(commands).toContain("http://localhost:3000/");
    const script = commands.replaceAll("http://localhost:3000/", `http://127.0.0.1:${server.port}/`);
    const { code, stdout, stderr } = await bash(script, workDir);
    expect(code, stderr).toBe(0);
    // The jar holds the demo's visitor cookie, which the run was sent with.
    expect(await readFile(join(workDir, "jar"), "utf8")).toMatch(/wingman_demo_visitor\t[0-9a-f-]{36}/);
    const types = [...stdout.matchAll(/^data: (.+)$/gm)].map((line) => (JSON.parse(line[1]!) as { type: string }).type);
    expect(types[0]).toBe("RUN_STARTED");
    expect(types).toContain("TEXT_MESSAGE_CONTENT");
    expect(types.at(-1)).toBe("RUN_FINISHED");
  }, 60_000);
});

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDemoModel } from "@wingman/agent";
import { InMemoryAgentRunner } from "@wingman/runtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemoRuntime, startDemoServer, type DemoServer } from "../src/index.js";
import { createDemoTestGate } from "../src/test-gate/demo-test-gate.js";

type Model = ReturnType<typeof createDemoModel>;
type CallOptions = Parameters<Model["doStream"]>[0];
type Part = { type: string; delta?: string };

const ask = (text: string, abortSignal?: AbortSignal) => ({ prompt: [{ role: "user", content: [{ type: "text", text }] }], abortSignal }) as CallOptions;

/** Reads parts until `stop` holds for the text so far (or the stream ends); the reader stays open. */
async function readUntil(reader: ReadableStreamDefaultReader<Part>, seen: Part[], stop: (text: string) => boolean): Promise<boolean> {
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    seen.push(value);
    if (stop(textOf(seen))) return false;
  }
}

const textOf = (parts: Part[]) => parts.flatMap((part) => (part.type === "text-delta" ? [part.delta!] : [])).join("");

describe("the demo test gate", () => {
  const model = () => createDemoModel({ tokenDelayMs: 0, reasoning: false });

  it("lets answers through while nothing is held", async () => {
    const gate = createDemoTestGate();
    const { stream } = await gate.wrap(model()).doStream(ask("Show me an example in markdown"));
    const seen: Part[] = [];
    expect(await readUntil(stream.getReader() as ReadableStreamDefaultReader<Part>, seen, () => false)).toBe(true);
    expect(textOf(seen)).toContain("an explicit return type");
  });

  it("holds an answer after its first line until released, then streams the rest", async () => {
    const gate = createDemoTestGate();
    gate.hold();
    const { stream } = await gate.wrap(model()).doStream(ask("Show me an example in markdown"));
    const reader = stream.getReader() as ReadableStreamDefaultReader<Part>;
    const seen: Part[] = [];
    expect(await readUntil(reader, seen, (text) => text.includes("\n"))).toBe(false);
    const firstLine = textOf(seen);
    expect(firstLine).toContain("Here is a small");
    // The next part waits for the release: still pending after many turns of the event loop, in
    // which the model (no token delay) would have streamed on.
    const next = reader.read();
    let arrived = false;
    void next.then(() => (arrived = true));
    for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(arrived).toBe(false);
    expect(gate.release()).toBe(1);
    const first = await next;
    if (!first.done) seen.push(first.value);
    expect(await readUntil(reader, seen, () => false)).toBe(true);
    expect(textOf(seen).startsWith(firstLine)).toBe(true);
    expect(textOf(seen)).toContain("an explicit return type");
    expect(textOf(seen).split("Here is a small").length).toBe(2);
  });

  it("holds only answers started while holding; release stops holding", async () => {
    const gate = createDemoTestGate();
    gate.hold();
    expect(gate.release()).toBe(0);
    const { stream } = await gate.wrap(model()).doStream(ask("Show me an example in markdown"));
    const seen: Part[] = [];
    expect(await readUntil(stream.getReader() as ReadableStreamDefaultReader<Part>, seen, () => false)).toBe(true);
  });

  it("an answer released before it reaches its pause does not stop there", async () => {
    const gate = createDemoTestGate();
    gate.hold();
    const { stream } = await gate.wrap(model()).doStream(ask("Show me an example in markdown"));
    expect(gate.release()).toBe(0);
    const seen: Part[] = [];
    expect(await readUntil(stream.getReader() as ReadableStreamDefaultReader<Part>, seen, () => false)).toBe(true);
    expect(textOf(seen)).toContain("an explicit return type");
  });

  it("an aborted call does not wait for the release", async () => {
    const gate = createDemoTestGate();
    gate.hold();
    const abort = new AbortController();
    const { stream } = await gate.wrap(model()).doStream(ask("Show me an example in markdown", abort.signal));
    const reader = stream.getReader() as ReadableStreamDefaultReader<Part>;
    expect(await readUntil(reader, [], (text) => text.includes("\n"))).toBe(false);
    abort.abort(new Error("stopped"));
    await expect(readUntil(reader, [], () => false)).rejects.toThrow("stopped");
    expect(gate.release()).toBe(0);
  });
});

describe("the test gate's routes", () => {
  let dataDir: string;
  let gated: DemoServer;
  let plain: DemoServer;
  const start = (testGate: boolean) =>
    startDemoServer({
      port: 0,
      host: "127.0.0.1",
      pageDir: dataDir,
      transport: "sse",
      demo: createDemoRuntime({ env: {}, tokenDelayMs: 0, runner: new InMemoryAgentRunner(), threads: "memory", transport: "sse", testGate }),
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "wingman-test-gate-"));
    [gated, plain] = await Promise.all([start(true), start(false)]);
  });

  afterAll(async () => {
    await Promise.all([gated?.close(), plain?.close()]);
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = async (server: DemoServer, path: string, method = "POST") => {
    const response = await fetch(`${server.url}/api/demo/test-gate${path}`, { method });
    return { status: response.status, type: response.headers.get("content-type"), body: (await response.json()) as Record<string, unknown> };
  };

  it("hold and release answer JSON when the gate is on", async () => {
    expect(await post(gated, "/hold")).toEqual({ status: 200, type: "application/json", body: { holding: true } });
    expect(await post(gated, "/release")).toEqual({ status: 200, type: "application/json", body: { holding: false, released: 0 } });
  });

  it("answers JSON 404 without a gate or for another action, 405 for another method", async () => {
    expect(await post(plain, "/hold")).toMatchObject({ status: 404, type: "application/json", body: { error: "not_found" } });
    expect(await post(plain, "/release")).toMatchObject({ status: 404, body: { error: "not_found" } });
    expect(await post(gated, "")).toMatchObject({ status: 404, body: { error: "not_found" } });
    expect(await post(gated, "/open")).toMatchObject({ status: 404, body: { error: "not_found" } });
    expect(await post(gated, "/hold", "GET")).toMatchObject({ status: 405, body: { error: "method_not_allowed" } });
  });
});

import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HttpAgent } from "@ag-ui/client";
import type { Message, RunAgentInput } from "@ag-ui/core";
import { CopilotRuntime, type WingmanAgentRunner } from "@wingman/runtime";
import { RedisAgentRunner } from "@wingman/runner-redis";
import { SqliteAgentRunner } from "@wingman/runner-sqlite";
import { Redis } from "ioredis";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { suggestionsRun } from "@wingman/test-support/scripted-runtime";
import { sha256Hex } from "@wingman/shared/internal";
import { afterEach, describe, expect, it } from "vitest";
import { CopilotKitCore, immediateScheduler, type ProxiedCopilotRuntimeAgent } from "../../src/index.js";
import { DEFAULT_MAX_ATTACHMENT_BYTES } from "../../src/chat/index.js";

// Real runtime with its default limits, our core as the client; the agent records what it received.
let served: ServedCopilotRuntime | undefined;
const cores: CopilotKitCore[] = [];

afterEach(async () => {
  for (const core of cores.splice(0)) core.dispose();
  await served?.close();
  served = undefined;
});

async function startRuntime(runner?: WingmanAgentRunner): Promise<{ runtime: CopilotRuntime; agent: ScriptedAgent; suggester: ScriptedAgent }> {
  const agent = new ScriptedAgent({ agentId: "default", script: (input) => textRunEvents({ ...input, deltas: ["Seen", "."] }) });
  const suggester = new ScriptedAgent({ agentId: "suggester", script: (input) => suggestionsRun(input, [{ title: "More", message: "Tell me more" }]) });
  const runtime = new CopilotRuntime({
    agents: { default: agent, suggester },
    ...(runner && { runner }),
    identifyUser: (request) => request.headers.get("x-user") ?? "alice",
  });
  served = await serveCopilotRuntime({ runtime, basePath: "/api/copilotkit" });
  return { runtime, agent, suggester };
}

/** A core whose `fetch` records the body size of every run and suggestion request. */
async function openCore(): Promise<{ agent: ProxiedCopilotRuntimeAgent; core: CopilotKitCore; runBodies: number[]; suggestBodies: number[] }> {
  const runBodies: number[] = [];
  const suggestBodies: number[] = [];
  const core = new CopilotKitCore({
    runtimeUrl: served!.url,
    scheduler: immediateScheduler,
    fetch: (url, init) => {
      const size = typeof init?.body === "string" ? Buffer.byteLength(init.body) : Number.NaN;
      if (String(url).endsWith("/agent/default/run")) runBodies.push(size);
      if (String(url).endsWith("/suggest")) suggestBodies.push(size);
      return fetch(url, init);
    },
  });
  cores.push(core);
  await core.connect();
  const agent = core.getAgent("default") as ProxiedCopilotRuntimeAgent;
  return { agent, core, runBodies, suggestBodies };
}

const imageMessage = (data: string): Message => ({
  id: crypto.randomUUID(),
  role: "user",
  content: [
    { type: "text", text: "What is in this picture?" },
    { type: "image", source: { type: "data", value: data, mimeType: "image/png" }, metadata: { filename: "photo.png" } },
  ],
});
const textMessage = (text: string): Message => ({ id: crypto.randomUUID(), role: "user", content: text });

/** The base64 data of every image part the agent received, per run. */
function imagesSeen(inputs: readonly RunAgentInput[]): string[][] {
  return inputs.map((input) =>
    input.messages.flatMap((message) =>
      message.role === "user" && Array.isArray(message.content)
        ? message.content.flatMap((part) => (part.type === "image" && part.source.type === "data" ? [part.source.value] : []))
        : [],
    ),
  );
}

describe("attachments over a whole conversation", () => {
  it("default limits agree: the largest attachment the composer accepts fits one request", async () => {
    const { runtime } = await startRuntime();
    const base64 = Math.ceil(DEFAULT_MAX_ATTACHMENT_BYTES / 3) * 4;
    expect(base64 + 256 * 1024).toBeLessThanOrEqual(runtime.limits.maxBodyBytes);
  });

  it("20 turns with an 8 MiB image in turn 1: later turns send a reference, the agent sees the image every turn", async () => {
    const { agent: scripted, suggester } = await startRuntime();
    const { agent, core, runBodies, suggestBodies } = await openCore();
    expect(agent.attachmentReferences).toBe(true);
    core.addSuggestionsConfig({ instructions: "follow-ups", providerAgentId: "suggester", consumerAgentId: "default", available: "always" });
    agent.threadId = "photo-thread";
    const image = randomBytes(8 * 1024 * 1024).toString("base64");
    agent.addMessage(imageMessage(image));
    await core.runAgent({ agent });
    for (let turn = 2; turn <= 20; turn++) {
      agent.addMessage(textMessage(`Turn ${turn}: and now?`));
      await core.runAgent({ agent });
      // Suggestions continue the conversation too (the image included) on a few turns.
      if (turn === 2 || turn === 20) await core.reloadSuggestions("default");
    }
    expect(runBodies).toHaveLength(20);
    expect(runBodies[0]).toBeGreaterThan(image.length);
    for (const size of runBodies.slice(1)) expect(size).toBeLessThan(64 * 1024);
    expect(suggestBodies.length).toBeGreaterThanOrEqual(2);
    for (const size of suggestBodies) expect(size).toBeLessThan(64 * 1024);
    expect(core.getSuggestions("default").suggestions.map((suggestion) => suggestion.title)).toEqual(["More"]);
    for (const images of imagesSeen(suggester.inputs)) expect(images.map((data) => data === image)).toEqual([true]);
    // The model still sees the image, in full, on every turn: resolved by the runtime.
    const seen = imagesSeen(scripted.inputs);
    expect(seen).toHaveLength(20);
    for (const images of seen) {
      expect(images).toHaveLength(1);
      expect(images[0] === image).toBe(true);
    }
    // The client's own copy of the conversation keeps its data.
    expect(JSON.stringify(agent.messages[0])).toContain(image.slice(0, 64));
    expect(agent.messages.filter((message) => message.role === "assistant")).toHaveLength(20);
  }, 90_000);

  it("sends the data again when the runtime no longer holds it (thread deleted)", async () => {
    const { runtime, agent: scripted } = await startRuntime();
    const { agent, core, runBodies } = await openCore();
    agent.threadId = "forgotten";
    const image = randomBytes(64 * 1024).toString("base64");
    agent.addMessage(imageMessage(image));
    await core.runAgent({ agent });
    agent.addMessage(textMessage("again"));
    await core.runAgent({ agent });
    expect(runBodies[1]).toBeLessThan(image.length);
    expect(await runtime.runner.deleteThread({ ownerId: "alice", threadId: "forgotten" })).toBe(true);
    agent.addMessage(textMessage("after the thread was deleted"));
    await core.runAgent({ agent });
    // The reference was refused (409 attachment_not_found), then the full input went out.
    expect(runBodies).toHaveLength(4);
    expect(runBodies[2]).toBeLessThan(image.length);
    expect(runBodies[3]).toBeGreaterThan(image.length);
    expect(imagesSeen(scripted.inputs).map((images) => images.map((data) => data === image))).toEqual([[true], [true], [true]]);
  });

  it("resolves references only from the caller's own thread: another owner's hash is a 409", async () => {
    await startRuntime();
    const image = randomBytes(1024).toString("base64");
    const run = (user: string, threadId: string, messages: unknown[]) =>
      fetch(`${served!.url}/agent/default/run`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-user": user },
        body: JSON.stringify({ threadId, runId: crypto.randomUUID(), messages, tools: [], context: [] }),
      });
    const first = await run("alice", "alice-thread", [imageMessage(image)]);
    expect(first.status).toBe(200);
    await first.text();
    const reference = { id: "u-ref", role: "user", content: [{ type: "image", source: { type: "url", value: `wingman-attachment:sha256:${await sha256Hex(image)}`, mimeType: "image/png" } }] };
    const stolen = await run("bob", "alice-thread", [reference]);
    expect(stolen.status).toBe(409);
    expect(await stolen.json()).toMatchObject({ error: "attachment_not_found" });
    const elsewhere = await run("bob", "bob-thread", [reference]);
    expect(elsewhere.status).toBe(409);
    await elsewhere.text();
  });

  it("keeps serving clients that always send the full data (HttpAgent)", async () => {
    const { agent: scripted } = await startRuntime();
    const image = randomBytes(32 * 1024).toString("base64");
    const client = new HttpAgent({ url: `${served!.url}/agent/default/run`, threadId: "http-agent-thread" });
    client.addMessage(imageMessage(image));
    await client.runAgent();
    client.addMessage(textMessage("again"));
    await client.runAgent();
    expect(imagesSeen(scripted.inputs).map((images) => images.map((data) => data === image))).toEqual([[true], [true]]);
  });
});

describe.each([
  {
    name: "SQLite",
    open: () => {
      const directory = mkdtempSync(join(tmpdir(), "wingman-attachments-"));
      const runner = new SqliteAgentRunner({ path: join(directory, "threads.db") });
      return { runner, close: async () => (await runner.close(), rmSync(directory, { recursive: true, force: true })) };
    },
  },
  {
    name: "Redis",
    open: () => {
      const keyPrefix = `wingman-test-attachments-${crypto.randomUUID()}:`;
      const runner = new RedisAgentRunner({ url: "redis://127.0.0.1:6379", keyPrefix });
      const close = async () => {
        await runner.close();
        const client = new Redis("redis://127.0.0.1:6379");
        const keys = await client.keys(`${keyPrefix}*`);
        if (keys.length > 0) await client.del(...keys);
        await client.quit();
      };
      return { runner, close };
    },
  },
])("attachment references on the $name runner", ({ open }) => {
  it("resolves references from the durable thread: small later turns, the image every turn", async () => {
    const { runner, close } = open();
    try {
      const { agent: scripted } = await startRuntime(runner);
      const { agent, core, runBodies } = await openCore();
      agent.threadId = `durable-${crypto.randomUUID()}`;
      const image = randomBytes(256 * 1024).toString("base64");
      agent.addMessage(imageMessage(image));
      await core.runAgent({ agent });
      for (const turn of [2, 3]) {
        agent.addMessage(textMessage(`Turn ${turn}`));
        await core.runAgent({ agent });
      }
      expect(runBodies[0]).toBeGreaterThan(image.length);
      expect(runBodies.slice(1).every((size) => size < 16 * 1024)).toBe(true);
      expect(imagesSeen(scripted.inputs).map((images) => images.map((data) => data === image))).toEqual([[true], [true], [true]]);
    } finally {
      await served?.close();
      served = undefined;
      await close();
    }
  });
});


import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { CopilotRuntime } from "@wingman/runtime";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { untilStore } from "@wingman/test-support/wait";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CopilotKitCore, CopilotKitCoreErrorCode, immediateScheduler, type ThreadListSnapshot } from "../../src/index.js";
import { startScriptedRuntime } from "./scripted-runtime.js";

let rest: ServedCopilotRuntime;
let single: ServedCopilotRuntime;
let bare: ServedCopilotRuntime;
const heard: Array<{ type: string; size: number }> = [];

beforeAll(async () => {
  const agents = () => ({
    default: new ScriptedAgent({ agentId: "default", script: (input) => textRunEvents({ threadId: input.threadId, runId: input.runId }) }),
  });
  const transcriptionService = {
    async transcribeFile({ audioFile }: { audioFile: File }) {
      heard.push({ type: audioFile.type, size: audioFile.size });
      return `heard ${audioFile.size} bytes`;
    },
  };
  [rest, single, bare] = await Promise.all([
    serveCopilotRuntime({ runtime: new CopilotRuntime({ agents: agents(), transcriptionService }), basePath: "/api" }),
    serveCopilotRuntime({ runtime: new CopilotRuntime({ agents: agents(), transcriptionService }), basePath: "/api", mode: "single-route" }),
    serveCopilotRuntime({ runtime: new CopilotRuntime({ agents: agents() }), basePath: "/api" }),
  ]);
});
afterAll(async () => {
  await Promise.all([rest.close(), single.close(), bare.close()]);
});

describe("transcription", () => {
  it.each([
    ["rest", () => rest.url],
    ["single", () => single.url],
  ] as const)("sends audio over %s and resolves with the text", async (transport, url) => {
    const core = new CopilotKitCore({ runtimeUrl: url(), runtimeTransport: transport, scheduler: immediateScheduler });
    await core.connect();
    expect(core.isTranscriptionAvailable).toBe(true);
    const text = await core.transcribeAudio(new Blob([new Uint8Array([1, 2, 3, 4])], { type: "audio/webm" }));
    expect(text).toBe("heard 4 bytes");
    expect(heard.at(-1)).toEqual({ type: "audio/webm", size: 4 });
  });

  it("reports an unconfigured service with its code, and says it is unavailable", async () => {
    const core = new CopilotKitCore({ runtimeUrl: bare.url, scheduler: immediateScheduler });
    const codes: string[] = [];
    core.subscribe({ onError: ({ code }) => void codes.push(code) });
    await core.connect();
    expect(core.isTranscriptionAvailable).toBe(false);
    await expect(core.transcribeAudio(new Blob([new Uint8Array([1])], { type: "audio/webm" }))).rejects.toThrow(/503/);
    expect(codes).toEqual([CopilotKitCoreErrorCode.TRANSCRIPTION_SERVICE_NOT_CONFIGURED]);
  });
});

describe("thread lists and switching", () => {
  it("loads when connected, reloads after runs, renames and deletes", async () => {
    const core = new CopilotKitCore({ runtimeUrl: rest.url, scheduler: immediateScheduler, deferInitialConnection: true });
    const list = core.createThreadListStore({ agentId: "default" });
    const snapshots: ThreadListSnapshot[] = [];
    list.subscribe(() => snapshots.push(list.getSnapshot()));
    expect(list.getSnapshot().threads).toEqual([]);
    await core.connect();
    await untilStore(list, () => !list.getSnapshot().isLoading && snapshots.length > 0);
    const agent = core.getAgent("default")!;
    const first = globalThis.crypto.randomUUID();
    agent.threadId = first;
    agent.addMessage({ id: "u1", role: "user", content: "hi" });
    await core.runAgent({ agent });
    await untilStore(list, () => list.getSnapshot().threads.some((thread) => thread.id === first));

    await core.startNewThread(agent);
    expect(agent.threadId).not.toBe(first);
    expect(agent.messages).toEqual([]);
    agent.addMessage({ id: "u2", role: "user", content: "again" });
    await core.runAgent({ agent });
    await untilStore(list, () => list.getSnapshot().threads.length >= 2);

    await core.switchThread(agent, first);
    expect(agent.threadId).toBe(first);
    expect(agent.messages.map((message) => message.content)).toEqual(["hi", "Hello, world"]);

    await list.renameThread(first, "Greeting");
    expect(list.getSnapshot().threads.find((thread) => thread.id === first)?.name).toBe("Greeting");
    await list.refetch();
    expect(list.getSnapshot().threads.find((thread) => thread.id === first)?.name).toBe("Greeting");
    await list.deleteThread(first);
    await list.refetch();
    expect(list.getSnapshot().threads.some((thread) => thread.id === first)).toBe(false);
    await expect(list.renameThread("no-such-thread", "x")).rejects.toThrow(/404/);
    expect(list.getSnapshot().error?.message).toMatch(/404/);
    list.dispose();
  });

  it("reports a failed first page as listError and a failed next page as fetchMoreError, both cleared by a good list", async () => {
    // A real server in front of the runtime whose thread listing fails while `failing` is set.
    let failing: "first" | "more" | undefined = "first";
    const front = createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const isList = request.method === "GET" && url.pathname.endsWith("/threads");
      if (isList && (failing === "first" || (failing === "more" && url.searchParams.has("cursor")))) {
        response.writeHead(503, { "content-type": "application/json" }).end(JSON.stringify({ error: "unavailable", message: "listing is down" }));
        return;
      }
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const headers = Object.fromEntries(Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "host"));
        const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
        void fetch(new URL(url.pathname + url.search, rest.url.replace(/\/api$/, "")), { method: request.method!, headers, ...(body && { body }) }).then(async (answer) => {
          response.writeHead(answer.status, Object.fromEntries(answer.headers));
          response.end(Buffer.from(await answer.arrayBuffer()));
        });
      });
    });
    await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = front.address() as AddressInfo;
      const core = new CopilotKitCore({ runtimeUrl: `http://127.0.0.1:${port}/api`, scheduler: immediateScheduler, deferInitialConnection: true });
      const agent = () => core.getAgent("default")!;
      await core.connect();
      for (const text of ["one", "two"]) {
        await core.startNewThread(agent());
        agent().addMessage({ id: `m-${text}`, role: "user", content: text });
        await core.runAgent({ agent: agent() });
      }
      const list = core.createThreadListStore({ agentId: "default", limit: 1 });
      list.subscribe(() => {});
      await list.refetch();
      expect(list.getSnapshot().listError?.message).toMatch(/503|listing is down/);
      expect(list.getSnapshot().fetchMoreError).toBeUndefined();
      failing = "more";
      await list.refetch();
      expect(list.getSnapshot().listError).toBeUndefined();
      expect(list.getSnapshot().hasMoreThreads).toBe(true);
      await list.fetchMore();
      expect(list.getSnapshot().fetchMoreError?.message).toMatch(/503|listing is down/);
      expect(list.getSnapshot().listError).toBeUndefined();
      failing = undefined;
      await list.fetchMore();
      expect(list.getSnapshot().fetchMoreError).toBeUndefined();
      expect(list.getSnapshot().threads.length).toBeGreaterThanOrEqual(2);
      list.dispose();
    } finally {
      await new Promise((resolve) => front.close(resolve));
    }
  });

  it("tracks executing tool calls in the core, with a new set on every change", async () => {
    const scripted = await startScriptedRuntime();
    try {
      const core = new CopilotKitCore({ runtimeUrl: scripted.url, scheduler: immediateScheduler });
      await core.connect();
      const agent = core.getAgent("default")!;
      const seen: Array<ReadonlySet<string>> = [];
      core.subscribe({
        onToolExecutionStart: () => void seen.push(core.executingToolCallIds),
        onToolExecutionEnd: () => void seen.push(core.executingToolCallIds),
      });
      let duringHandler: string[] = [];
      core.addTool({
        name: "getWeather",
        handler: async () => {
          duringHandler = [...core.executingToolCallIds];
          return "sunny";
        },
      });
      agent.addMessage({ id: "w", role: "user", content: "weather" });
      await core.runAgent({ agent });
      expect(duringHandler).toHaveLength(1);
      expect(seen.map((set) => set.size)).toEqual([1, 0]);
      expect(seen[0]).not.toBe(seen[1]);
      expect(core.executingToolCallIds.size).toBe(0);
    } finally {
      await scripted.close();
    }
  });
});

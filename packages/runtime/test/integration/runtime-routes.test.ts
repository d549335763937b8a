import type { AgentCapabilities } from "@ag-ui/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TranscriptionService } from "../../src/index.js";
import { ScriptedAgent } from "../../src/testing/scripted-agent.js";
import { textRunEvents } from "../../src/testing/text-run-events.js";
import { postJson, runInput, readSse } from "@wingman/test-support/sse";
import { startNodeServer, type TestServer } from "./support/test-server.js";

class CapableAgent extends ScriptedAgent {
  override async getCapabilities(): Promise<AgentCapabilities> {
    return { tools: { supported: true } } as AgentCapabilities;
  }
}

class BrokenCapabilitiesAgent extends ScriptedAgent {
  override async getCapabilities(): Promise<AgentCapabilities> {
    throw new Error("capabilities unavailable");
  }
}

const transcriptionService: TranscriptionService = {
  async transcribeFile({ audioFile }) {
    const content = await audioFile.text();
    if (content.includes("rate")) throw new Error("429 Too Many Requests");
    if (content.includes("key")) throw new Error("Invalid API key");
    if (content.includes("boom")) throw new Error("secret internal detail");
    return `heard ${audioFile.size} bytes of ${audioFile.type}`;
  },
};

const script = (input: Parameters<typeof textRunEvents>[0]) => textRunEvents({ ...input });
let server: TestServer;
const as = (user: string) => ({ "x-user": user });

beforeAll(async () => {
  server = await startNodeServer(
    {
      agents: {
        capable: new CapableAgent({ script }),
        broken: new BrokenCapabilitiesAgent({ script }),
        plain: new ScriptedAgent({ script }),
      },
      transcriptionService,
      identifyUser: (request) => {
        const user = request.headers.get("x-user");
        return user ? { id: user } : null;
      },
    },
    { basePath: "/api" },
  );
  // Carol's threads are the ones the lifecycle test renames and deletes, so that no test depends on
  // running before it.
  for (const user of ["alice", "carol"]) {
    for (const threadId of [`${user}-1`, `${user}-2`]) {
      const response = await postJson(`${server.url}/agent/plain/run`, runInput(threadId, `${threadId}-run`, {
        messages: [{ id: `${threadId}-u`, role: "user", content: "hi" }],
      }), as(user));
      await readSse(response);
    }
  }
});
afterAll(() => server.close());

describe("GET /info", () => {
  it("describes the runtime and its agents, isolating a failing getCapabilities", async () => {
    const response = await fetch(`${server.url}/info`);
    expect(response.status).toBe(200);
    const info = (await response.json()) as Record<string, unknown>;
    expect(info).toMatchObject({
      version: expect.any(String),
      audioFileTranscriptionEnabled: true,
      mode: "sse",
      threadEndpoints: { list: true, inspect: true, mutations: true, realtimeMetadata: false },
      suggestions: true,
    });
    const agents = info["agents"] as Record<string, Record<string, unknown>>;
    expect(agents["capable"]).toEqual({
      name: "capable",
      description: "Plays a scripted event sequence",
      className: "CapableAgent",
      capabilities: { tools: { supported: true } },
    });
    expect(agents["broken"]).toMatchObject({ name: "broken", className: "BrokenCapabilitiesAgent" });
    expect(agents["broken"]).not.toHaveProperty("capabilities");
  });
});

describe("thread routes", () => {
  it("lists the caller's threads only, newest first, paged", async () => {
    const alice = (await (await fetch(`${server.url}/threads?limit=1`, { headers: as("alice") })).json()) as {
      threads: { id: string; agentId: string }[];
      nextCursor: string | null;
    };
    expect(alice.threads.map((thread) => thread.id)).toEqual(["alice-2"]);
    expect(alice.nextCursor).not.toBeNull();
    const next = (await (
      await fetch(`${server.url}/threads?limit=1&cursor=${encodeURIComponent(alice.nextCursor!)}`, { headers: as("alice") })
    ).json()) as { threads: { id: string }[] };
    expect(next.threads.map((thread) => thread.id)).toEqual(["alice-1"]);
    const bob = (await (await fetch(`${server.url}/threads`, { headers: as("bob") })).json()) as { threads: unknown[] };
    expect(bob.threads).toEqual([]);
  });

  it("reads a thread, its messages and its state", async () => {
    const thread = await (await fetch(`${server.url}/threads/alice-1`, { headers: as("alice") })).json();
    expect(thread).toMatchObject({ thread: { id: "alice-1", agentId: "plain", name: null, archived: false } });
    const messages = (await (await fetch(`${server.url}/threads/alice-1/messages`, { headers: as("alice") })).json()) as {
      messages: { id: string; content?: string }[];
    };
    expect(messages.messages.map((message) => message.id)).toEqual(["alice-1-u", "alice-1-run-reply"]);
    const state = await fetch(`${server.url}/threads/alice-1/state`, { headers: as("alice") });
    expect(state.status).toBe(200);
    expect(await state.json()).toHaveProperty("state");
  });

  it("renames, archives and deletes a thread; others get 404", async () => {
    const rename = await fetch(`${server.url}/threads/carol-2`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", ...as("carol") },
      body: JSON.stringify({ name: "Trip plans" }),
    });
    expect(await rename.json()).toMatchObject({ thread: { id: "carol-2", name: "Trip plans" } });
    const badPatch = await fetch(`${server.url}/threads/carol-2`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", ...as("carol") },
      body: JSON.stringify({ archived: "yes" }),
    });
    expect(badPatch.status).toBe(400);
    const foreign = await fetch(`${server.url}/threads/carol-2`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", ...as("bob") },
      body: JSON.stringify({ name: "mine now" }),
    });
    expect(foreign.status).toBe(404);
    expect((await fetch(`${server.url}/threads/carol-2`, { method: "DELETE", headers: as("bob") })).status).toBe(404);

    const archive = await fetch(`${server.url}/threads/carol-2/archive`, { method: "POST", headers: as("carol") });
    expect(await archive.json()).toMatchObject({ thread: { archived: true } });
    const listed = (await (await fetch(`${server.url}/threads`, { headers: as("carol") })).json()) as { threads: { id: string }[] };
    expect(listed.threads.map((thread) => thread.id)).toEqual(["carol-1"]);
    const withArchived = (await (await fetch(`${server.url}/threads?archived=true`, { headers: as("carol") })).json()) as {
      threads: { id: string }[];
    };
    expect(withArchived.threads.map((thread) => thread.id).sort()).toEqual(["carol-1", "carol-2"]);

    const deleted = await fetch(`${server.url}/threads/carol-2`, { method: "DELETE", headers: as("carol") });
    expect(await deleted.json()).toEqual({ deleted: true, threadId: "carol-2" });
    expect((await fetch(`${server.url}/threads/carol-2`, { headers: as("carol") })).status).toBe(404);
  });

  it("requires an identity", async () => {
    const response = await fetch(`${server.url}/threads`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "unauthorized", message: "Authentication required" });
  });
});

describe("POST /transcribe", () => {
  const upload = (content: string, type: string, field = "audio") => {
    const form = new FormData();
    form.set(field, new File([content], "clip", { type }));
    return fetch(`${server.url}/transcribe`, { method: "POST", body: form, headers: as("alice") });
  };

  it("transcribes a multipart upload and the JSON form", async () => {
    const multipart = await upload("abcd", "audio/webm");
    expect(await multipart.json()).toEqual({ text: "heard 4 bytes of audio/webm", size: 4, type: "audio/webm" });
    const json = await postJson(`${server.url}/transcribe`, { audio: `data:audio/wav;base64,${btoa("abcdef")}`, mimeType: "audio/wav" }, as("alice"));
    expect(await json.json()).toEqual({ text: "heard 6 bytes of audio/wav", size: 6, type: "audio/wav" });
    const unlabeled = await upload("ab", "");
    expect(await unlabeled.json()).toMatchObject({ type: "audio/webm" });
  });

  it("answers bad audio and service failures with JSON errors", async () => {
    const missing = await upload("abcd", "audio/webm", "other");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "invalid_request" });
    const wrongType = await upload("abcd", "video/mp4");
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ error: "invalid_audio_format" });
    const badBase64 = await postJson(`${server.url}/transcribe`, { audio: "***", mimeType: "audio/wav" }, as("alice"));
    expect(badBase64.status).toBe(400);
    const rate = await upload("rate", "audio/webm");
    expect(rate.status).toBe(429);
    expect(await rate.json()).toMatchObject({ error: "rate_limited", retryable: true });
    const auth = await upload("key", "audio/webm");
    expect(auth.status).toBe(401);
    expect(await auth.json()).toMatchObject({ error: "auth_failed", retryable: false });
    const boom = await upload("boom", "audio/webm");
    expect(boom.status).toBe(500);
    const body = await boom.text();
    expect(JSON.parse(body)).toMatchObject({ error: "provider_error", retryable: true });
    expect(body).not.toContain("secret internal detail");
  });
});

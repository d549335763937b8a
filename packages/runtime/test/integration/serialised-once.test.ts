import { EventType } from "@ag-ui/core";
import { postJson, readSse, runInput } from "@wingman/test-support/sse";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ScriptedAgent } from "../../src/testing/scripted-agent.js";
import { textRunEvents } from "../../src/testing/text-run-events.js";
import { startNodeServer, type TestServer } from "./support/test-server.js";

/** A user message the size of a photo sent inline: serialising it is what a run must not repeat. */
const photo = `data:image/png;base64,${"A".repeat(2_000_000)}`;

let server: TestServer;
beforeAll(async () => {
  server = await startNodeServer({ agents: { local: new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["ok"] }) }) } });
});
afterAll(() => server.close());
afterEach(() => void vi.restoreAllMocks());

describe("the in-memory runner", () => {
  it("serialises a run's large RUN_STARTED once, for its size, its stream and its store", async () => {
    const input = runInput("t-photo", "r-photo", { messages: [{ id: "u1", role: "user", content: photo }] });
    const body = JSON.stringify(input);
    const stringify = JSON.stringify;
    const large: string[] = [];
    vi.spyOn(JSON, "stringify").mockImplementation((...args: Parameters<typeof JSON.stringify>) => {
      const json = stringify(...args);
      if (typeof json === "string" && json.length > photo.length) large.push(json);
      return json;
    });

    const frames = await readSse(await postJson(`${server.url}/agent/local/run`, JSON.parse(body) as Record<string, unknown>));
    const started = frames[0]!.event as { type: string; input?: { messages: { content: string }[] } };
    expect(started.type).toBe(EventType.RUN_STARTED);
    expect(started.input!.messages[0]!.content).toBe(photo);
    // The connect stores the ended run first (it is over 64 KiB: its timer has not fired), then replays it.
    const replay = await readSse(await postJson(`${server.url}/agent/local/connect`, { threadId: "t-photo" }));
    expect(replay[0]).toEqual(frames[0]);
    expect(replay.at(-1)!.event.type).toBe(EventType.RUN_FINISHED);

    // postJson's own body is one; the runtime's is the other.
    expect(large.filter((json) => json !== body && json.includes(photo))).toHaveLength(1);
  });
});

import { postJson, runInput } from "@wingman/test-support/sse";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CopilotRuntimeOptions } from "../../src/index.js";
import { InMemoryAgentRunner } from "../../src/runner/index.js";
import { ScriptedAgent } from "../../src/testing/scripted-agent.js";
import { textRunEvents } from "../../src/testing/text-run-events.js";
import { RealtimeTestClient } from "./support/realtime-test-client.js";
import { startNodeServer, type TestServer } from "./support/test-server.js";

// Two runtimes alike but for one thing: on `taken`, alice owns a thread "shared" (with a run in
// progress); on `fresh`, nobody ever used that id. Whatever bob does with "shared" must be
// answered the same on both, byte for byte (times aside).
const threadId = "shared";
const as = (user: string) => ({ "x-user": user });
const options = (): CopilotRuntimeOptions => ({
  agents: {
    plain: new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["hi"] }) }),
    hanging: new ScriptedAgent({ script: (input) => textRunEvents({ ...input, openMessage: true }), end: "wait-for-abort" }),
  },
  runner: new InMemoryAgentRunner(),
  identifyUser: (request) => request.headers.get("x-user"),
  realtime: true,
});

let taken: TestServer;
let fresh: TestServer;
const sockets: RealtimeTestClient[] = [];

// Both runtimes are new for each test: what one test leaves behind (bob's thread on either) can
// neither make the other pass nor fail.
beforeEach(async () => {
  [taken, fresh] = await Promise.all([startNodeServer(options(), { basePath: "/api" }), startNodeServer(options(), { basePath: "/api" })]);
  const started = await postJson(`${taken.url}/agent/hanging/run`, runInput(threadId, "alice-run"), as("alice"));
  expect(started.status).toBe(200);
  // Alice's run stays in progress: its stream is left open until the end.
  void started.body!.getReader().read();
  expect(await taken.runtime.runner.isRunning({ ownerId: "alice", threadId })).toBe(true);
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.socket.terminate();
  await taken.runtime.runner.stop({ ownerId: "alice", threadId });
  await Promise.all([taken.close(), fresh.close()]);
});

/** What a client can observe of an answer: status, headers (but the date) and body, times masked. */
async function observe(response: Response): Promise<unknown> {
  const headers = [...response.headers].filter(([name]) => name !== "date");
  return { status: response.status, headers, body: maskTimes(await response.text()) };
}

function maskTimes(text: string): string {
  return text.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, "<time>");
}

const requests: [string, (base: string) => Promise<Response>][] = [
  ["GET thread", (base) => fetch(`${base}/threads/${threadId}`, { headers: as("bob") })],
  ["GET messages", (base) => fetch(`${base}/threads/${threadId}/messages`, { headers: as("bob") })],
  ["GET state", (base) => fetch(`${base}/threads/${threadId}/state`, { headers: as("bob") })],
  [
    "PATCH thread",
    (base) =>
      fetch(`${base}/threads/${threadId}`, {
        method: "PATCH",
        headers: { ...as("bob"), "Content-Type": "application/json" },
        body: JSON.stringify({ name: "mine" }),
      }),
  ],
  ["POST archive", (base) => fetch(`${base}/threads/${threadId}/archive`, { method: "POST", headers: as("bob") })],
  ["DELETE thread", (base) => fetch(`${base}/threads/${threadId}`, { method: "DELETE", headers: as("bob") })],
  ["POST stop (hanging)", (base) => postJson(`${base}/agent/hanging/stop/${threadId}`, {}, as("bob"))],
  ["POST connect (hanging)", (base) => postJson(`${base}/agent/hanging/connect`, runInput(threadId, "bob-connect"), as("bob"))],
  ["GET threads", (base) => fetch(`${base}/threads`, { headers: as("bob") })],
  ["POST run (plain)", (base) => postJson(`${base}/agent/plain/run`, runInput(threadId, "bob-run"), as("bob"))],
  ["POST run (hanging: another agent than bob's thread)", (base) => postJson(`${base}/agent/hanging/run`, runInput(threadId, "bob-2"), as("bob"))],
  ["GET thread after bob's run", (base) => fetch(`${base}/threads/${threadId}`, { headers: as("bob") })],
  ["GET messages after bob's run", (base) => fetch(`${base}/threads/${threadId}/messages`, { headers: as("bob") })],
  ["GET threads after bob's run", (base) => fetch(`${base}/threads`, { headers: as("bob") })],
  ["DELETE bob's thread", (base) => fetch(`${base}/threads/${threadId}`, { method: "DELETE", headers: as("bob") })],
];

describe("a thread id another owner uses", () => {
  it("is answered over REST exactly as an id nobody uses", async () => {
    for (const [name, request] of requests) {
      const [onTaken, onFresh] = [await observe(await request(taken.url)), await observe(await request(fresh.url))];
      expect({ name, answer: onTaken }).toEqual({ name, answer: onFresh });
    }
    // Alice's thread went on untouched.
    expect(await taken.runtime.runner.getThread({ ownerId: "alice", threadId })).toMatchObject({ running: true, name: null });
  });

  it("is answered over WebSocket exactly as an id nobody uses", async () => {
    const frames = async (server: TestServer): Promise<unknown[]> => {
      const client = await RealtimeTestClient.open(`ws://127.0.0.1:${server.port}/api/ws`, as("bob"));
      sockets.push(client);
      const input = (runId: string) => runInput(threadId, runId, { messages: [{ id: `${runId}-u`, role: "user", content: "hi" }] });
      const answers: unknown[] = [];
      for (const frame of [
        { type: "connect", agentId: "hanging", threadId },
        { type: "stop", agentId: "hanging", threadId },
        { type: "subscribe-thread", threadId },
        { type: "run", agentId: "plain", input: input("carol-run") },
        { type: "run", agentId: "hanging", input: input("carol-2") },
        { type: "stop", agentId: "plain", threadId },
      ]) {
        const id = client.send(frame);
        answers.push((await client.done(id)).map((answer) => JSON.parse(maskTimes(JSON.stringify(answer))) as unknown));
      }
      client.close();
      return answers;
    };
    expect(await frames(taken)).toEqual(await frames(fresh));
    expect(await taken.runtime.runner.isRunning({ ownerId: "alice", threadId })).toBe(true);
  });
});

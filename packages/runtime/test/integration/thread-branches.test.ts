import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ScriptedAgent } from "../../src/testing/scripted-agent.js";
import { textRunEvents } from "../../src/testing/text-run-events.js";
import { postJson, readSse, runInput } from "@wingman/test-support/sse";
import { startNodeServer, type TestServer } from "./support/test-server.js";

let rest: TestServer;
let single: TestServer;
const as = (user: string) => ({ "x-user": user });

beforeAll(async () => {
  const options = () => ({
    agents: { default: new ScriptedAgent({ script: (input: Parameters<typeof textRunEvents>[0]) => textRunEvents({ ...input, deltas: [input.runId] }) }) },
    identifyUser: (request: Request) => {
      const user = request.headers.get("x-user");
      return user ? { id: user } : null;
    },
  });
  [rest, single] = await Promise.all([
    startNodeServer(options(), { basePath: "/api" }),
    startNodeServer(options(), { basePath: "/api", mode: "single-route" }),
  ]);
});
afterAll(async () => {
  await Promise.all([rest.close(), single.close()]);
});

const u1 = { id: "u1", role: "user", content: "hi" };

async function regeneratedThread(server: TestServer, threadId: string): Promise<void> {
  await readSse(await postJson(`${server.url}/agent/default/run`, runInput(threadId, "r1", { messages: [u1] }), as("ann")));
  await readSse(await postJson(`${server.url}/agent/default/run`, runInput(threadId, "r2", { messages: [u1] }), as("ann")));
}

describe("thread branches API", () => {
  it("GET answers the active branch, its branch points and statuses; POST switches, stored for the next reader", async () => {
    const threadId = crypto.randomUUID();
    await regeneratedThread(rest, threadId);
    const url = `${rest.url}/threads/${threadId}/branches`;
    const before = await (await fetch(url, { headers: as("ann") })).json();
    expect(before).toEqual({
      messages: [u1, { id: "r2-reply", role: "assistant", content: "r2" }],
      branches: [{ messageId: "r2-reply", index: 1, count: 2, siblingIds: ["r1-reply", "r2-reply"] }],
      statuses: [],
    });
    const switched = await fetch(url, { method: "POST", headers: { ...as("ann"), "Content-Type": "application/json" }, body: JSON.stringify({ messageId: "r2-reply", index: 0 }) });
    expect(switched.status).toBe(200);
    expect((await switched.json()).messages).toEqual([u1, { id: "r1-reply", role: "assistant", content: "r1" }]);
    const messages = await (await fetch(`${rest.url}/threads/${threadId}/messages`, { headers: as("ann") })).json();
    expect(messages.messages.map(({ id }: { id: string }) => id)).toEqual(["u1", "r1-reply"]);
  });

  it("answers bad input with clear 4xx JSON errors; another owner's thread does not exist", async () => {
    const threadId = crypto.randomUUID();
    await regeneratedThread(rest, threadId);
    const url = `${rest.url}/threads/${threadId}/branches`;
    const post = (body: unknown, user = "ann") =>
      fetch(url, { method: "POST", headers: { ...as(user), "Content-Type": "application/json" }, body: JSON.stringify(body) });
    for (const body of [{}, { messageId: "r2-reply" }, { messageId: "r2-reply", index: -1 }, { messageId: 3, index: 0 }, [1]]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: "invalid_request" });
    }
    const missing = await post({ messageId: "r2-reply", index: 5 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: "branch_not_found" });
    expect((await post({ messageId: "r2-reply", index: 0 }, "bob")).status).toBe(404);
    expect((await fetch(url, { headers: as("bob") })).status).toBe(404);
  });

  it("serves threads/branches and threads/switch-branch on the single route", async () => {
    const threadId = crypto.randomUUID();
    await readSse(await postJson(single.url, { method: "agent/run", params: { agentId: "default" }, body: runInput(threadId, "r1", { messages: [u1] }) }, as("ann")));
    await readSse(await postJson(single.url, { method: "agent/run", params: { agentId: "default" }, body: runInput(threadId, "r2", { messages: [u1] }) }, as("ann")));
    const read = await (await postJson(single.url, { method: "threads/branches", params: { threadId } }, as("ann"))).json();
    expect(read.branches).toEqual([{ messageId: "r2-reply", index: 1, count: 2, siblingIds: ["r1-reply", "r2-reply"] }]);
    const switched = await (await postJson(single.url, { method: "threads/switch-branch", params: { threadId }, body: { messageId: "r1-reply", index: 1 } }, as("ann"))).json();
    expect(switched.messages.map(({ id }: { id: string }) => id)).toEqual(["u1", "r2-reply"]);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EventType } from "@ag-ui/core";
import { CopilotRuntime, StoreUnavailableError } from "@wingman/runtime";
import { serveCopilotRuntime } from "@wingman/runtime/node";
import { createRunInput, ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { postJson, readSse, runInput } from "@wingman/test-support/sse";
import Database from "better-sqlite3";
import { filter, firstValueFrom } from "rxjs";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { SqliteAgentRunner } from "../../src/index.js";

const directory = mkdtempSync(join(tmpdir(), "wingman-sqlite-busy-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const quick = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["hello"] }) });
const hanging = (): ScriptedAgent =>
  new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["partial"], openMessage: true }), end: "wait-for-abort" });
/** Without `identifyUser`, every HTTP caller is this owner. */
const scope = { ownerId: "anonymous" };

async function expectUnavailable(response: Response, name: string): Promise<void> {
  expect(response.status, name).toBe(503);
  expect(response.headers.get("retry-after"), name).toBe("2");
  expect(await response.json(), name).toMatchObject({ error: "store_unavailable", message: expect.any(String) });
}

describe("SqliteAgentRunner while another connection holds the file locked past the busy timeout", () => {
  it("answers StoreUnavailableError (503 with Retry-After over HTTP) where it must write, reads go on, and everything works once the lock is released", async () => {
    const path = join(directory, `${crypto.randomUUID()}.db`);
    const runner = new SqliteAgentRunner({ path, busyTimeoutMs: 50 });
    cleanups.push(() => runner.close());
    const served = await serveCopilotRuntime({ runtime: new CopilotRuntime({ agents: { agent: quick }, runner }), handleSignals: false });
    cleanups.push(() => served.close());
    const { url } = served;

    const first = await readSse(await postJson(`${url}/agent/agent/run`, runInput("t", "r1")));
    expect(first.at(-1)!.event.type).toBe(EventType.RUN_FINISHED);
    // Another process on the same file runs two threads: one it still holds, one whose process died
    // (its lease expired, as the dead process left it).
    const other = new SqliteAgentRunner({ path, busyTimeoutMs: 50 });
    cleanups.push(() => other.close());
    for (const threadId of ["held", "dead"]) {
      const events = await other.run({ ...scope, threadId, agentId: "agent", agent: hanging(), input: createRunInput({ threadId }) });
      // Events reach subscribers once they are in the file.
      await firstValueFrom(events.pipe(filter(({ event }) => event.type === EventType.TEXT_MESSAGE_CONTENT)));
    }
    const locker = new Database(path);
    cleanups.push(() => void locker.close());
    locker.prepare("UPDATE wingman_threads SET run_instance = 'gone', lease_until = 0 WHERE id = 'dead'").run();

    locker.exec("BEGIN EXCLUSIVE");
    await expect(
      runner.run({ ...scope, threadId: "t", agentId: "agent", agent: quick, input: createRunInput({ threadId: "t" }) }),
    ).rejects.toSatisfy(StoreUnavailableError.isInstance);
    expect(() => runner.connect({ ...scope, threadId: "dead" })).toThrow(StoreUnavailableError);
    await expect(runner.updateThread({ ...scope, threadId: "t", name: "renamed" })).rejects.toSatisfy(StoreUnavailableError.isInstance);

    await expectUnavailable(await postJson(`${url}/agent/agent/run`, runInput("t", "r2")), "run");
    await expectUnavailable(await fetch(`${url}/agent/agent/stop/held`, { method: "POST" }), "stop another process' run");
    // Finalizing the dead process' run is a write: the connect is refused before any stream starts.
    await expectUnavailable(await postJson(`${url}/agent/agent/connect`, { threadId: "dead" }), "connect");
    const rename = await fetch(`${url}/threads/t`, { method: "PATCH", headers: { "content-type": "application/json" }, body: '{"name":"renamed"}' });
    await expectUnavailable(rename, "rename");
    await expectUnavailable(await fetch(`${url}/threads/t`, { method: "DELETE" }), "delete");
    // Readers are not blocked by a writer (WAL): the thread list and a replay still answer.
    expect((await fetch(`${url}/threads`)).status).toBe(200);
    expect((await readSse(await postJson(`${url}/agent/agent/connect`, { threadId: "t" }))).map(({ id }) => id)).toEqual(first.map(({ id }) => id));
    expect((await fetch(`${url}/info`)).status).toBe(200);

    locker.exec("COMMIT");
    const second = await readSse(await postJson(`${url}/agent/agent/run`, runInput("t", "r2")));
    expect(second.at(-1)!.event.type).toBe(EventType.RUN_FINISHED);
    const stopped = await fetch(`${url}/agent/agent/stop/held`, { method: "POST" });
    expect(await stopped.json()).toMatchObject({ stopped: true });
    const recovered = await readSse(await postJson(`${url}/agent/agent/connect`, { threadId: "dead" }));
    expect(recovered.at(-1)!.event.type).toBe(EventType.RUN_ERROR);
    const renamed = await fetch(`${url}/threads/t`, { method: "PATCH", headers: { "content-type": "application/json" }, body: '{"name":"renamed"}' });
    expect(await renamed.json()).toMatchObject({ thread: { name: "renamed" } });
    expect(await (await fetch(`${url}/threads/t`, { method: "DELETE" })).json()).toMatchObject({ deleted: true });
  });
});

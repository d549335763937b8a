import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { verifyEvents } from "@ag-ui/client";
import { EventType } from "@ag-ui/core";
import type { RunnerEvent, ThreadChange } from "@wingman/runtime";
import { collectRunnerEvents, createRunInput, numberedDeltas, ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import Database from "better-sqlite3";
import { from, lastValueFrom, toArray } from "rxjs";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { SqliteAgentRunner, type SqliteAgentRunnerOptions } from "../../src/index.js";

const directory = mkdtempSync(join(tmpdir(), "wingman-sqlite-retention-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const scope = { ownerId: "owner" };
const open: SqliteAgentRunner[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const runner of open.splice(0)) await runner.close();
});

function openRunner(options: Partial<SqliteAgentRunnerOptions> = {}): { runner: SqliteAgentRunner; path: string } {
  const path = options.path ?? join(directory, `${crypto.randomUUID()}.db`);
  const runner = new SqliteAgentRunner({ ...options, path });
  open.push(runner);
  return { runner, path };
}

async function runText(runner: SqliteAgentRunner, threadId: string, deltas: readonly string[]): Promise<RunnerEvent[]> {
  const agent = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas }) });
  const runId = crypto.randomUUID();
  const input = createRunInput({ threadId, runId, messages: [{ id: `q-${runId}`, role: "user", content: "?" }] });
  return collectRunnerEvents(await runner.run({ threadId, agentId: "agent", agent, input, ...scope }));
}

const texts = (events: readonly RunnerEvent[]) =>
  events
    .filter(({ event }) => event.type === EventType.TEXT_MESSAGE_CONTENT)
    .map(({ event }) => String(event.delta))
    .join("");

/** The size of the database file with its write-ahead log folded in (read through a second connection). */
function checkpointedSize(path: string): number {
  const db = new Database(path);
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
  return statSync(path).size;
}

describe("SqliteAgentRunner retention", () => {
  it("maxEventsPerThread drops the oldest stored runs, whole; the thread still replays, verifies and keeps its messages", async () => {
    const { runner } = openRunner({ retention: { maxEventsPerThread: 12 } });
    for (const text of ["one", "two", "three", "four"]) await runText(runner, "t", [text, "!"]);
    const replay = await collectRunnerEvents(runner.connect({ threadId: "t", ...scope }));
    // Each run compacts to 5 events: two runs fit in 12.
    expect(texts(replay)).toBe("three!four!");
    expect(replay[0]!.event.type).toBe(EventType.RUN_STARTED);
    await lastValueFrom(from(replay.map(({ event }) => event)).pipe(verifyEvents(), toArray()));
    const messages = await runner.getThreadMessages({ threadId: "t", ...scope });
    expect(messages?.filter((message) => message.role === "assistant").map((message) => message.content)).toEqual([
      "one!",
      "two!",
      "three!",
      "four!",
    ]);
    // A run larger than the limit is kept: the newest run always is.
    const { runner: tight } = openRunner({ retention: { maxEventsPerThread: 4 } });
    await runText(tight, "t", ["first"]);
    await runText(tight, "t", ["second"]);
    expect(texts(await collectRunnerEvents(tight.connect({ threadId: "t", ...scope })))).toBe("second");
  });

  it("idleThreadTtlSeconds: the sweep deletes threads idle for longer, keeps the others and any thread with a run in progress", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { runner } = openRunner({ retention: { idleThreadTtlSeconds: 60 } });
    await runText(runner, "old", ["soon gone"]);
    const slow = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: numberedDeltas(10_000) }), delayMs: 5 });
    const running = await runner.run({ threadId: "running", agentId: "agent", agent: slow, input: createRunInput({ threadId: "running" }), ...scope });
    const changes: ThreadChange[] = [];
    runner.watchThreads(scope, (change) => changes.push(change));

    vi.setSystemTime(Date.now() + 61_000);
    await runText(runner, "fresh", ["still here"]);
    expect(await runner.applyRetention()).toEqual({ expiredThreads: 1 });

    expect(await runner.getThread({ threadId: "old", ...scope })).toBeUndefined();
    expect(await collectRunnerEvents(runner.connect({ threadId: "old", ...scope }))).toEqual([]);
    expect((await runner.listThreads(scope)).threads.map(({ id }) => id).sort()).toEqual(["fresh", "running"]);
    expect(changes.filter(({ kind }) => kind === "deleted").map(({ threadId }) => threadId)).toEqual(["old"]);
    expect(await runner.stop({ threadId: "running", ...scope })).toBe(true);
    expect((await collectRunnerEvents(running)).at(-1)!.event.type).toBe(EventType.RUN_FINISHED);
    // The thread's id is free again: a new run starts a new thread.
    expect(texts(await runText(runner, "old", ["again"]))).toBe("again");
  });

  it.each(["incremental", "full"] as const)("gives the space of expired threads back: the file shrinks (vacuum %s)", async (vacuum) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { runner, path } = openRunner({ retention: { idleThreadTtlSeconds: 60, vacuum } });
    const deltas = numberedDeltas(4_000);
    for (let index = 0; index < 40; index++) await runText(runner, `t${index}`, deltas);
    const before = checkpointedSize(path);
    expect(before).toBeGreaterThan(1_000_000);

    vi.setSystemTime(Date.now() + 61_000);
    await runText(runner, "kept", ["small"]);
    expect(await runner.applyRetention()).toEqual({ expiredThreads: 40 });
    const after = checkpointedSize(path);
    expect(after).toBeLessThan(before / 4);
    expect(texts(await collectRunnerEvents(runner.connect({ threadId: "kept", ...scope })))).toBe("small");
  });

  it("converts a file made without incremental vacuum when opened with it (default), once", async () => {
    const { runner: plain, path } = openRunner({ retention: { vacuum: false } });
    await runText(plain, "t", ["kept across"]);
    await plain.close();
    const probe = new Database(path);
    expect(probe.pragma("auto_vacuum", { simple: true })).toBe(0);
    probe.close();

    const { runner } = openRunner({ path });
    const check = new Database(path);
    expect(check.pragma("auto_vacuum", { simple: true })).toBe(2);
    check.close();
    expect(texts(await collectRunnerEvents(runner.connect({ threadId: "t", ...scope })))).toBe("kept across");
  });
});

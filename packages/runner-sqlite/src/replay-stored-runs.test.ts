import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { verifyEvents } from "@ag-ui/client";
import { EventType, type BaseEvent } from "@ag-ui/core";
import { collectRunnerEvents, createRunInput, everyEventRunEvents, ScriptedAgent } from "@wingman/runtime/testing";
import { decodeCompactedRun } from "@wingman/shared/internal";
import Database from "better-sqlite3";
import { from, lastValueFrom, toArray } from "rxjs";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteAgentRunner } from "./sqlite-agent-runner.js";

const directory = mkdtempSync(join(tmpdir(), "wingman-sqlite-repair-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const scope = { ownerId: "owner" };
/** The closers the old finalization did not add: it closed only messages and tool calls. */
const notAddedBefore = new Set<string>([EventType.REASONING_END, EventType.STEP_FINISHED, EventType.SUBAGENT_ERROR]);

async function verdict(events: readonly BaseEvent[]): Promise<string> {
  try {
    await lastValueFrom(from(events).pipe(verifyEvents(), toArray()));
    return "ok";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("replayStoredRuns", () => {
  it("repairs a run stored by the old finalization (stopped while reasoning in a step): the thread loads and takes new runs", async () => {
    const path = join(directory, "threads.db");
    const first = new SqliteAgentRunner({ path });
    // Stopped while reasoning inside a step: RUN_STARTED, STEP_STARTED, REASONING_START, its message and one delta.
    const cut = 5;
    const agent = new ScriptedAgent({ script: (input) => everyEventRunEvents(input).slice(0, cut), end: "wait-for-abort" });
    const input = createRunInput({ threadId: "t", runId: "r1", messages: [{ id: "q", role: "user", content: "think" }] });
    const stream = await first.run({ threadId: "t", agentId: "agent", agent, input, ...scope });
    let seen = 0;
    const live = collectRunnerEvents(stream);
    stream.subscribe(() => {
      if (++seen === cut) void first.stop({ threadId: "t", ...scope });
    });
    await live;
    await first.close();

    // Rewrite the stored run as the old finalization left it.
    const db = new Database(path);
    const row = db.prepare("SELECT events, boundaries FROM wingman_runs WHERE thread_id = 't'").get() as { events: string; boundaries: string | null };
    const old = decodeCompactedRun(row.events, row.boundaries).events.filter(({ event }) => !notAddedBefore.has(event.type));
    db.prepare("UPDATE wingman_runs SET events = ? WHERE thread_id = 't'").run(JSON.stringify(old));
    db.close();
    expect(await verdict(old.map(({ event }) => event))).toMatch(/while steps are still active|reasoning spans are still active/);

    const second = new SqliteAgentRunner({ path });
    try {
      const replay = await collectRunnerEvents(second.connect({ threadId: "t", ...scope }));
      expect(await verdict(replay.map(({ event }) => event))).toBe("ok");
      expect(replay.map(({ event }) => event.type).slice(-4)).toEqual([
        EventType.REASONING_MESSAGE_END,
        EventType.REASONING_END,
        EventType.STEP_FINISHED,
        EventType.RUN_FINISHED,
      ]);
      expect(replay.at(-1)!.event).toMatchObject({ outcome: { type: "cancelled" } });
      // Resuming after any stored id still works, and after the last one there is nothing left.
      expect(await collectRunnerEvents(second.connect({ threadId: "t", after: replay.at(-1)!.id, ...scope }))).toEqual([]);
      const resumed = await collectRunnerEvents(second.connect({ threadId: "t", after: replay[2]!.id, ...scope }));
      expect(resumed.map(({ event }) => event.type)).toEqual(replay.slice(3).map(({ event }) => event.type));

      const next = new ScriptedAgent({ script: (nextInput) => everyEventRunEvents(nextInput) });
      await collectRunnerEvents(await second.run({ threadId: "t", agentId: "agent", agent: next, input: createRunInput({ threadId: "t", runId: "r2" }), ...scope }));
      expect(await verdict((await collectRunnerEvents(second.connect({ threadId: "t", ...scope }))).map(({ event }) => event))).toBe("ok");
    } finally {
      await second.close();
    }
  });
});

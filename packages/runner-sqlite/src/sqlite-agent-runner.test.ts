import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ThreadChange } from "@wingman/runtime";
import { collectRunnerEvents, createRunInput, runAgentRunnerConformanceSuite, ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteAgentRunner } from "./sqlite-agent-runner.js";

const directory = mkdtempSync(join(tmpdir(), "wingman-sqlite-conformance-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

runAgentRunnerConformanceSuite("SqliteAgentRunner (file)", () => new SqliteAgentRunner({ path: join(directory, "threads.db") }), { sharedStorage: true });
runAgentRunnerConformanceSuite("SqliteAgentRunner (:memory:)", () => new SqliteAgentRunner({ path: ":memory:" }));

describe("SqliteAgentRunner.watchThreads", () => {
  it("reports runs started and ended, updates and deletions of the owner's threads", async () => {
    const runner = new SqliteAgentRunner({ path: ":memory:" });
    const changes: ThreadChange[] = [];
    const unwatch = runner.watchThreads({ ownerId: "owner", agentId: "agent" }, (change) => changes.push(change));
    const others: ThreadChange[] = [];
    runner.watchThreads({ ownerId: "someone else" }, (change) => others.push(change));
    const run = (threadId: string, agentId = "agent") =>
      runner.run({ threadId, ownerId: "owner", agentId, agent: new ScriptedAgent({ script: textRunEvents }), input: createRunInput({ threadId }) });
    await collectRunnerEvents(await run("t"));
    await collectRunnerEvents(await run("other-agent", "agent-2"));
    await runner.updateThread({ threadId: "t", ownerId: "owner", name: "Named" });
    await runner.deleteThread({ threadId: "t", ownerId: "owner" });
    unwatch();
    await collectRunnerEvents(await run("after"));
    expect(changes.map(({ kind, threadId, thread }) => [kind, threadId, thread?.running, thread?.name])).toEqual([
      ["run-started", "t", true, null],
      ["run-ended", "t", false, null],
      ["updated", "t", false, "Named"],
      ["deleted", "t", undefined, undefined],
    ]);
    expect(others).toEqual([]);
    await runner.close();
  });
});

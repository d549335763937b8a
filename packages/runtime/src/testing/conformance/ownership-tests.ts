import { expect, it } from "vitest";
import { ThreadNotFoundError } from "../../runner/runner-errors.js";
import { collectRunnerEvents } from "../collect-runner-events.js";
import { ScriptedAgent } from "../scripted-agent.js";
import { textRunEvents } from "../text-run-events.js";
import type { ConformanceContext } from "./conformance-context.js";

export function registerOwnershipTests(context: ConformanceContext): void {
  it("another owner's thread does not exist for them, running or idle", async () => {
    const threadId = context.newThreadId();
    const other = { threadId, ownerId: context.otherOwnerId };
    const hanging = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, openMessage: true }), end: "wait-for-abort" });
    const stream = await context.start(threadId, hanging);

    const intruder = new ScriptedAgent({ script: (input) => textRunEvents(input) });
    const rejection = await context.start(threadId, intruder, { ownerId: context.otherOwnerId }).catch((error: unknown) => error);
    expect(ThreadNotFoundError.isInstance(rejection)).toBe(true);
    expect(intruder.inputs).toHaveLength(0);
    expect(await context.connect(threadId, undefined, context.otherOwnerId)).toEqual([]);
    expect(await context.runner.stop(other)).toBe(false);
    expect(await context.runner.isRunning(other)).toBe(false);
    expect(await context.runner.getThread(other)).toBeUndefined();

    expect(await context.runner.stop({ threadId, ownerId: context.ownerId })).toBe(true);
    await collectRunnerEvents(stream);
    await context.waitUntilIdle(threadId);

    expect(await context.runner.getThread(other)).toBeUndefined();
    expect(await context.runner.getThreadMessages(other)).toBeUndefined();
    expect(await context.runner.getThreadState(other)).toBeUndefined();
    expect(await context.runner.updateThread({ ...other, name: "stolen" })).toBeUndefined();
    expect(await context.runner.deleteThread(other)).toBe(false);
    const page = await context.runner.listThreads({ ownerId: context.otherOwnerId, includeArchived: true });
    expect(page.threads.map(({ id }) => id)).not.toContain(threadId);

    const mine = await context.runner.getThread({ threadId, ownerId: context.ownerId });
    expect(mine).toMatchObject({ id: threadId, ownerId: context.ownerId, agentId: context.agentId, name: null });
    expect(await context.connect(threadId)).not.toEqual([]);
  });

  it("a thread is bound to its agent: run and connect naming another agent do not find it", async () => {
    const threadId = context.newThreadId();
    await context.runText(threadId, ["mine"]);
    const otherAgent = new ScriptedAgent({ script: (input) => textRunEvents(input) });
    const rejection = await context.start(threadId, otherAgent, { agentId: context.otherAgentId }).catch((error: unknown) => error);
    expect(ThreadNotFoundError.isInstance(rejection)).toBe(true);
    expect(await context.connect(threadId, undefined, context.ownerId, context.otherAgentId)).toEqual([]);
    expect(await context.connect(threadId, undefined, context.ownerId, context.agentId)).not.toEqual([]);
    expect(await context.runner.stop({ threadId, ownerId: context.ownerId, agentId: context.otherAgentId })).toBe(false);
  });
}

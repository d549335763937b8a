import { verifyEvents } from "@ag-ui/client";
import { EventType, type BaseEvent } from "@ag-ui/core";
import { collectRunnerEvents, createRunInput, everyEventRunEvents, ScriptedAgent } from "@wingman/runtime/testing";
import { decodeCompactedRun } from "@wingman/shared/internal";
import { Redis } from "ioredis";
import { from, lastValueFrom, toArray } from "rxjs";
import { afterAll, describe, expect, it } from "vitest";
import { deletePrefix, redisUrl, uniquePrefix } from "../test/support/redis-prefix.js";
import { RedisAgentRunner } from "./redis-agent-runner.js";

const keyPrefix = uniquePrefix("repair");
afterAll(() => deletePrefix(keyPrefix));

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

/** Rewrites the thread's stored runs as the old finalization left them (stream entries are immutable: the stream is rebuilt). */
async function storeAsOldFinalizationDid(client: Redis, threadId: string): Promise<BaseEvent[]> {
  const [key, ...others] = (await client.keys(`${keyPrefix}*`)).filter((name) => name.includes(threadId) && name.endsWith(":runs"));
  expect(others).toEqual([]);
  const entries = await client.xrange(key!, "-", "+");
  await client.del(key!);
  let old: BaseEvent[] = [];
  for (const [id, fields] of entries) {
    const values = new Map<string, string>();
    for (let index = 0; index < fields.length; index += 2) values.set(fields[index]!, fields[index + 1]!);
    const kept = decodeCompactedRun(values.get("e")!, values.get("b") || null).events.filter(({ event }) => !notAddedBefore.has(event.type));
    values.set("e", JSON.stringify(kept));
    await client.xadd(key!, id, ...[...values].flat());
    old = kept.map(({ event }) => event);
  }
  return old;
}

describe("readThreadSnapshot", () => {
  it("repairs a run stored by the old finalization (stopped while reasoning in a step): the thread loads and takes new runs", async () => {
    const runner = new RedisAgentRunner({ url: redisUrl, keyPrefix });
    const client = new Redis(redisUrl);
    try {
      const threadId = `repair-${crypto.randomUUID()}`;
      // Stopped while reasoning inside a step: RUN_STARTED, STEP_STARTED, REASONING_START, its message and one delta.
      const cut = 5;
      const agent = new ScriptedAgent({ script: (input) => everyEventRunEvents(input).slice(0, cut), end: "wait-for-abort" });
      const stream = await runner.run({ threadId, agentId: "agent", agent, input: createRunInput({ threadId, runId: "r1" }), ...scope });
      let seen = 0;
      const live = collectRunnerEvents(stream);
      stream.subscribe(() => {
        if (++seen === cut) void runner.stop({ threadId, ...scope });
      });
      await live;

      const old = await storeAsOldFinalizationDid(client, threadId);
      expect(await verdict(old)).toMatch(/while steps are still active|reasoning spans are still active/);

      const replay = await collectRunnerEvents(runner.connect({ threadId, ...scope }));
      expect(await verdict(replay.map(({ event }) => event))).toBe("ok");
      expect(replay.map(({ event }) => event.type).slice(-4)).toEqual([
        EventType.REASONING_MESSAGE_END,
        EventType.REASONING_END,
        EventType.STEP_FINISHED,
        EventType.RUN_FINISHED,
      ]);
      expect(replay.at(-1)!.event).toMatchObject({ outcome: { type: "cancelled" } });
      expect(await collectRunnerEvents(runner.connect({ threadId, after: replay.at(-1)!.id, ...scope }))).toEqual([]);

      const next = new ScriptedAgent({ script: (input) => everyEventRunEvents(input) });
      await collectRunnerEvents(await runner.run({ threadId, agentId: "agent", agent: next, input: createRunInput({ threadId, runId: "r2" }), ...scope }));
      expect(await verdict((await collectRunnerEvents(runner.connect({ threadId, ...scope }))).map(({ event }) => event))).toBe("ok");
    } finally {
      await client.quit();
      await runner.close();
    }
  });
});

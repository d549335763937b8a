import { collectRunnerEvents, createRunInput, ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { deletePrefix, redisUrl, uniquePrefix } from "../test/support/redis-prefix.js";
import { migrateGlobalThreadKeys } from "./migrate-global-thread-keys.js";
import { RedisAgentRunner } from "./redis-agent-runner.js";
import { RedisKeys } from "./redis-keys.js";

const prefixes: string[] = [];
afterEach(async () => {
  for (const prefix of prefixes.splice(0)) await deletePrefix(prefix);
});

async function runText(runner: RedisAgentRunner, ownerId: string, threadId: string, text: string): Promise<void> {
  const agent = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: [text] }) });
  const input = createRunInput({ threadId, messages: [{ id: `q-${crypto.randomUUID()}`, role: "user", content: text }] });
  await collectRunnerEvents(await runner.run({ threadId, ownerId, agentId: "agent", agent, input }));
}

describe("migrateGlobalThreadKeys", () => {
  it("moves threads stored under global ids to their owner-scoped keys, keeping everything; idempotent", async () => {
    const prefix = uniquePrefix("migrate");
    prefixes.push(prefix);
    const client = new Redis(redisUrl);
    const runner = new RedisAgentRunner({ url: redisUrl, keyPrefix: prefix });
    try {
      await runText(runner, "alice", "t1", "one");
      await runText(runner, "alice", "t1", "two");
      await runner.updateThread({ ownerId: "alice", threadId: "t1", name: "Alice's" });
      await runText(runner, "bob", "weird}:id", "bob's");
      const messages = await runner.getThreadMessages({ ownerId: "alice", threadId: "t1" });
      // The layout of earlier releases: the same hashes and streams, named by thread id alone.
      const keys = new RedisKeys(prefix);
      for (const [ownerId, threadId] of [["alice", "t1"], ["bob", "weird}:id"]] as const) {
        await client.rename(keys.meta(ownerId, threadId), `${prefix}thread:{${threadId}}:meta`);
        await client.rename(keys.runs(ownerId, threadId), `${prefix}thread:{${threadId}}:runs`);
      }
      expect(await runner.getThread({ ownerId: "alice", threadId: "t1" })).toBeUndefined();

      expect(await migrateGlobalThreadKeys(client, prefix)).toEqual({ migrated: 2, skipped: [] });
      expect(await runner.getThread({ ownerId: "alice", threadId: "t1" })).toMatchObject({ name: "Alice's", ownerId: "alice" });
      expect(await runner.getThreadMessages({ ownerId: "alice", threadId: "t1" })).toEqual(messages);
      const replay = await collectRunnerEvents(runner.connect({ ownerId: "bob", threadId: "weird}:id" }));
      expect(replay.at(-1)?.event.type).toBe("RUN_FINISHED");
      expect((await runner.listThreads({ ownerId: "alice" })).threads.map(({ id }) => id)).toEqual(["t1"]);
      await runText(runner, "alice", "t1", "three");
      expect((await runner.getThreadMessages({ ownerId: "alice", threadId: "t1" }))?.length).toBe(6);
      expect(await client.keys(`${prefix}thread:*`)).toEqual([]);
      expect(await migrateGlobalThreadKeys(client, prefix)).toEqual({ migrated: 0, skipped: [] });
    } finally {
      await runner.close();
      await client.quit();
    }
  });

  it("leaves a thread with a run in progress where it is", async () => {
    const prefix = uniquePrefix("migrate-busy");
    prefixes.push(prefix);
    const client = new Redis(redisUrl);
    try {
      await client.hset(`${prefix}thread:{busy}:meta`, "owner", "alice", "agent", "agent", "runId", "r1");
      expect(await migrateGlobalThreadKeys(client, prefix)).toEqual({ migrated: 0, skipped: ["busy"] });
      expect(await client.exists(`${prefix}thread:{busy}:meta`)).toBe(1);
    } finally {
      await client.quit();
    }
  });
});

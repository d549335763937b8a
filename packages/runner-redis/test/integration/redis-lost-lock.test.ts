import { fileURLToPath } from "node:url";
import { EventType } from "@ag-ui/core";
import type { RunnerEvent } from "@wingman/runtime";
import { collectRunnerEvents } from "@wingman/runtime/testing";
import { spawnTsChild, type TsChild } from "@wingman/test-support/ts-child";
import { eventually } from "@wingman/test-support/wait";
import { afterEach, describe, expect, it } from "vitest";
import { RedisAgentRunner } from "../../src/index.js";
import { deletePrefix, redisUrl, uniquePrefix } from "../support/redis-prefix.js";

const childScript = fileURLToPath(new URL("../fixtures/hold-run-in-child.ts", import.meta.url));
// Starting a TypeScript child takes seconds on a busy machine.
const childStartMs = 90_000;

const scope = { ownerId: "owner" };
const children: TsChild[] = [];
const runners: RedisAgentRunner[] = [];
const prefixes: string[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    child.process.kill("SIGCONT");
    await child.kill();
  }
  await Promise.all(runners.splice(0).map((runner) => runner.close()));
  await Promise.all(prefixes.splice(0).map((prefix) => deletePrefix(prefix)));
});

function types(events: readonly RunnerEvent[]): string[] {
  return events.map(({ event }) => event.type);
}

async function within(what: string, condition: () => boolean, timeoutMs: number): Promise<void> {
  await eventually(condition, timeoutMs).catch(() => {
    throw new Error(`${what}: not within ${timeoutMs} ms`);
  });
}

describe("RedisAgentRunner: a run that lost its lock", () => {
  it.each([
    ["stays silent after it resumes", false],
    ["emits after it resumes", true],
  ])(
    "paused (SIGSTOP) past its lock and finalized by another instance, it %s: it publishes nothing more, its agent is aborted, and clients on both instances end with the stored log",
    async (_, emitsAfterResume) => {
      const prefix = uniquePrefix("lost-lock");
      prefixes.push(prefix);
      const child = spawnTsChild(childScript, [redisUrl, prefix, "t", "300"]);
      children.push(child);
      const written = Number(await child.line("written ", childStartMs));

      // A client on this instance follows the child's run and has seen what it wrote.
      const here = new RedisAgentRunner({ url: redisUrl, keyPrefix: prefix, lockTtlMs: 300 });
      runners.push(here);
      const followed: RunnerEvent[] = [];
      let followedDone = false;
      here.connect({ threadId: "t", ...scope }).subscribe({ next: (entry) => followed.push(entry), complete: () => (followedDone = true) });
      await within("the follower here sees the child's written events", () => followed.at(-1)?.id === written, 30_000);

      child.process.kill("SIGSTOP");
      // The lock expires; this instance finds it so, finalizes the run from its live stream, and the follower ends.
      await within("the run is finalized here after the child's lock expired", () => followedDone, 30_000);
      expect(await here.isRunning({ threadId: "t", ...scope })).toBe(false);

      child.process.kill("SIGCONT");
      if (emitsAfterResume) child.process.kill("SIGUSR2");
      await child.line("agent aborted", 30_000);
      const client = JSON.parse(await child.line("client ", 30_000)) as RunnerEvent[];
      const follower = JSON.parse(await child.line("follower ", 30_000)) as RunnerEvent[];

      const stored = await collectRunnerEvents(here.connect({ threadId: "t", ...scope }));
      expect(types(stored)).toEqual([
        EventType.RUN_STARTED,
        EventType.TEXT_MESSAGE_START,
        EventType.TEXT_MESSAGE_CONTENT,
        EventType.TEXT_MESSAGE_END,
        EventType.RUN_ERROR,
      ]);
      expect(stored.at(-1)!.event).toMatchObject({ code: "INCOMPLETE_STREAM", message: expect.stringContaining("interrupted") });
      // Ids and events, the terminal's message included: every client ends with exactly the log.
      expect(client).toEqual(stored);
      expect(follower).toEqual(stored);
      expect(followed).toEqual(stored);
    },
    240_000,
  );
});

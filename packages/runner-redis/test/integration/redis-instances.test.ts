import { EventType, type BaseEvent } from "@ag-ui/core";
import type { RunnerEvent, ThreadChange } from "@wingman/runtime";
import { collectRunnerEvents, createRunInput, numberedDeltas, ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { eventually } from "@wingman/test-support/wait";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { RedisAgentRunner, type RedisAgentRunnerOptions } from "../../src/index.js";
import { RedisKeys } from "../../src/redis-keys.js";
import { deletePrefix, keysUnder, redisUrl, uniquePrefix } from "../support/redis-prefix.js";

const scope = { ownerId: "owner" };
const runners: RedisAgentRunner[] = [];
const prefixes: string[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.close()));
  await Promise.all(prefixes.splice(0).map((prefix) => deletePrefix(prefix)));
});

/** Two (or more) runner instances sharing one Redis under a fresh prefix, as two runtime instances would. */
function instances(count: number, options: Omit<RedisAgentRunnerOptions, "url" | "keyPrefix"> = {}): { prefix: string; runners: RedisAgentRunner[] } {
  const prefix = uniquePrefix("instances");
  prefixes.push(prefix);
  const created = Array.from({ length: count }, () => new RedisAgentRunner({ url: redisUrl, keyPrefix: prefix, ...options }));
  runners.push(...created);
  return { prefix, runners: created };
}

function paced(deltas: readonly string[], delayMs: number): ScriptedAgent {
  return new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas }), delayMs });
}

const hanging = (): ScriptedAgent =>
  new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["partial"], openMessage: true }), end: "wait-for-abort" });

function start(runner: RedisAgentRunner, threadId: string, agent: ScriptedAgent, runId?: string) {
  return runner.run({ threadId, agentId: "agent", agent, input: createRunInput({ threadId, ...(runId !== undefined && { runId }) }), ...scope });
}

function texts(events: readonly RunnerEvent[]): string {
  return events
    .filter(({ event }) => event.type === EventType.TEXT_MESSAGE_CONTENT)
    .map(({ event }) => String(event.delta))
    .join("");
}

function last(events: readonly RunnerEvent[]): BaseEvent {
  return events[events.length - 1]!.event;
}

describe("RedisAgentRunner across instances", () => {
  it("B follows a run of A live: it receives each event while A's run is open, before A produces the next, in order", async () => {
    const { runners: [a, b] } = instances(2);
    // A's agent produces its next event only once B has received the previous one: a follower
    // that saw events late (when the run ends, or in large delayed batches) fails here, however busy
    // the machine. Timing itself is for benchmarks, not for tests.
    const agent = hanging();
    const produced: RunnerEvent[] = [];
    const stream = await start(a!, "t", agent, "live");
    const direct = new Promise<void>((resolve) => stream.subscribe({ next: (entry) => void produced.push(entry), complete: resolve }));
    await eventually(() => produced.some(({ event }) => event.type === EventType.TEXT_MESSAGE_CONTENT));
    const followed: RunnerEvent[] = [];
    const following = new Promise<void>((resolve, reject) =>
      b!.connect({ threadId: "t", ...scope }).subscribe({ next: (entry) => void followed.push(entry), complete: resolve, error: reject }),
    );
    await eventually(() => texts(followed) === "partial", 15_000);
    const { messageId } = produced.find(({ event }) => event.type === EventType.TEXT_MESSAGE_START)!.event as BaseEvent & { messageId: string };
    const deltas = numberedDeltas(30);
    for (const delta of deltas) {
      agent.emit({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta } as BaseEvent);
      await eventually(() => followed.at(-1)?.id === produced.at(-1)?.id && texts(followed).endsWith(delta), 15_000);
    }
    agent.emit({ type: EventType.TEXT_MESSAGE_END, messageId } as BaseEvent, { type: EventType.RUN_FINISHED, threadId: "t", runId: "live" } as BaseEvent);
    agent.abortRun();
    await direct;
    await following;
    expect(texts(followed)).toBe(`partial${deltas.join("")}`);
    expect(last(followed).type).toBe(EventType.RUN_FINISHED);
    expect(followed.map(({ id }) => id)).toEqual(produced.map(({ id }) => id));
  });

  it("one run per thread across instances; B resumes after an id mid-run and stops A's run", async () => {
    const { runners: [a, b] } = instances(2);
    await collectRunnerEvents(await start(a!, "t", paced(["history"], 0), "old"));
    const stream = await start(a!, "t", hanging(), "live");
    const seen: RunnerEvent[] = [];
    const direct = new Promise<void>((resolve) => stream.subscribe({ next: (entry) => seen.push(entry), complete: resolve }));
    await eventually(() => seen.length >= 3);
    expect(await b!.isRunning({ threadId: "t", ...scope })).toBe(true);
    const busy = await start(b!, "t", paced(["x"], 0)).catch((error: unknown) => error);
    expect((busy as Error).name).toBe("ThreadBusyError");
    expect((await b!.getThread({ threadId: "t", ...scope }))?.running).toBe(true);

    const cut = seen[1]!.id;
    const resumedSoFar: RunnerEvent[] = [];
    const resumed = new Promise<RunnerEvent[]>((resolve, reject) =>
      b!.connect({ threadId: "t", after: cut, ...scope }).subscribe({ next: (entry) => void resumedSoFar.push(entry), complete: () => resolve(resumedSoFar), error: reject }),
    );
    // B follows the run once it has delivered what came after the cut.
    await eventually(() => resumedSoFar.length >= 1);
    expect(await b!.stop({ threadId: "t", runId: "another", ...scope })).toBe(false);
    expect(await b!.stop({ threadId: "t", runId: "live", ...scope })).toBe(true);
    expect(await b!.stop({ threadId: "t", ...scope })).toBe(false);
    await direct;
    const rest = await resumed;
    expect(rest.map(({ id }) => id)).toEqual(seen.filter(({ id }) => id > cut).map(({ id }) => id));
    expect(last(rest)).toMatchObject({ type: EventType.RUN_FINISHED, outcome: { type: "cancelled" } });
    await eventually(async () => !(await b!.isRunning({ threadId: "t", ...scope })));

    const next = await collectRunnerEvents(await start(b!, "t", paced(["on B"], 0)));
    expect(last(next).type).toBe(EventType.RUN_FINISHED);
    const replay = await collectRunnerEvents(a!.connect({ threadId: "t", ...scope }));
    expect(texts(replay)).toBe("historypartialon B");
    expect(replay.filter(({ event }) => event.type === EventType.RUN_STARTED)).toHaveLength(3);
  });

  it("a connect on B after the run ended (live stream gone) still gets exactly the rest", async () => {
    const { runners: [a, b] } = instances(2);
    const live = await collectRunnerEvents(await start(a!, "t", paced(numberedDeltas(30), 0)));
    for (const cut of [live[0]!.id, live[10]!.id, live.at(-2)!.id]) {
      const rest = await collectRunnerEvents(b!.connect({ threadId: "t", after: cut, ...scope }));
      expect(texts(rest)).toBe(texts(live.filter(({ id }) => id > cut)));
      expect(last(rest).type).toBe(EventType.RUN_FINISHED);
    }
  });

  it("lists an owner's threads newest first, paged, from any instance", async () => {
    const { runners: [a, b] } = instances(2);
    for (const threadId of ["t1", "t2", "t3", "t4", "t5"]) await collectRunnerEvents(await start(threadId === "t3" ? b! : a!, threadId, paced(["x"], 0)));
    await a!.updateThread({ threadId: "t2", archived: true, ...scope });
    const first = await b!.listThreads({ ...scope, limit: 2 });
    expect(first.threads.map(({ id }) => id)).toEqual(["t5", "t4"]);
    const second = await b!.listThreads({ ...scope, limit: 2, cursor: first.nextCursor! });
    expect(second.threads.map(({ id }) => id)).toEqual(["t3", "t1"]);
    expect(second.nextCursor).toBeNull();
    expect((await a!.listThreads({ ...scope, includeArchived: true })).threads.map(({ id }) => id)).toEqual(["t5", "t4", "t3", "t2", "t1"]);
    expect((await a!.listThreads({ ownerId: "someone else" })).threads).toEqual([]);
  });

  it("close() on A mid-run ends the run with RUN_ERROR, stored; another instance takes the next run", async () => {
    const { runners: [a, b] } = instances(2);
    const stream = await start(a!, "t", paced(numberedDeltas(10_000), 2));
    const seen: RunnerEvent[] = [];
    const followed = collectRunnerEvents(b!.connect({ threadId: "t", ...scope }));
    const direct = new Promise<void>((resolve) => stream.subscribe({ next: (entry) => seen.push(entry), complete: resolve }));
    await eventually(() => seen.length >= 8);
    await a!.close();
    await direct;
    expect(last(seen)).toMatchObject({ type: EventType.RUN_ERROR, message: "The runner was closed" });
    const onB = await followed;
    expect(onB.at(-1)!.id).toBe(seen.at(-1)!.id);
    expect(texts(onB)).toBe(texts(seen));
    const reopened = new RedisAgentRunner({ url: redisUrl, keyPrefix: prefixes[0]! });
    runners.push(reopened);
    const replay = await collectRunnerEvents(reopened.connect({ threadId: "t", ...scope }));
    expect(texts(replay)).toBe(texts(seen));
    expect(last(await collectRunnerEvents(await start(reopened, "t", paced(["next"], 0)))).type).toBe(EventType.RUN_FINISHED);
  });

  it("an instance that stops renewing its lock loses the run to another, which finalizes it as an error", async () => {
    const { prefix, runners: [b] } = instances(1, { lockTtlMs: 300 });
    // A "dead" instance: it locked the thread and wrote events, then vanished (its lock expires).
    const a = new RedisAgentRunner({ url: redisUrl, keyPrefix: prefix, lockTtlMs: 300 });
    const stream = await start(a, "t", hanging(), "doomed");
    const seen: RunnerEvent[] = [];
    stream.subscribe((entry) => seen.push(entry));
    await eventually(() => seen.length >= 3);
    const followed = collectRunnerEvents(b!.connect({ threadId: "t", ...scope }));
    // Freeze A: no renewals, no writes (as if its process hung or died).
    const client = new Redis(redisUrl);
    await client.pexpire(new RedisKeys(prefix).lock(scope.ownerId, "t"), 1);
    await client.quit();
    (a as unknown as { close(): Promise<void> }).close = async () => undefined;
    const events = await followed;
    expect(last(events)).toMatchObject({ type: EventType.RUN_ERROR, code: "INCOMPLETE_STREAM", message: expect.stringContaining("interrupted") });
    expect(texts(events)).toBe("partial");
    expect(await b!.isRunning({ threadId: "t", ...scope })).toBe(false);
    expect(last(await collectRunnerEvents(await start(b!, "t", paced(["b"], 0)))).type).toBe(EventType.RUN_FINISHED);
    // A notices at its next renewal that it lost the lock: its own client ends as the log does.
    await eventually(() => seen.some(({ event }) => event.type === EventType.RUN_ERROR));
    expect(seen).toEqual(events);
    expect(texts(await collectRunnerEvents(b!.connect({ threadId: "t", ...scope })))).toBe("partialb");
    await RedisAgentRunner.prototype.close.call(a);
  });

  it("a new run on a thread whose instance died finalizes the dead run first, then starts", async () => {
    const { prefix, runners: [a, b] } = instances(2, { lockTtlMs: 5_000 });
    const stream = await start(a!, "t", hanging(), "dead");
    const seen: RunnerEvent[] = [];
    stream.subscribe((entry) => seen.push(entry));
    await eventually(() => seen.length >= 3);
    const client = new Redis(redisUrl);
    await client.del(new RedisKeys(prefix).lock(scope.ownerId, "t"));
    await client.quit();
    const next = await collectRunnerEvents(await start(b!, "t", paced(["fresh"], 0), "next"));
    expect(last(next).type).toBe(EventType.RUN_FINISHED);
    const replay = await collectRunnerEvents(b!.connect({ threadId: "t", ...scope }));
    expect(replay.map(({ event }) => event.type).filter((type) => type === EventType.RUN_ERROR || type === EventType.RUN_FINISHED)).toEqual([
      EventType.RUN_ERROR,
      EventType.RUN_FINISHED,
    ]);
    expect(texts(replay)).toBe("partialfresh");
    expect(next[0]!.id).toBeGreaterThan(seen.at(-1)!.id);
  });

  it("retention: keeps at most maxEventsPerThread stored events (whole runs), messages whole", async () => {
    const { runners: [a] } = instances(1, { retention: { maxEventsPerThread: 12 } });
    for (const text of ["one", "two", "three", "four"]) await collectRunnerEvents(await start(a!, "t", paced([text, "!"], 0)));
    const replay = await collectRunnerEvents(a!.connect({ threadId: "t", ...scope }));
    // Each run compacts to 5 events: two runs fit in 12.
    expect(texts(replay)).toBe("three!four!");
    const messages = await a!.getThreadMessages({ threadId: "t", ...scope });
    expect(messages?.map((message) => message.content)).toEqual(["one!", "two!", "three!", "four!"]);
  });

  it("retention: an idle thread expires with its log and leaves the owner's list", async () => {
    const { prefix, runners: [a] } = instances(1, { retention: { idleThreadTtlSeconds: 1 } });
    await collectRunnerEvents(await start(a!, "t", paced(["soon gone"], 0)));
    expect((await a!.listThreads(scope)).threads.map(({ id }) => id)).toEqual(["t"]);
    // Redis expires the key on its own clock: wait for that, not for a guess at it.
    await eventually(async () => (await a!.getThread({ threadId: "t", ...scope })) === undefined);
    expect(await collectRunnerEvents(a!.connect({ threadId: "t", ...scope }))).toEqual([]);
    expect((await a!.listThreads(scope)).threads).toEqual([]);
    await eventually(async () => (await keysUnder(prefix)).filter((key) => key.includes("thread:")).length === 0, 3_000);
  });

  it("watchThreads on B reports the changes made on A: runs started and ended, updates, deletions", async () => {
    const { runners: [a, b] } = instances(2);
    const changes: ThreadChange[] = [];
    const unwatch = b!.watchThreads({ ownerId: "owner", agentId: "agent" }, (change) => changes.push(change));
    const others: ThreadChange[] = [];
    b!.watchThreads({ ownerId: "someone else" }, (change) => others.push(change));
    // An update of a thread that does not exist changes nothing, but B makes it only once its
    // subscription to the owner's changes is active: from then on, A's changes reach B's watchers.
    expect(await b!.updateThread({ threadId: "no-such-thread", name: "x", ...scope })).toBeUndefined();
    expect(await b!.updateThread({ threadId: "no-such-thread", name: "x", ownerId: "someone else" })).toBeUndefined();
    await collectRunnerEvents(await start(a!, "t", paced(["x"], 0)));
    await a!.updateThread({ threadId: "t", name: "Named", ...scope });
    await a!.deleteThread({ threadId: "t", ...scope });
    await collectRunnerEvents(await start(a!, "phantom", new ScriptedAgent({ script: () => [], end: new Error("no") })));
    await eventually(() => changes.length >= 6);
    unwatch();
    expect(changes.map(({ kind, threadId, thread }) => [kind, threadId, thread?.running, thread?.name])).toEqual([
      ["run-started", "t", true, null],
      ["run-ended", "t", false, null],
      ["updated", "t", false, "Named"],
      ["deleted", "t", undefined, undefined],
      ["run-started", "phantom", true, null],
      ["deleted", "phantom", undefined, undefined],
    ]);
    expect(changes[0]).toMatchObject({ ownerId: "owner", agentId: "agent" });
    expect(others).toEqual([]);
  });
});

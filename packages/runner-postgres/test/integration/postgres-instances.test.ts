import { createServer } from "node:net";
import { EventType, type BaseEvent } from "@ag-ui/core";
import { CopilotRuntime, createCopilotRuntimeHandler, StoreUnavailableError, type RunnerEvent, type ThreadChange } from "@wingman/runtime";
import { collectRunnerEvents, numberedDeltas, ScriptedAgent } from "@wingman/runtime/testing";
import { eventually } from "@wingman/test-support/wait";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { migratePostgresSchema, PostgresAgentRunner, type PostgresAgentRunnerOptions } from "../../src/index.js";
import { startCuttableProxy } from "../support/cuttable-proxy.js";
import { dropSchema, postgresUrl, uniqueSchema } from "../support/postgres-schema.js";
import { holdRestartGateShared } from "../support/restart-gate.js";
import { hanging, last, paced, scope, start, texts } from "../support/runner-helpers.js";

const schema = uniqueSchema("instances");
holdRestartGateShared();
afterAll(() => dropSchema(schema));
const runners: PostgresAgentRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.close()));
});

/** Runner instances sharing the test file's schema, as runtime instances behind a load balancer would. */
function instances(count: number, options: Omit<PostgresAgentRunnerOptions, "connectionString" | "schema"> = {}): PostgresAgentRunner[] {
  const created = Array.from({ length: count }, () => new PostgresAgentRunner({ connectionString: postgresUrl, schema, ...options }));
  runners.push(...created);
  return created;
}

const newThread = (): string => `t-${crypto.randomUUID()}`;

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Makes the thread's lease look like that of an instance that died: expired, its holder gone. */
async function expireLease(threadId: string): Promise<void> {
  await sql(`UPDATE "${schema}".threads SET lease_expires_at = now() - interval '1 second', lease_owner = 'gone' WHERE thread_id = $1`, [
    threadId,
  ]);
}

describe("PostgresAgentRunner across instances", () => {
  it("B follows a run of A live: it receives each event while A's run is open, before A produces the next, in order", async () => {
    const [a, b] = instances(2);
    const threadId = newThread();
    // A's agent produces its next event only once B has received the previous one: a follower
    // that saw events late (when the run ends, or in large delayed batches) fails here, however busy
    // the machine. Timing itself is for benchmarks, not for tests.
    const agent = hanging();
    const produced: RunnerEvent[] = [];
    const stream = await start(a!, threadId, agent, "live");
    const direct = new Promise<void>((resolve) => stream.subscribe({ next: (entry) => void produced.push(entry), complete: resolve }));
    await eventually(() => produced.some(({ event }) => event.type === EventType.TEXT_MESSAGE_CONTENT));
    const followed: RunnerEvent[] = [];
    const following = new Promise<void>((resolve, reject) =>
      b!.connect({ threadId, ...scope }).subscribe({ next: (entry) => void followed.push(entry), complete: resolve, error: reject }),
    );
    await eventually(() => texts(followed) === "partial", 15_000);
    const { messageId } = produced.find(({ event }) => event.type === EventType.TEXT_MESSAGE_START)!.event as BaseEvent & { messageId: string };
    const deltas = numberedDeltas(30);
    for (const delta of deltas) {
      agent.emit({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta } as BaseEvent);
      await eventually(() => followed.at(-1)?.id === produced.at(-1)?.id && texts(followed).endsWith(delta), 15_000);
    }
    agent.emit({ type: EventType.TEXT_MESSAGE_END, messageId } as BaseEvent, { type: EventType.RUN_FINISHED, threadId, runId: "live" } as BaseEvent);
    agent.abortRun();
    await direct;
    await following;
    expect(texts(followed)).toBe(`partial${deltas.join("")}`);
    expect(last(followed).type).toBe(EventType.RUN_FINISHED);
    expect(followed.map(({ id }) => id)).toEqual(produced.map(({ id }) => id));
  });

  it("one run per thread across instances; B resumes after an id mid-run and stops A's run", async () => {
    const [a, b] = instances(2);
    const threadId = newThread();
    await collectRunnerEvents(await start(a!, threadId, paced(["history"], 0), "old"));
    const stream = await start(a!, threadId, hanging(), "live");
    const seen: RunnerEvent[] = [];
    const direct = new Promise<void>((resolve) => stream.subscribe({ next: (entry) => seen.push(entry), complete: resolve }));
    await eventually(() => seen.length >= 3);
    expect(await b!.isRunning({ threadId, ...scope })).toBe(true);
    const busy = await start(b!, threadId, paced(["x"], 0)).catch((error: unknown) => error);
    expect((busy as Error).name).toBe("ThreadBusyError");

    const cut = seen[1]!.id;
    const resumed: RunnerEvent[] = [];
    const resumedDone = new Promise<void>((resolve, reject) =>
      b!.connect({ threadId, after: cut, ...scope }).subscribe({ next: (entry) => resumed.push(entry), complete: resolve, error: reject }),
    );
    await eventually(() => resumed.length >= 1);
    expect(await b!.stop({ threadId, runId: "another", ...scope })).toBe(false);
    expect(await b!.stop({ threadId, runId: "live", ...scope })).toBe(true);
    expect(await b!.stop({ threadId, ...scope })).toBe(false);
    await direct;
    await resumedDone;
    expect(resumed.map(({ id }) => id)).toEqual(seen.filter(({ id }) => id > cut).map(({ id }) => id));
    expect(last(resumed)).toMatchObject({ type: EventType.RUN_FINISHED, outcome: { type: "cancelled" } });
    await eventually(async () => !(await b!.isRunning({ threadId, ...scope })));

    const next = await collectRunnerEvents(await start(b!, threadId, paced(["on B"], 0)));
    expect(last(next).type).toBe(EventType.RUN_FINISHED);
    const replay = await collectRunnerEvents(a!.connect({ threadId, ...scope }));
    expect(texts(replay)).toBe("historypartialon B");
    expect(replay.filter(({ event }) => event.type === EventType.RUN_STARTED)).toHaveLength(3);
  });

  it("an instance that stops renewing loses the run: another finalizes it; its late writes are fenced and its clients see the store", async () => {
    // The test takes the lease itself (expireLease): A must keep it until then however loaded the
    // machine. With 300 ms leases, a busy CI run (stop 34) saw A's renewals come late, B take the
    // run over before A's client had its first five events, and the wait below time out.
    const [b] = instances(1, { leaseMs: 2_000 });
    const a = new PostgresAgentRunner({ connectionString: postgresUrl, schema, leaseMs: 2_000 });
    const threadId = newThread();
    const stream = await start(a, threadId, paced(numberedDeltas(10_000), 3), "doomed");
    const seen: RunnerEvent[] = [];
    let ended = false;
    const direct = new Promise<void>((resolve, reject) =>
      stream.subscribe({
        next: (entry) => seen.push(entry),
        complete: () => {
          ended = true;
          resolve();
        },
        error: reject,
      }),
    );
    await eventually(() => seen.length >= 5 || ended);
    expect(ended, `A's run ended before the test took its lease: ${seen.map(({ event }) => event.type).join(", ")}`).toBe(false);
    // As if A had hung past its lease: expired, and no longer A's to renew (a live A renews every ~670 ms).
    await expireLease(threadId);
    await eventually(async () => !(await b!.isRunning({ threadId, ...scope })));
    await direct;
    // A's own client ends exactly as the store has it: every id once, the stored terminal.
    const stored = await collectRunnerEvents(b!.connect({ threadId, after: seen[0]!.id, ...scope }));
    expect(last(seen)).toMatchObject({ type: EventType.RUN_ERROR, code: "INCOMPLETE_STREAM" });
    expect(texts(seen.filter(({ id }) => id > seen[0]!.id))).toBe(texts(stored));
    expect(seen.at(-1)!.id).toBe(stored.at(-1)!.id);
    const ids = seen.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    // Nothing A wrote after losing the lease is in the log: the stored run ends where B finalized it.
    const rows = await sql<{ n: string }>(`SELECT count(*) AS n FROM "${schema}".live_events WHERE thread_id = $1 AND last_id > $2`, [
      threadId,
      stored.at(-1)!.id,
    ]);
    expect(Number(rows[0]!.n)).toBe(0);
    expect(last(await collectRunnerEvents(await start(b!, threadId, paced(["b"], 0))))!.type).toBe(EventType.RUN_FINISHED);
    await a.close();
  });

  it("a new run on a thread whose instance died finalizes the dead run first, then starts", async () => {
    const [a, b] = instances(2, { leaseMs: 5_000 });
    const threadId = newThread();
    const stream = await start(a!, threadId, hanging(), "dead");
    const seen: RunnerEvent[] = [];
    stream.subscribe((entry) => seen.push(entry));
    await eventually(() => seen.length >= 3);
    await expireLease(threadId);
    const next = await collectRunnerEvents(await start(b!, threadId, paced(["fresh"], 0), "next"));
    expect(last(next).type).toBe(EventType.RUN_FINISHED);
    const replay = await collectRunnerEvents(b!.connect({ threadId, ...scope }));
    expect(replay.map(({ event }) => event.type).filter((type) => type === EventType.RUN_ERROR || type === EventType.RUN_FINISHED)).toEqual([
      EventType.RUN_ERROR,
      EventType.RUN_FINISHED,
    ]);
    expect(texts(replay)).toBe("partialfresh");
    expect(next[0]!.id).toBeGreaterThan(seen.at(-1)!.id);
  });

  it("lists an owner's threads newest first, paged, from any instance", async () => {
    const [a, b] = instances(2);
    const owner = { ownerId: `lister-${crypto.randomUUID()}` };
    const ids = ["t1", "t2", "t3", "t4", "t5"].map((id) => `${id}-${crypto.randomUUID()}`);
    for (const threadId of ids) {
      const runner = threadId.startsWith("t3") ? b! : a!;
      const agent = paced(["x"], 0);
      await collectRunnerEvents(await runner.run({ threadId, agentId: "agent", agent, input: { threadId, runId: threadId, messages: [], tools: [], context: [], state: {} }, ...owner }));
    }
    await a!.updateThread({ threadId: ids[1]!, archived: true, ...owner });
    const first = await b!.listThreads({ ...owner, limit: 2 });
    expect(first.threads.map(({ id }) => id)).toEqual([ids[4], ids[3]]);
    const second = await b!.listThreads({ ...owner, limit: 2, cursor: first.nextCursor! });
    expect(second.threads.map(({ id }) => id)).toEqual([ids[2], ids[0]]);
    expect(second.nextCursor).toBeNull();
  });

  it("retention: keeps at most maxEventsPerThread stored events (whole runs), messages whole", async () => {
    const [a] = instances(1, { retention: { maxEventsPerThread: 12 } });
    const threadId = newThread();
    for (const text of ["one", "two", "three", "four"]) await collectRunnerEvents(await start(a!, threadId, paced([text, "!"], 0)));
    const replay = await collectRunnerEvents(a!.connect({ threadId, ...scope }));
    // Each run compacts to 5 events: two runs fit in 12.
    expect(texts(replay)).toBe("three!four!");
    const messages = await a!.getThreadMessages({ threadId, ...scope });
    expect(messages?.map((message) => message.content)).toEqual(["one!", "two!", "three!", "four!"]);
  });

  it("retention: a thread idle past idleThreadTtlSeconds is deleted with its log by the sweep", async () => {
    const [a] = instances(1, { retention: { idleThreadTtlSeconds: 1 } });
    const threadId = newThread();
    await collectRunnerEvents(await start(a!, threadId, paced(["soon gone"], 0)));
    const kept = newThread();
    const changes: ThreadChange[] = [];
    a!.watchThreads(scope, (change) => changes.push(change));
    await eventually(async () => (await a!.getThread({ threadId, ...scope })) === undefined, 10_000);
    expect(await collectRunnerEvents(a!.connect({ threadId, ...scope }))).toEqual([]);
    const rows = await sql<{ n: string }>(`SELECT count(*) AS n FROM "${schema}".runs WHERE thread_id = $1`, [threadId]);
    expect(Number(rows[0]!.n)).toBe(0);
    await eventually(() => changes.some((change) => change.kind === "deleted" && change.threadId === threadId));
    // A running thread is never idle.
    const stream = await start(a!, kept, hanging());
    const events = collectRunnerEvents(stream);
    await a!.sweep();
    expect(await a!.isRunning({ threadId: kept, ...scope })).toBe(true);
    await a!.stop({ threadId: kept, ...scope });
    await events;
  });

  it("watchThreads on B reports the changes made on A: runs started and ended, updates, deletions", async () => {
    const [a, b] = instances(2);
    const owner = `watcher-${crypto.randomUUID()}`;
    const changes: ThreadChange[] = [];
    const unwatch = b!.watchThreads({ ownerId: owner, agentId: "agent" }, (change) => changes.push(change));
    await b!.listThreads({ ownerId: owner });
    const run = async (threadId: string, agent: ScriptedAgent) =>
      collectRunnerEvents(await a!.run({ threadId, agentId: "agent", agent, input: { threadId, runId: crypto.randomUUID(), messages: [], tools: [], context: [] }, ownerId: owner }));
    await run("t", paced(["x"], 0));
    await a!.updateThread({ threadId: "t", name: "Named", ownerId: owner });
    await a!.deleteThread({ threadId: "t", ownerId: owner });
    await run("phantom", new ScriptedAgent({ script: () => [], end: new Error("no") }));
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
  });
});

describe("PostgresAgentRunner schema", () => {
  it("with migrate: false, refuses a schema that is not migrated; migratePostgresSchema brings it up once", async () => {
    const fresh = uniqueSchema("migrate");
    try {
      const runner = new PostgresAgentRunner({ connectionString: postgresUrl, schema: fresh, migrate: false });
      runners.push(runner);
      await expect(runner.listThreads(scope)).rejects.toThrow(/version 0, expected 2: run migrate\(\) first/);
      const pool = new pg.Pool({ connectionString: postgresUrl });
      try {
        expect(await Promise.all([migratePostgresSchema(pool, fresh), migratePostgresSchema(pool, fresh)])).toEqual([2, 2]);
      } finally {
        await pool.end();
      }
      expect((await runner.listThreads(scope)).threads).toEqual([]);
      const versions = await sql<{ version: number }>(`SELECT version FROM "${fresh}".wingman_migrations ORDER BY version`);
      expect(versions).toEqual([{ version: 1 }, { version: 2 }]);
    } finally {
      await dropSchema(fresh);
    }
  });

  it("refuses a schema newer than it knows", async () => {
    const fresh = uniqueSchema("newer");
    try {
      const runner = new PostgresAgentRunner({ connectionString: postgresUrl, schema: fresh });
      runners.push(runner);
      await runner.migrate();
      await sql(`INSERT INTO "${fresh}".wingman_migrations (version) VALUES (99)`);
      await expect(runner.migrate()).rejects.toThrow(/version 99; this version knows 2/);
    } finally {
      await dropSchema(fresh);
    }
  });
});

describe("PostgresAgentRunner cut off from its database", () => {
  it("a run whose instance loses the database past its lease: its client gets an error, another instance finalizes it from what was stored, and the instance works again once reconnected", async () => {
    const proxy = await startCuttableProxy();
    try {
      const a = new PostgresAgentRunner({ connectionString: `postgres://postgres@127.0.0.1:${proxy.port}/test`, schema, leaseMs: 1_000 });
      runners.push(a);
      const [b] = instances(1, { leaseMs: 1_000 });
      const threadId = newThread();
      const stream = await start(a, threadId, paced(numberedDeltas(100_000), 3), "cut");
      const seen: RunnerEvent[] = [];
      const ended = new Promise<unknown>((resolve) => stream.subscribe({ next: (entry) => seen.push(entry), error: resolve, complete: () => resolve(undefined) }));
      await eventually(() => seen.length >= 10);
      await proxy.cut();
      const error = await ended;
      expect(String((error as Error | undefined)?.message)).toMatch(/PostgreSQL did not answer before the run's lease ran out/);
      // Every event A's client saw is stored; B finalized the run after it with RUN_ERROR.
      await eventually(async () => !(await b!.isRunning({ threadId, ...scope })), 10_000);
      const stored = await collectRunnerEvents(b!.connect({ threadId, ...scope }));
      expect(texts(stored).startsWith(texts(seen))).toBe(true);
      expect(stored.at(-1)!.event).toMatchObject({ type: EventType.RUN_ERROR, code: "INCOMPLETE_STREAM" });
      expect(stored.at(-1)!.id).toBeGreaterThan(seen.at(-1)!.id);
      const rest = await collectRunnerEvents(b!.connect({ threadId, after: seen.at(-1)!.id, ...scope }));
      expect(rest.at(-1)!.event.type).toBe(EventType.RUN_ERROR);

      await proxy.restore();
      const again = newThread();
      await eventually(async () => {
        try {
          return last(await collectRunnerEvents(await start(a, again, paced(["back"], 0)))).type === EventType.RUN_FINISHED;
        } catch {
          return false;
        }
      }, 15_000);
      expect(texts(await collectRunnerEvents(b!.connect({ threadId: again, ...scope })))).toBe("back");
    } finally {
      await proxy.close();
    }
  });
});

describe("PostgresAgentRunner without a database", () => {
  it("answers every call with a clear error, quickly, and works once the database is reachable", async () => {
    const port = await closedPort();
    const runner = new PostgresAgentRunner({ connectionString: `postgres://postgres@127.0.0.1:${port}/test`, schema, connectionTimeoutMs: 500 });
    runners.push(runner);
    const error = await start(runner, newThread(), paced(["x"], 0)).catch((caught: unknown) => caught);
    // StoreUnavailableError: the HTTP layer answers 503 with Retry-After (tested below over HTTP).
    expect(StoreUnavailableError.isInstance(error)).toBe(true);
    expect(String((error as Error).message)).toMatch(/ECONNREFUSED|connect/);
    await expect(runner.listThreads(scope)).rejects.toSatisfy(StoreUnavailableError.isInstance);
    await expect(collectRunnerEvents(runner.connect({ threadId: "t", ...scope }))).rejects.toSatisfy(StoreUnavailableError.isInstance);
  });

  it("makes the runtime answer 503 with Retry-After, while /info still answers", async () => {
    const port = await closedPort();
    const runner = new PostgresAgentRunner({ connectionString: `postgres://postgres@127.0.0.1:${port}/test`, schema, connectionTimeoutMs: 500 });
    runners.push(runner);
    const handler = createCopilotRuntimeHandler({ runtime: new CopilotRuntime({ agents: { default: paced(["x"], 0) }, runner }), basePath: "/api" });
    const info = await handler(new Request("http://test/api/info"));
    expect(info.status).toBe(200);
    const run = await handler(
      new Request("http://test/api/agent/default/run", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ threadId: newThread(), runId: "r", messages: [], tools: [], context: [], state: {}, forwardedProps: {} }),
      }),
    );
    expect(run.status).toBe(503);
    expect(run.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await run.json()) as { error: string }).error).toBe("store_unavailable");
  });
});

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EventType } from "@ag-ui/core";
import type { RunnerEvent } from "@wingman/runtime";
import { collectRunnerEvents, createRunInput, ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import Database from "better-sqlite3";
import { eventually } from "@wingman/test-support/wait";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteAgentRunner } from "./sqlite-agent-runner.js";

const directory = mkdtempSync(join(tmpdir(), "wingman-sqlite-migration-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The DDL of schema version 1 (thread ids global), as the previous release created files. */
const version1Ddl = `
    CREATE TABLE IF NOT EXISTS wingman_schema (version INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS wingman_threads (
      id TEXT PRIMARY KEY,
      owner_id TEXT NOT NULL,
      agent_id TEXT NOT NULL,
      name TEXT,
      archived INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      last_run_at INTEGER,
      activity INTEGER NOT NULL,
      next_event_id INTEGER NOT NULL DEFAULT 1,
      messages TEXT NOT NULL DEFAULT '[]',
      state TEXT,
      run_id TEXT,
      run_first_id INTEGER,
      run_input TEXT,
      run_created_thread INTEGER,
      run_instance TEXT,
      run_pid INTEGER,
      run_host TEXT,
      lease_until INTEGER,
      stop_requested INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS wingman_threads_by_owner ON wingman_threads (owner_id, activity);
    CREATE INDEX IF NOT EXISTS wingman_threads_by_activity ON wingman_threads (activity);
    CREATE INDEX IF NOT EXISTS wingman_threads_running ON wingman_threads (run_instance) WHERE run_id IS NOT NULL;
    CREATE TABLE IF NOT EXISTS wingman_runs (
      thread_id TEXT NOT NULL,
      last_id INTEGER NOT NULL,
      first_id INTEGER NOT NULL,
      run_id TEXT NOT NULL,
      events TEXT NOT NULL,
      boundaries TEXT,
      PRIMARY KEY (thread_id, last_id)
    );
    CREATE TABLE IF NOT EXISTS wingman_live_events (
      thread_id TEXT NOT NULL,
      id INTEGER NOT NULL,
      first_id INTEGER NOT NULL,
      events TEXT NOT NULL,
      PRIMARY KEY (thread_id, id)
    );
`;

async function runText(runner: SqliteAgentRunner, ownerId: string, threadId: string, deltas: readonly string[]): Promise<RunnerEvent[]> {
  const agent = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas }) });
  const input = createRunInput({ threadId, messages: [{ id: `q-${crypto.randomUUID()}`, role: "user", content: deltas.join("") }] });
  return collectRunnerEvents(await runner.run({ threadId, ownerId, agentId: "agent", agent, input }));
}

function texts(events: readonly RunnerEvent[]): string {
  return events.flatMap(({ event }) => (event.type === EventType.TEXT_MESSAGE_CONTENT ? [String(event.delta)] : [])).join("");
}

/** A file in the version 1 layout holding the threads a current runner stored in `source`. */
function createVersion1File(source: string): string {
  const path = join(directory, `v1-${crypto.randomUUID()}.db`);
  const db = new Database(path);
  db.exec(version1Ddl);
  db.prepare("INSERT INTO wingman_schema (version) VALUES (1)").run();
  db.prepare("ATTACH DATABASE ? AS source").run(source);
  const columns =
    "id, owner_id, agent_id, name, archived, created_at, updated_at, last_run_at, activity, next_event_id, messages, state, " +
    "run_id, run_first_id, run_input, run_created_thread, run_instance, run_pid, run_host, lease_until, stop_requested";
  db.exec(`
    INSERT INTO wingman_threads (${columns}) SELECT ${columns} FROM source.wingman_threads;
    INSERT INTO wingman_runs (thread_id, last_id, first_id, run_id, events, boundaries)
      SELECT thread_id, last_id, first_id, run_id, events, boundaries FROM source.wingman_runs;
    INSERT INTO wingman_live_events (thread_id, id, first_id, events)
      SELECT thread_id, id, first_id, events FROM source.wingman_live_events;
    INSERT INTO wingman_live_events (thread_id, id, first_id, events) VALUES ('t2', 99, 99, '[]');
    DETACH DATABASE source;
  `);
  db.close();
  return path;
}

describe("SqliteAgentRunner schema migration", () => {
  it("opens a version 1 file: every thread keeps its owner, runs, messages and metadata, and ids become owner-scoped", async () => {
    const source = join(directory, `source-${crypto.randomUUID()}.db`);
    const writer = new SqliteAgentRunner({ path: source });
    const first = await runText(writer, "alice", "t1", ["one"]);
    const second = await runText(writer, "alice", "t1", ["two"]);
    await runText(writer, "bob", "t2", ["bob's"]);
    await writer.updateThread({ ownerId: "bob", threadId: "t2", name: "Bob's thread", archived: true });
    const messages = await writer.getThreadMessages({ ownerId: "alice", threadId: "t1" });
    await writer.close();

    const path = createVersion1File(source);
    const runner = new SqliteAgentRunner({ path });
    expect(await runner.getThread({ ownerId: "alice", threadId: "t1" })).toMatchObject({ id: "t1", ownerId: "alice", running: false });
    expect(await runner.getThread({ ownerId: "bob", threadId: "t2" })).toMatchObject({ name: "Bob's thread", archived: true });
    expect(await runner.getThread({ ownerId: "bob", threadId: "t1" })).toBeUndefined();
    expect(await runner.getThreadMessages({ ownerId: "alice", threadId: "t1" })).toEqual(messages);
    expect((await runner.listThreads({ ownerId: "bob", includeArchived: true })).threads.map(({ id }) => id)).toEqual(["t2"]);
    const replay = await collectRunnerEvents(runner.connect({ ownerId: "alice", threadId: "t1" }));
    expect(texts(replay)).toBe("onetwo");
    const resumed = await collectRunnerEvents(runner.connect({ ownerId: "alice", threadId: "t1", after: first.at(-1)!.id }));
    expect(texts(resumed)).toBe("two");

    // The same id is now another owner's own thread, and the old one goes on numbering its events.
    expect(texts(await runText(runner, "carol", "t1", ["carol's"]))).toBe("carol's");
    const third = await runText(runner, "alice", "t1", ["three"]);
    expect(third[0]!.id).toBe(second.at(-1)!.id + 1);
    expect(texts(await collectRunnerEvents(runner.connect({ ownerId: "alice", threadId: "t1" })))).toBe("onetwothree");
    expect(await runner.countThreads({ ownerId: "alice" })).toBe(1);
    await runner.close();

    const db = new Database(path, { readonly: true });
    expect(db.pragma("user_version", { simple: true })).toBe(2);
    expect(db.prepare("SELECT version FROM wingman_schema").pluck().all()).toEqual([2]);
    expect(db.prepare("SELECT owner_id, thread_id FROM wingman_live_events").all()).toEqual([{ owner_id: "bob", thread_id: "t2" }]);
    db.close();

    // Opening it again changes nothing.
    const reopened = new SqliteAgentRunner({ path });
    expect(texts(await collectRunnerEvents(reopened.connect({ ownerId: "carol", threadId: "t1" })))).toBe("carol's");
    await reopened.close();
  });

  it("finalizes a run a dead process left in flight in a version 1 file, then takes new runs", async () => {
    const source = join(directory, `source-${crypto.randomUUID()}.db`);
    const writer = new SqliteAgentRunner({ path: source });
    const agent = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["left ", "open"], openMessage: true }), end: "wait-for-abort" });
    const stream = await writer.run({ threadId: "t", ownerId: "alice", agentId: "agent", agent, input: createRunInput({ threadId: "t" }) });
    const seen: RunnerEvent[] = [];
    const subscription = stream.subscribe((entry) => void seen.push(entry));
    await eventually(() => seen.length === 4);
    // Copied while the run is in flight: as if its process died now, its lease long expired.
    const path = createVersion1File(source);
    subscription.unsubscribe();
    await writer.close();
    const db = new Database(path);
    db.prepare("UPDATE wingman_threads SET lease_until = 0").run();
    db.close();

    const runner = new SqliteAgentRunner({ path });
    expect(await runner.isRunning({ ownerId: "alice", threadId: "t" })).toBe(false);
    const replay = await collectRunnerEvents(runner.connect({ ownerId: "alice", threadId: "t" }));
    expect(texts(replay)).toBe("left open");
    expect(replay.at(-1)!.event).toMatchObject({ type: EventType.RUN_ERROR });
    expect(texts(await runText(runner, "alice", "t", ["again"]))).toBe("again");
    await runner.close();
  });

  it("refuses a file from a newer version", () => {
    const path = join(directory, `future-${crypto.randomUUID()}.db`);
    const db = new Database(path);
    db.pragma("user_version = 3");
    db.close();
    expect(() => new SqliteAgentRunner({ path })).toThrow("schema version 3");
  });
});

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { EventType, type BaseEvent } from "@ag-ui/core";
import type { RunnerEvent } from "@wingman/runtime";
import { collectRunnerEvents, createRunInput, numberedDeltas, ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { spawnTsChild, type TsChild } from "@wingman/test-support/ts-child";
import type { Observable } from "rxjs";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { SqliteAgentRunner } from "../../src/index.js";

const directory = mkdtempSync(join(tmpdir(), "wingman-sqlite-restart-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const childScript = fileURLToPath(new URL("../fixtures/run-in-child.ts", import.meta.url));

const scope = { ownerId: "owner" };
const open: SqliteAgentRunner[] = [];
const children: TsChild[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) await child.kill();
  for (const runner of open.splice(0)) await runner.close();
});

function openRunner(path: string, leaseMs?: number): SqliteAgentRunner {
  const runner = new SqliteAgentRunner({ path, ...(leaseMs !== undefined && { leaseMs }) });
  open.push(runner);
  return runner;
}

/** A process's state letter from /proc ("T": stopped). */
function processState(pid: number): string {
  return readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /s, "")[0]!;
}

function newPath(): string {
  return join(directory, `${crypto.randomUUID()}.db`);
}

async function runText(runner: SqliteAgentRunner, threadId: string, deltas: readonly string[], runId?: string): Promise<RunnerEvent[]> {
  const agent = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas }) });
  const input = createRunInput({ threadId, ...(runId !== undefined && { runId }), messages: [{ id: `q-${runId ?? "x"}`, role: "user", content: "?" }] });
  return collectRunnerEvents(await runner.run({ threadId, agentId: "agent", agent, input, ...scope }));
}

/**
 * Follows a stream: `received(n)` resolves once n events arrived (a connect that delivered its
 * first event is live), `all` with every event once it completes. Waiting on these, not on sleeps,
 * keeps the tests right however slow the machine.
 */
function follow(events: Observable<RunnerEvent>): { seen: RunnerEvent[]; received(count: number): Promise<void>; all: Promise<RunnerEvent[]> } {
  const seen: RunnerEvent[] = [];
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const all = new Promise<RunnerEvent[]>((resolve, reject) =>
    events.subscribe({
      next: (event) => {
        seen.push(event);
        for (const waiter of waiting.filter(({ count }) => seen.length >= count)) waiter.resolve();
      },
      error: reject,
      complete: () => resolve(seen),
    }),
  );
  const received = (count: number) =>
    seen.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve }));
  return { seen, received, all };
}

function texts(events: readonly RunnerEvent[]): string {
  return events
    .filter(({ event }) => event.type === EventType.TEXT_MESSAGE_CONTENT)
    .map(({ event }) => String(event.delta))
    .join("");
}

function types(events: readonly RunnerEvent[]): string[] {
  return events.map(({ event }) => event.type);
}

function last(events: readonly RunnerEvent[]): BaseEvent {
  return events[events.length - 1]!.event;
}

// Child processes take tens of seconds to start when the machine is busy: generous per-test bounds.
describe("SqliteAgentRunner durability", { timeout: 180_000 }, () => {
  it("keeps threads, runs, messages and metadata across close and reopen", async () => {
    const path = newPath();
    const first = openRunner(path);
    const live = await runText(first, "t", numberedDeltas(200), "r1");
    await first.updateThread({ threadId: "t", name: "Kept", ...scope });
    await first.close();

    const second = openRunner(path);
    const replay = await collectRunnerEvents(second.connect({ threadId: "t", ...scope }));
    expect(replay.length).toBeLessThanOrEqual(6);
    expect(texts(replay)).toBe(numberedDeltas(200).join(""));
    expect(replay.at(-1)!.id).toBe(live.at(-1)!.id);
    const cut = live[50]!.id;
    expect(texts(await collectRunnerEvents(second.connect({ threadId: "t", after: cut, ...scope })))).toBe(texts(live.filter(({ id }) => id > cut)));
    expect(await second.getThread({ threadId: "t", ...scope })).toMatchObject({ name: "Kept", running: false, agentId: "agent" });
    expect((await second.getThreadMessages({ threadId: "t", ...scope }))?.map(({ id }) => id)).toEqual(["q-r1", "r1-reply"]);
    const next = await runText(second, "t", ["more"], "r2");
    expect(next[0]!.id).toBe(live.at(-1)!.id + 1);
    expect((await second.listThreads(scope)).threads.map(({ id }) => id)).toEqual(["t"]);
  });

  it("close() mid-run ends the run with RUN_ERROR; the reopened file has it stored and takes new runs", async () => {
    const path = newPath();
    const first = openRunner(path);
    const agent = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: numberedDeltas(10_000) }), delayMs: 2 });
    const stream = await first.run({ threadId: "t", agentId: "agent", agent, input: createRunInput({ threadId: "t", runId: "cut" }), ...scope });
    const { seen, received, all } = follow(stream);
    await received(8);
    await first.close();
    await all;
    expect(last(seen)).toMatchObject({ type: EventType.RUN_ERROR, message: "The runner was closed" });

    const second = openRunner(path);
    expect(await second.isRunning({ threadId: "t", ...scope })).toBe(false);
    const replay = await collectRunnerEvents(second.connect({ threadId: "t", ...scope }));
    expect(types(replay)).toEqual([EventType.RUN_STARTED, EventType.TEXT_MESSAGE_START, EventType.TEXT_MESSAGE_CONTENT, EventType.TEXT_MESSAGE_END, EventType.RUN_ERROR]);
    expect(replay.at(-1)!.id).toBe(seen.at(-1)!.id);
    expect(texts(replay)).toBe(texts(seen));
    expect(last(await runText(second, "t", ["next"], "after")).type).toBe(EventType.RUN_FINISHED);
  });

  it("a process killed with SIGKILL mid-run: a new runner on the file finalizes the run as an error and takes a new run", async () => {
    const path = newPath();
    const child = spawnTsChild(childScript, [path, "t"]);
    children.push(child);
    const seenId = Number(await child.line("events "));
    await child.kill();

    const runner = openRunner(path);
    expect(await runner.isRunning({ threadId: "t", ...scope })).toBe(false);
    const replay = await collectRunnerEvents(runner.connect({ threadId: "t", ...scope }));
    expect(types(replay)).toEqual([EventType.RUN_STARTED, EventType.TEXT_MESSAGE_START, EventType.TEXT_MESSAGE_CONTENT, EventType.TEXT_MESSAGE_END, EventType.RUN_ERROR]);
    expect(last(replay)).toMatchObject({ code: "INCOMPLETE_STREAM", message: expect.stringContaining("interrupted") });
    // Every event the child's client saw is in the log, and the closers come after it.
    expect(replay[2]!.id).toBeGreaterThanOrEqual(seenId);
    expect(texts(replay).startsWith("0 1 2 3 4 5 6 ")).toBe(true);
    const resumed = await collectRunnerEvents(runner.connect({ threadId: "t", after: seenId, ...scope }));
    expect(resumed.every(({ id }) => id > seenId)).toBe(true);
    expect(last(resumed).type).toBe(EventType.RUN_ERROR);

    const messages = await runner.getThreadMessages({ threadId: "t", ...scope });
    expect(messages?.map(({ id }) => id)).toEqual(["child-question", "child-run-reply"]);
    const next = await runText(runner, "t", ["fresh"], "next");
    expect(last(next).type).toBe(EventType.RUN_FINISHED);
    expect(next[0]!.id).toBe(replay.at(-1)!.id + 1);
  });

  it("follows another process's run live, stops it from here, and finalizes it when that process is killed", async () => {
    const path = newPath();
    const child = spawnTsChild(childScript, [path, "t"]);
    children.push(child);
    await child.line("events ");
    const runner = openRunner(path);
    expect(await runner.isRunning({ threadId: "t", ...scope })).toBe(true);
    const busy = await runner
      .run({ threadId: "t", agentId: "agent", agent: new ScriptedAgent({ script: textRunEvents }), input: createRunInput({ threadId: "t" }), ...scope })
      .catch((error: unknown) => error);
    expect((busy as Error).name).toBe("ThreadBusyError");

    const followed = follow(runner.connect({ threadId: "t", ...scope }));
    await followed.received(1);
    expect(await runner.stop({ threadId: "t", ...scope })).toBe(true);
    await child.line("finished");
    const events = await followed.all;
    expect(types(events).slice(-2)).toEqual([EventType.TEXT_MESSAGE_END, EventType.RUN_FINISHED]);
    expect(texts(events)).toBe(texts(await collectRunnerEvents(runner.connect({ threadId: "t", ...scope }))));
    await child.kill();

    const second = spawnTsChild(childScript, [path, "u"]);
    children.push(second);
    await second.line("events ");
    const following = follow(runner.connect({ threadId: "u", ...scope }));
    await following.received(1);
    await second.kill();
    const cut = await following.all;
    expect(last(cut)).toMatchObject({ type: EventType.RUN_ERROR, code: "INCOMPLETE_STREAM" });
    expect(await runner.isRunning({ threadId: "u", ...scope })).toBe(false);
  });

  it("a hung process loses its run when its lease expires; its late writes are fenced off", async () => {
    const path = newPath();
    // A 3 s lease: this process must see the run still held after the child stopped (it last renewed
    // up to a third of the lease before). With 300 ms, waiting for the stop and opening the file took
    // longer than that on a slow machine, and the run was gone before the first check.
    const child = spawnTsChild(childScript, [path, "t", "3000", "stop"]);
    children.push(child);
    // Starting a TypeScript child takes seconds on a busy machine. It stops itself after the line.
    await child.line("events ", 90_000);
    await vi.waitFor(() => expect(processState(child.process.pid!)).toBe("T"), { timeout: 30_000, interval: 20 });
    const runner = openRunner(path);
    expect(await runner.isRunning({ threadId: "t", ...scope })).toBe(true);
    await vi.waitFor(async () => expect(await runner.isRunning({ threadId: "t", ...scope })).toBe(false), { timeout: 30_000, interval: 20 });
    const replay = await collectRunnerEvents(runner.connect({ threadId: "t", ...scope }));
    expect(last(replay)).toMatchObject({ type: EventType.RUN_ERROR, code: "INCOMPLETE_STREAM" });
    const next = collectRunnerEvents(
      await runner.run({
        threadId: "t",
        agentId: "agent",
        agent: new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: numberedDeltas(50) }), delayMs: 2 }),
        input: createRunInput({ threadId: "t", runId: "taken-over" }),
        ...scope,
      }),
    );
    child.process.kill("SIGCONT");
    // The child's own client ends as the log does: with the terminal this process stored.
    expect(await child.line("error ", 30_000)).toBe(String(last(replay).message));
    expect(last(await next).type).toBe(EventType.RUN_FINISHED);
    const after = await collectRunnerEvents(runner.connect({ threadId: "t", ...scope }));
    expect(types(after).filter((type) => type === EventType.RUN_STARTED)).toHaveLength(2);
    expect(texts(after).endsWith(numberedDeltas(50).join(""))).toBe(true);
  }, 180_000);
});

import { EventType } from "@ag-ui/core";
import { firstValueFrom, map } from "rxjs";
import { expect, it } from "vitest";
import { ThreadBusyError } from "../../runner/runner-errors.js";
import { collectRunnerEvents } from "../collect-runner-events.js";
import { ScriptedAgent } from "../scripted-agent.js";
import { numberedDeltas, textRunEvents } from "../text-run-events.js";
import type { RunnerEvent } from "../../runner/agent-runner.js";
import { hasIncreasingIds, isTerminal, textsOf, eventsOf, typesOf, userMessage, type ConformanceContext } from "./conformance-context.js";

export function registerRunTests(context: ConformanceContext): void {
  it("run streams every event of the run with increasing ids, ending with its terminal", async () => {
    const threadId = context.newThreadId();
    const events = await context.runText(threadId, ["Hel", "lo"]);
    expect(typesOf(events)).toEqual([
      EventType.RUN_STARTED,
      EventType.TEXT_MESSAGE_START,
      EventType.TEXT_MESSAGE_CONTENT,
      EventType.TEXT_MESSAGE_CONTENT,
      EventType.TEXT_MESSAGE_END,
      EventType.RUN_FINISHED,
    ]);
    expect(hasIncreasingIds(events)).toBe(true);
    expect([...textsOf(eventsOf(events)).values()]).toEqual(["Hello"]);
  });

  it("ids keep increasing across the runs of a thread", async () => {
    const threadId = context.newThreadId();
    const first = await context.runText(threadId, ["a"]);
    const second = await context.runText(threadId, ["b"]);
    expect(hasIncreasingIds([...first, ...second])).toBe(true);
  });

  it("a second run on a busy thread rejects with ThreadBusyError and never starts", async () => {
    const threadId = context.newThreadId();
    const first = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, openMessage: true }), end: "wait-for-abort" });
    const stream = await context.start(threadId, first);
    const second = new ScriptedAgent({ script: (input) => textRunEvents(input) });
    const rejection = await context.start(threadId, second).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(ThreadBusyError.isInstance(rejection)).toBe(true);
    expect(await context.runner.isRunning({ threadId, ownerId: context.ownerId })).toBe(true);
    await context.runner.stop({ threadId, ownerId: context.ownerId });
    await collectRunnerEvents(stream);
    // Checked once the first run is over, so an agent started late would be counted too.
    expect(second.inputs).toHaveLength(0);
  });

  it("of two runs started at once on one thread, exactly one starts and the other is busy", async () => {
    const threadId = context.newThreadId();
    const agents = [0, 1].map(
      () => new ScriptedAgent({ script: (input) => textRunEvents({ ...input, openMessage: true }), end: "wait-for-abort" }),
    );
    const results = await Promise.allSettled(agents.map((agent) => context.start(threadId, agent)));
    const streams = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    const reasons = results.flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
    expect(streams).toHaveLength(1);
    expect(reasons).toHaveLength(1);
    expect(ThreadBusyError.isInstance(reasons[0])).toBe(true);
    await context.runner.stop({ threadId, ownerId: context.ownerId });
    await collectRunnerEvents(streams[0]!);
    // Checked once the run is over, so an agent started late would be counted too.
    expect(agents[0]!.inputs.length + agents[1]!.inputs.length).toBe(1);
  });

  it("concurrent runs on different threads stay apart, each with its own ids", async () => {
    const threadIds = [0, 1, 2, 3].map(() => context.newThreadId());
    const streams = await Promise.all(
      threadIds.map((threadId, index) =>
        context.start(
          threadId,
          new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: numberedDeltas(10 + index) }), delayMs: 1 + index }),
        ),
      ),
    );
    const results = await Promise.all(streams.map((stream) => collectRunnerEvents(stream)));
    results.forEach((events, index) => {
      expect(hasIncreasingIds(events)).toBe(true);
      expect([...textsOf(eventsOf(events)).values()]).toEqual([numberedDeltas(10 + index).join("")]);
      expect(events.every(({ event }) => event.type !== EventType.RUN_STARTED || event.threadId === threadIds[index])).toBe(true);
    });
  });

  it("the run starts without a subscriber and outlives an unsubscribe, and is stored", async () => {
    const threadId = context.newThreadId();
    const deltas = numberedDeltas(10);
    const agent = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas }), delayMs: 3 });
    const stream = await context.start(threadId, agent);
    const first = await firstValueFrom(stream);
    expect(first.event.type).toBe(EventType.RUN_STARTED);
    await context.waitUntilIdle(threadId);
    const replay = await context.connect(threadId);
    expect(isTerminal(replay[replay.length - 1]!.event)).toBe(true);
    expect([...textsOf(eventsOf(replay)).values()]).toEqual([deltas.join("")]);
  });

  it("a late subscriber to the run's stream still receives it from the start", async () => {
    const threadId = context.newThreadId();
    const stream = await context.start(threadId, new ScriptedAgent({ script: (input) => textRunEvents(input) }));
    await context.waitUntilIdle(threadId);
    const events = await collectRunnerEvents(stream);
    expect(events[0]!.event.type).toBe(EventType.RUN_STARTED);
    expect(events[events.length - 1]!.event.type).toBe(EventType.RUN_FINISHED);
  });

  it("a run's terminal event reaches its subscribers only once the thread is free and the run stored", async () => {
    // The agent sends its whole run, RUN_FINISHED included, and completes only when told: until then
    // the run is not over (not stored, thread busy), so its subscribers must not see it end.
    const threadId = context.newThreadId();
    const request = { threadId, ownerId: context.ownerId };
    const agent = new ScriptedAgent({ script: (input) => textRunEvents(input), end: "wait-for-abort" });
    const stream = await context.start(threadId, agent);
    const seen: string[] = [];
    let runningAtEnd: Promise<boolean> | undefined;
    let storedAtEnd: Promise<RunnerEvent[]> | undefined;
    let lastBeforeEnd!: () => void;
    const beforeEnd = new Promise<void>((resolve) => (lastBeforeEnd = resolve));
    const ended = new Promise<void>((resolve, reject) =>
      stream.subscribe({
        next: ({ event }) => {
          seen.push(event.type);
          if (event.type === EventType.TEXT_MESSAGE_END) lastBeforeEnd();
          // Asked the moment the end arrives, as a client acting on it at once would.
          if (isTerminal(event)) {
            runningAtEnd = context.runner.isRunning(request);
            storedAtEnd = context.connect(threadId);
          }
        },
        error: reject,
        complete: resolve,
      }),
    );
    // A durable runner publishes what it has written: the batch that held TEXT_MESSAGE_END held
    // RUN_FINISHED too (emitted in the same tick), so a runner that published it would have by now.
    await beforeEnd;
    expect(seen).not.toContain(EventType.RUN_FINISHED);
    expect(await context.runner.isRunning(request)).toBe(true);
    // Still not, after a round trip to the store (time for any later write to publish).
    expect(seen).not.toContain(EventType.RUN_FINISHED);
    agent.abortRun();
    await ended;
    expect(seen.at(-1)).toBe(EventType.RUN_FINISHED);
    expect(await runningAtEnd).toBe(false);
    expect(typesOf(await storedAtEnd!).at(-1)).toBe(EventType.RUN_FINISHED);
  });

  it("isRunning is true during a run and false after it", async () => {
    const threadId = context.newThreadId();
    expect(await context.runner.isRunning({ threadId, ownerId: context.ownerId })).toBe(false);
    const agent = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, openMessage: true }), end: "wait-for-abort" });
    const stream = await context.start(threadId, agent);
    expect(await context.runner.isRunning({ threadId, ownerId: context.ownerId })).toBe(true);
    await context.runner.stop({ threadId, ownerId: context.ownerId });
    await collectRunnerEvents(stream);
    expect(await context.runner.isRunning({ threadId, ownerId: context.ownerId })).toBe(false);
  });

  it("RUN_STARTED records only the input messages new to the thread; ids never repeat across runs", async () => {
    const threadId = context.newThreadId();
    const u1 = userMessage("u1", "first question");
    const first = await context.runText(threadId, ["first answer"], { runId: "run-1", messages: [u1] });
    const firstInput = first[0]!.event.input as { messages: { id: string }[] } | undefined;
    expect(firstInput?.messages.map((message) => message.id)).toEqual(["u1"]);

    const a1 = { id: "run-1-reply", role: "assistant" as const, content: "first answer" };
    const u2 = userMessage("u2", "second question");
    const second = await context.runText(threadId, ["second answer"], { runId: "run-2", messages: [u1, a1, u2] });
    const secondInput = second[0]!.event.input as { messages: { id: string }[] } | undefined;
    expect(secondInput?.messages.map((message) => message.id)).toEqual(["u2"]);

    const replay = eventsOf(await context.connect(threadId));
    const seenIds: string[] = [];
    for (const event of replay) {
      if (event.type === EventType.RUN_STARTED) {
        seenIds.push(...((event.input as { messages?: { id: string }[] } | undefined)?.messages ?? []).map(({ id }) => id));
      }
      if (event.type === EventType.TEXT_MESSAGE_START) seenIds.push(String(event.messageId));
    }
    expect(seenIds).toEqual(["u1", "run-1-reply", "u2", "run-2-reply"]);
    const messages = await context.runner.getThreadMessages({ threadId, ownerId: context.ownerId });
    expect(messages?.map(({ id, role }) => `${role}:${id}`)).toEqual([
      "user:u1",
      "assistant:run-1-reply",
      "user:u2",
      "assistant:run-2-reply",
    ]);
    expect(messages?.[3]).toMatchObject({ content: "second answer" });
  });

  it("an agent error ends the run with RUN_ERROR (no RUN_FINISHED) and leaves the thread usable", async () => {
    const threadId = context.newThreadId();
    const failed = await context.runToEnd(threadId, {
      script: (input) => textRunEvents({ ...input, deltas: ["par", "tial"], openMessage: true }),
      end: new Error("model exploded"),
    });
    const last = failed[failed.length - 1]!.event;
    expect(last.type).toBe(EventType.RUN_ERROR);
    expect(String(last.message)).toContain("model exploded");
    expect(typesOf(failed)).not.toContain(EventType.RUN_FINISHED);
    expect(typesOf(failed)).toContain(EventType.TEXT_MESSAGE_END);
    expect(hasIncreasingIds(failed)).toBe(true);
    expect(await context.runner.isRunning({ threadId, ownerId: context.ownerId })).toBe(false);

    const next = await context.runText(threadId, ["fine"]);
    expect(next[next.length - 1]!.event.type).toBe(EventType.RUN_FINISHED);
    const replay = await context.connect(threadId);
    expect(typesOf(replay).filter((type) => type === EventType.RUN_STARTED)).toHaveLength(2);
    expect(textsOf(eventsOf(replay)).get(String(failed[1]!.event.messageId))).toBe("partial");
  });

  it("an agent that throws at once ends with RUN_ERROR and stores no phantom run", async () => {
    const threadId = context.newThreadId();
    await context.runText(threadId, ["kept"]);
    const failed = await context.runToEnd(threadId, { script: () => [], end: new Error("no model") });
    expect(failed.map(({ event }) => event.type)).toEqual([EventType.RUN_ERROR]);
    const replay = await context.connect(threadId);
    expect(typesOf(replay).filter((type) => type === EventType.RUN_STARTED)).toHaveLength(1);
    expect(typesOf(replay)).not.toContain(EventType.RUN_ERROR);

    const fresh = context.newThreadId();
    await context.runToEnd(fresh, { script: () => [], end: new Error("no model") });
    expect(await context.connect(fresh)).toEqual([]);
    expect(await context.runner.isRunning({ threadId: fresh, ownerId: context.ownerId })).toBe(false);
  });

  it("an agent that ends without a terminal gets closers and RUN_ERROR INCOMPLETE_STREAM", async () => {
    const threadId = context.newThreadId();
    const events = await context.runToEnd(threadId, {
      script: (input) => textRunEvents({ ...input, deltas: ["cut"], openMessage: true }),
    });
    expect(typesOf(events).slice(-2)).toEqual([EventType.TEXT_MESSAGE_END, EventType.RUN_ERROR]);
    expect(events[events.length - 1]!.event).toMatchObject({
      code: "INCOMPLETE_STREAM",
      message: "Run ended without emitting a terminal event",
    });
    expect(await context.runner.isRunning({ threadId, ownerId: context.ownerId })).toBe(false);
  });

  it("drives the agent through its middlewares and chunk expansion", async () => {
    const threadId = context.newThreadId();
    const agent = new ScriptedAgent({
      script: ({ threadId: thread, runId }) => [
        { type: EventType.RUN_STARTED, threadId: thread, runId },
        { type: EventType.TEXT_MESSAGE_CHUNK, messageId: "chunked", role: "assistant", delta: "quiet " },
        { type: EventType.TEXT_MESSAGE_CHUNK, messageId: "chunked", delta: "words" },
        { type: EventType.RUN_FINISHED, threadId: thread, runId },
      ],
    });
    agent.use((input, next) =>
      next.run(input).pipe(
        // The middleware sees the agent's raw events (chunks here); expansion into START/CONTENT/END comes after.
        map((event) => (typeof event.delta === "string" ? { ...event, delta: event.delta.toUpperCase() } : event)),
      ),
    );
    const events = await collectRunnerEvents(await context.start(threadId, agent));
    expect(typesOf(events)).toContain(EventType.TEXT_MESSAGE_START);
    expect(typesOf(events)).toContain(EventType.TEXT_MESSAGE_END);
    expect(textsOf(eventsOf(events)).get("chunked")).toBe("QUIET WORDS");
    const messages = await context.runner.getThreadMessages({ threadId, ownerId: context.ownerId });
    expect(messages).toEqual([{ id: "chunked", role: "assistant", content: "QUIET WORDS" }]);
  });

  it("a failing run on one thread leaves another thread's run untouched", async () => {
    const healthy = context.newThreadId();
    const failing = context.newThreadId();
    const deltas = numberedDeltas(20);
    const healthyStream = await context.start(
      healthy,
      new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas }), delayMs: 1 }),
    );
    await context.runToEnd(failing, { script: () => [], end: new Error("boom") });
    const events = await collectRunnerEvents(healthyStream);
    expect(events[events.length - 1]!.event.type).toBe(EventType.RUN_FINISHED);
    expect([...textsOf(eventsOf(events)).values()]).toEqual([deltas.join("")]);
  });
}

import { verifyEvents } from "@ag-ui/client";
import { EventType, type BaseEvent } from "@ag-ui/core";
import { reduceRunMessages } from "@wingman/shared/internal";
import { from, lastValueFrom, toArray, type Observable } from "rxjs";
import { expect, it } from "vitest";
import type { RunnerEvent } from "../../runner/agent-runner.js";
import { everyEventRunEvents } from "../every-event-run-events.js";
import { ScriptedAgent } from "../scripted-agent.js";
import { eventsOf, type ConformanceContext } from "./conformance-context.js";

/** What `verifyEvents` of `@ag-ui/client` says of a stream: "ok", or its error message. */
async function verdict(events: readonly BaseEvent[]): Promise<string> {
  try {
    await lastValueFrom(from(events).pipe(verifyEvents(), toArray()));
    return "ok";
  } catch (error) {
    return (error as Error).message;
  }
}

/** Every event of a run; `onCount` is called once the first `count` of them arrived. */
function collectCalling(stream: Observable<RunnerEvent>, count: number, onCount: () => void): Promise<RunnerEvent[]> {
  return new Promise<RunnerEvent[]>((resolve, reject) => {
    const events: RunnerEvent[] = [];
    stream.subscribe({
      next: (entry) => {
        events.push(entry);
        if (events.length === count) onCount();
      },
      error: reject,
      complete: () => resolve(events),
    });
  });
}

const scriptLength = everyEventRunEvents({ threadId: "t", runId: "r" }).length;
/** Every cut of the script before its terminal: 1 event (RUN_STARTED) up to all but RUN_FINISHED. */
const prefixLengths = Array.from({ length: scriptLength - 1 }, (_, index) => index + 1);

interface Checked {
  readonly count: number;
  readonly live: string;
  readonly replay: string;
  readonly sameMessages: boolean;
  readonly terminal: BaseEvent | undefined;
  readonly storedTerminal: BaseEvent | undefined;
  readonly next: string;
}

/**
 * What a client sees of a thread whose run ended after `count` events of the script: the live
 * stream and a fresh `connect` must verify and build the same messages (the stored ones too), and
 * the thread must take another run that loads with it.
 */
async function check(context: ConformanceContext, threadId: string, count: number, live: readonly RunnerEvent[]): Promise<Checked> {
  const replay = await context.connect(threadId);
  const messages = reduceRunMessages([], eventsOf(live));
  const stored = await context.runner.getThreadMessages({ threadId, ownerId: context.ownerId });
  const sameMessages =
    JSON.stringify(reduceRunMessages([], eventsOf(replay))) === JSON.stringify(messages) && JSON.stringify(stored) === JSON.stringify(messages);
  await context.runText(threadId, ["again"]);
  const afterNext = await context.connect(threadId);
  return {
    count,
    live: await verdict(eventsOf(live)),
    replay: await verdict(eventsOf(replay)),
    sameMessages,
    terminal: live.at(-1)?.event,
    storedTerminal: replay.at(-1)?.event,
    next: await verdict(eventsOf(afterNext)),
  };
}

export function registerStopTableTests(context: ConformanceContext): void {
  it("a run stopped after any prefix of every event type ends with RUN_FINISHED (cancelled), live and stored, and its thread loads", async () => {
    const results = await Promise.all(
      prefixLengths.map(async (count) => {
        const threadId = context.newThreadId();
        const agent = new ScriptedAgent({ script: (input) => everyEventRunEvents(input).slice(0, count), end: "wait-for-abort" });
        let answer: Promise<boolean> | undefined;
        const stream = await context.start(threadId, agent);
        const live = await collectCalling(stream, count, () => {
          answer = context.runner.stop({ threadId, ownerId: context.ownerId });
        });
        expect({ count, stopped: await answer }).toEqual({ count, stopped: true });
        return check(context, threadId, count, live);
      }),
    );
    const cancelled = { type: EventType.RUN_FINISHED, outcome: { type: "cancelled" } };
    for (const result of results) {
      expect(result).toMatchObject({ live: "ok", replay: "ok", sameMessages: true, terminal: cancelled, storedTerminal: cancelled, next: "ok" });
    }
  });

  it("a run whose agent fails after any prefix ends with RUN_ERROR after closing every span, and its thread loads", async () => {
    const results = await Promise.all(
      prefixLengths.map(async (count) => {
        const threadId = context.newThreadId();
        const agent = new ScriptedAgent({ script: (input) => everyEventRunEvents(input).slice(0, count), end: new Error("agent exploded") });
        const live = await collectCalling(await context.start(threadId, agent), count, () => undefined);
        const closed = [...eventsOf(live).slice(0, -1), { type: EventType.RUN_FINISHED, threadId, runId: "closed" }];
        return { ...(await check(context, threadId, count, live)), everySpanClosed: await verdict(closed) };
      }),
    );
    for (const result of results) {
      expect(result).toMatchObject({
        live: "ok",
        replay: "ok",
        sameMessages: true,
        terminal: { type: EventType.RUN_ERROR, message: "agent exploded" },
        storedTerminal: { type: EventType.RUN_ERROR, message: "agent exploded" },
        next: "ok",
        everySpanClosed: "ok",
      });
    }
  });
}

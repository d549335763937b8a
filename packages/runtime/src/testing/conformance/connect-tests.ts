import type { BaseEvent } from "@ag-ui/core";
import { EventType } from "@ag-ui/core";
import { expect, it } from "vitest";
import type { RunnerEvent } from "../../runner/agent-runner.js";
import { collectRunnerEvents } from "../collect-runner-events.js";
import { ScriptedAgent } from "../scripted-agent.js";
import { numberedDeltas, textRunEvents } from "../text-run-events.js";
import { hasIncreasingIds, isTerminal, textsOf, eventsOf, typesOf, type ConformanceContext } from "./conformance-context.js";

/** What a client holds after seeing `prefix` and then receiving `rest`: texts, starts and terminals. */
function resumedView(prefix: readonly BaseEvent[], rest: readonly BaseEvent[]) {
  const all = [...prefix, ...rest];
  const starts = all.filter((event) => event.type === EventType.TEXT_MESSAGE_START).map((event) => String(event.messageId));
  return { texts: textsOf(all), starts, terminals: all.filter((event) => isTerminal(event)).length };
}

export function registerConnectTests(context: ConformanceContext): void {
  it("connect to an unknown thread completes at once with no events", async () => {
    expect(await context.connect(context.newThreadId())).toEqual([]);
    expect(await context.connect(context.newThreadId(), 5)).toEqual([]);
  });

  it("connect replays a 1,000-delta message as a handful of events with the same text", async () => {
    const threadId = context.newThreadId();
    const deltas = numberedDeltas(1_000);
    const live = await context.runText(threadId, deltas);
    const replay = await context.connect(threadId);
    expect(replay.length).toBeLessThanOrEqual(8);
    expect(hasIncreasingIds(replay)).toBe(true);
    expect([...textsOf(eventsOf(replay)).values()]).toEqual([deltas.join("")]);
    expect(replay[0]!.event.type).toBe(EventType.RUN_STARTED);
    expect(replay[replay.length - 1]!.event.type).toBe(EventType.RUN_FINISHED);
    expect(replay[replay.length - 1]!.id).toBe(live[live.length - 1]!.id);
  });

  it("connect after N, for every N of several completed runs, gives exactly the rest", async () => {
    const threadId = context.newThreadId();
    const live: RunnerEvent[] = [];
    for (const deltas of [["a", "b", "c"], ["d", "e"], numberedDeltas(7)]) live.push(...(await context.runText(threadId, deltas)));
    const full = resumedView([], eventsOf(live));
    for (const seen of live) {
      const rest = await context.connect(threadId, seen.id);
      expect(hasIncreasingIds(rest, seen.id)).toBe(true);
      const prefix = eventsOf(live.filter(({ id }) => id <= seen.id));
      expect(resumedView(prefix, eventsOf(rest))).toEqual(full);
    }
    expect(await context.connect(threadId, live[live.length - 1]!.id)).toEqual([]);
  });

  it("connect after N mid-run sends the rest of the history, then the live run exactly after N", async () => {
    const threadId = context.newThreadId();
    const history = await context.runText(threadId, ["old ", "text"]);
    const deltas = numberedDeltas(30);
    const agent = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas }), delayMs: 4 });
    const stream = await context.start(threadId, agent);
    const seen: RunnerEvent[] = [];
    let sixSeen: () => void = () => undefined;
    const sixEvents = new Promise<void>((resolve) => (sixSeen = resolve));
    const completed = new Promise<void>((resolve, reject) => {
      stream.subscribe({ next: (entry) => void (seen.push(entry) === 6 && sixSeen()), complete: resolve, error: reject });
    });
    // The run completing (or failing) first is a failure too: it is not running below.
    await Promise.race([sixEvents, completed]);
    expect(await context.runner.isRunning({ threadId, ownerId: context.ownerId })).toBe(true);

    const cut = seen[4]!.id;
    const fromLive = collectRunnerEvents(context.runner.connect({ threadId, ownerId: context.ownerId, after: cut }));
    const midHistory = history[2]!.id;
    const fromHistory = collectRunnerEvents(context.runner.connect({ threadId, ownerId: context.ownerId, after: midHistory }));
    await completed;
    const restOfLive = await fromLive;
    expect(restOfLive.map(({ id }) => id)).toEqual(seen.filter(({ id }) => id > cut).map(({ id }) => id));

    const restOfAll = await fromHistory;
    expect(hasIncreasingIds(restOfAll, midHistory)).toBe(true);
    const all = [...history, ...seen];
    const prefix = eventsOf(all.filter(({ id }) => id <= midHistory));
    expect(resumedView(prefix, eventsOf(restOfAll))).toEqual(resumedView([], eventsOf(all)));
  });

  it("connect during a run replays history then follows the run to its end", async () => {
    const threadId = context.newThreadId();
    await context.runText(threadId, ["before"]);
    const deltas = numberedDeltas(20);
    const stream = await context.start(
      threadId,
      new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas }), delayMs: 2 }),
    );
    const followed = await context.connect(threadId);
    const direct = await collectRunnerEvents(stream);
    expect(hasIncreasingIds(followed)).toBe(true);
    expect(followed[followed.length - 1]!.id).toBe(direct[direct.length - 1]!.id);
    expect([...textsOf(eventsOf(followed)).values()]).toEqual(["before", deltas.join("")]);
    expect(typesOf(followed).filter((type) => type === EventType.RUN_STARTED)).toHaveLength(2);
  });

  it("connect after N where N falls inside a merged delta resumes that message exactly", async () => {
    const threadId = context.newThreadId();
    const deltas = numberedDeltas(50);
    const live = await context.runText(threadId, deltas);
    const contents = live.filter(({ event }) => event.type === EventType.TEXT_MESSAGE_CONTENT);
    const cut = contents[19]!;
    const rest = await context.connect(threadId, cut.id);
    const resumedText = [...textsOf(eventsOf(rest)).values()].join("");
    expect(resumedText).toBe(deltas.slice(20).join(""));
    expect(typesOf(rest)).not.toContain(EventType.TEXT_MESSAGE_START);
    expect(rest.length).toBeLessThanOrEqual(4);
  });
}

import type { WingmanAgentRunner, RunnerEvent } from "../runner/agent-runner.js";
import { EventType } from "@ag-ui/core";
import { eventually } from "@wingman/test-support/wait";
import { describe, expect, it } from "vitest";
import { InMemoryAgentRunner } from "../runner/in-memory/in-memory-agent-runner.js";
import { collectRunnerEvents } from "../testing/collect-runner-events.js";
import { createRunInput } from "../testing/create-run-input.js";
import { ScriptedAgent } from "../testing/scripted-agent.js";
import { textRunEvents } from "../testing/text-run-events.js";
import { followThread } from "./follow-thread.js";

const ownerId = "owner";

async function runText(runner: WingmanAgentRunner, threadId: string, runId: string, deltas: string[]): Promise<RunnerEvent[]> {
  const agent = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas }), delayMs: 1 });
  return collectRunnerEvents(await runner.run({ ownerId, threadId, agentId: "a", agent, input: createRunInput({ threadId, runId }) }));
}

function withoutWatch(runner: InMemoryAgentRunner): WingmanAgentRunner {
  return new Proxy(runner, {
    get: (target, key) => {
      if (key === "watchThreads") return undefined;
      const value = Reflect.get(target, key) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

describe("followThread", () => {
  for (const [name, wrap] of [
    ["with watchThreads", (runner: InMemoryAgentRunner): WingmanAgentRunner => runner],
    ["by polling", withoutWatch],
  ] as const) {
    it(`delivers the history, then every later run, each event once (${name})`, async () => {
      const inner = new InMemoryAgentRunner();
      const runner = wrap(inner);
      const first = await runText(runner, "t", "r1", ["a", "b"]);
      const seen: RunnerEvent[] = [];
      const subscription = followThread(runner, { ownerId, threadId: "t", pollIntervalMs: 10 }).subscribe((entry) => void seen.push(entry));
      await eventually(() => seen.some(({ event }) => event.type === EventType.RUN_FINISHED));
      const second = await runText(runner, "t", "r2", ["c"]);
      const third = await runText(runner, "t", "r3", ["d"]);
      await eventually(() => seen.at(-1)?.id === third.at(-1)!.id);
      subscription.unsubscribe();
      const ids = seen.map(({ id }) => id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      // The first run comes compacted from the log; the later ones live, event for event.
      expect(seen.filter(({ id }) => id > first.at(-1)!.id).map(({ id }) => id)).toEqual([...second, ...third].map(({ id }) => id));
    });
  }

  it("starts after `after` and stops following when unsubscribed", async () => {
    const runner = new InMemoryAgentRunner();
    const first = await runText(runner, "t", "r1", ["a"]);
    const seen: RunnerEvent[] = [];
    const subscription = followThread(runner, { ownerId, threadId: "t", after: first.at(-1)!.id, pollIntervalMs: 10 }).subscribe((entry) => void seen.push(entry));
    // A follower from the start, subscribed alongside: what it has got, the other would have got by then.
    const control: RunnerEvent[] = [];
    const controlSubscription = followThread(runner, { ownerId, threadId: "t", pollIntervalMs: 10 }).subscribe((entry) => void control.push(entry));
    await eventually(() => control.at(-1)?.id === first.at(-1)!.id);
    expect(seen).toEqual([]);
    subscription.unsubscribe();
    const second = await runText(runner, "t", "r2", ["b"]);
    await eventually(() => control.at(-1)?.id === second.at(-1)!.id);
    controlSubscription.unsubscribe();
    expect(seen).toEqual([]);
  });
});

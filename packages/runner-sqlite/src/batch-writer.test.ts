import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AbstractAgent } from "@ag-ui/client";
import { EventType, type BaseEvent, type RunAgentInput } from "@ag-ui/core";
import type { RunnerEvent } from "@wingman/runtime";
import { createRunInput } from "@wingman/runtime/testing";
import { Observable } from "rxjs";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteAgentRunner } from "./sqlite-agent-runner.js";

const directory = mkdtempSync(join(tmpdir(), "wingman-sqlite-batches-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** Streams `ticks` × `perTick` deltas, the next tick after `pause` (a macrotask or a timer); counts what it emitted. */
class StreamingAgent extends AbstractAgent {
  emitted = 0;

  constructor(
    private readonly ticks: number,
    private readonly perTick: number,
    private readonly pause: (next: () => void) => void,
  ) {
    super({ agentId: "streaming" });
  }

  override run(input: RunAgentInput): Observable<BaseEvent> {
    return new Observable<BaseEvent>((subscriber) => {
      const messageId = `${input.runId}-reply`;
      const emit = (event: BaseEvent): void => {
        this.emitted += 1;
        subscriber.next(event);
      };
      emit({ type: EventType.RUN_STARTED, threadId: input.threadId, runId: input.runId } as BaseEvent);
      emit({ type: EventType.TEXT_MESSAGE_START, messageId, role: "assistant" } as BaseEvent);
      let tick = 0;
      const step = (): void => {
        if (subscriber.closed) return;
        for (let index = 0; index < this.perTick; index++) emit({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: "token " } as BaseEvent);
        if (++tick < this.ticks) return this.pause(step);
        emit({ type: EventType.TEXT_MESSAGE_END, messageId } as BaseEvent);
        emit({ type: EventType.RUN_FINISHED, threadId: input.threadId, runId: input.runId } as BaseEvent);
        subscriber.complete();
      };
      this.pause(step);
    });
  }

  override clone(): this {
    // One instance plays the run, so that `emitted` counts what the runner received.
    return this;
  }
}

/**
 * Runs the agent and returns, per delivery burst (events the runner published together, in one
 * synchronous go), how many events it held and how many the agent had emitted by then.
 */
async function deliveryBursts(runner: SqliteAgentRunner, agent: StreamingAgent, threadId: string) {
  const events = await runner.run({ threadId, ownerId: "owner", agentId: "streaming", agent, input: createRunInput({ threadId }) });
  const bursts: { size: number; emittedBy: number }[] = [];
  let open: { size: number; emittedBy: number } | undefined;
  await new Promise<void>((resolve, reject) => {
    events.subscribe({
      next: (_event: RunnerEvent) => {
        if (open === undefined) {
          open = { size: 0, emittedBy: agent.emitted };
          bursts.push(open);
          queueMicrotask(() => (open = undefined));
        }
        open.size += 1;
      },
      error: reject,
      complete: resolve,
    });
  });
  return bursts;
}

describe("SqliteAgentRunner live batches", () => {
  it("groups the commits of a fast stream: far fewer writes than the agent's ticks, every event delivered once", async () => {
    const runner = new SqliteAgentRunner({ path: join(directory, "fast.db") });
    const agent = new StreamingAgent(200, 50, (next) => setImmediate(next));
    const bursts = await deliveryBursts(runner, agent, "fast");
    expect(bursts.reduce((sum, burst) => sum + burst.size, 0)).toBe(agent.emitted);
    // One commit per tick would deliver 200 bursts or more; grouped, a burst holds several ticks.
    expect(bursts.length).toBeLessThan(100);
    await runner.close();
  });

  it("writes a slow stream's events one by one: each is delivered before the agent emits the next", async () => {
    const runner = new SqliteAgentRunner({ path: join(directory, "slow.db") });
    const agent = new StreamingAgent(12, 1, (next) => setTimeout(next, 5));
    const bursts = await deliveryBursts(runner, agent, "slow");
    const deltaBursts = bursts.slice(1, -1);
    expect(deltaBursts.length).toBeGreaterThanOrEqual(10);
    // Each delta goes out alone, before the agent's next tick emits the one after it.
    expect(deltaBursts.map((burst) => burst.size)).toEqual(deltaBursts.map(() => 1));
    deltaBursts.forEach((burst, index) => expect(burst.emittedBy).toBe(deltaBursts[0]!.emittedBy + index));
    await runner.close();
  });
});

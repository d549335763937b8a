import { AbstractAgent, type BaseEvent, type RunAgentInput } from "@ag-ui/client";
import { EventType, type Message } from "@ag-ui/core";
import { Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import { StateManager } from "./state-manager.js";

/** An agent whose every run replays the events the test gives it (with the run's own ids). */
class ScriptedAgent extends AbstractAgent {
  script: (input: RunAgentInput) => BaseEvent[] = () => [];
  run(input: RunAgentInput): Observable<BaseEvent> {
    return new Observable((subscriber) => {
      for (const event of this.script(input)) subscriber.next(event);
      subscriber.complete();
    });
  }
}

const started = (input: RunAgentInput): BaseEvent => ({ type: EventType.RUN_STARTED, threadId: input.threadId, runId: input.runId }) as BaseEvent;
const finished = (input: RunAgentInput): BaseEvent => ({ type: EventType.RUN_FINISHED, threadId: input.threadId, runId: input.runId }) as BaseEvent;
const text = (messageId: string, delta: string): BaseEvent[] => [
  { type: EventType.TEXT_MESSAGE_START, messageId, role: "assistant" } as BaseEvent,
  { type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta } as BaseEvent,
  { type: EventType.TEXT_MESSAGE_END, messageId } as BaseEvent,
];

function tracked(initialState: Record<string, unknown> = {}) {
  const agent = new ScriptedAgent({ agentId: "a", threadId: "t1", initialState });
  const manager = new StateManager();
  manager.track("registered-as", agent);
  return { agent, manager };
}

describe("StateManager", () => {
  it("keeps each run's latest state (start, snapshot, delta, finish) and maps its messages to it", async () => {
    const { agent, manager } = tracked({ count: 0 });
    agent.script = (input) => [
      started(input),
      { type: EventType.STATE_SNAPSHOT, snapshot: { count: 1, step: "snap" } } as BaseEvent,
      ...text("m1", "hello"),
      { type: EventType.STATE_DELTA, delta: [{ op: "replace", path: "/count", value: 2 }] } as BaseEvent,
      finished(input),
    ];
    await agent.runAgent({ runId: "run-1" });
    expect(manager.getStateByRun("registered-as", "t1", "run-1")).toEqual({ count: 2, step: "snap" });
    expect(manager.getRunIdForMessage("registered-as", "t1", "m1")).toBe("run-1");

    agent.script = (input) => [started(input), ...text("m2", "again"), finished(input)];
    await agent.runAgent({ runId: "run-2" });
    expect(manager.getRunIdsForThread("registered-as", "t1")).toEqual(["run-1", "run-2"]);
    expect(manager.getRunIdForMessage("registered-as", "t1", "m1")).toBe("run-1");
    expect(manager.getRunIdForMessage("registered-as", "t1", "m2")).toBe("run-2");
  });

  it("maps every message of a MESSAGES_SNAPSHOT to the run that sent it", async () => {
    const { agent, manager } = tracked();
    const messages: Message[] = [
      { id: "u1", role: "user", content: "hi" },
      { id: "a1", role: "assistant", content: "hello" },
    ];
    agent.script = (input) => [started(input), { type: EventType.MESSAGES_SNAPSHOT, messages } as BaseEvent, finished(input)];
    await agent.runAgent({ runId: "snap-run" });
    expect(manager.getRunIdForMessage("registered-as", "t1", "u1")).toBe("snap-run");
    expect(manager.getRunIdForMessage("registered-as", "t1", "a1")).toBe("snap-run");
  });

  it("records no state for a run whose state stays empty, yet lists the run", async () => {
    const { agent, manager } = tracked();
    agent.script = (input) => [started(input), finished(input)];
    await agent.runAgent({ runId: "empty" });
    expect(manager.getStateByRun("registered-as", "t1", "empty")).toBeUndefined();
    expect(manager.getRunIdsForThread("registered-as", "t1")).toEqual(["empty"]);
  });

  it("returns copies: changing a returned state changes nothing stored", async () => {
    const { agent, manager } = tracked({ nested: { n: 1 } });
    agent.script = (input) => [started(input), finished(input)];
    await agent.runAgent({ runId: "r" });
    const copy = manager.getStateByRun("registered-as", "t1", "r") as { nested: { n: number } };
    copy.nested.n = 99;
    expect(manager.getStateByRun("registered-as", "t1", "r")).toEqual({ nested: { n: 1 } });
  });
});

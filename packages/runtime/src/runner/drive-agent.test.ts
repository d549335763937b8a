import type { AbstractAgent } from "@ag-ui/client";
import { EventType, type BaseEvent } from "@ag-ui/core";
import { map, type Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import { createRunInput, ScriptedAgent, textRunEvents } from "../testing/index.js";
import { driveAgent } from "./drive-agent.js";

const input = createRunInput({ threadId: "t", runId: "r" });

async function drive(agent: ScriptedAgent, signal = new AbortController().signal): Promise<{ events: BaseEvent[]; error?: unknown }> {
  const events: BaseEvent[] = [];
  try {
    await driveAgent(agent, input, (event) => events.push(event), signal);
    return { events };
  } catch (error) {
    return { events, error };
  }
}

function tagDeltas(tag: string) {
  return (runInput: typeof input, next: AbstractAgent): Observable<BaseEvent> =>
    next.run(runInput).pipe(map((event) => (typeof event.delta === "string" ? { ...event, delta: `${event.delta}${tag}` } : event)));
}

/** Makes the agent's middleware list unreadable as Middleware instances, forcing the runAgent fallback. */
function forceFallback(agent: ScriptedAgent): void {
  const duckTyped = { run: (runInput: typeof input, next: AbstractAgent) => next.run(runInput) };
  Reflect.set(agent, "middlewares", [...(Reflect.get(agent, "middlewares") as unknown[]), duckTyped]);
}

/** An agent class overriding runAgent must have it honoured: patch the instance the same way. */
function overrideRunAgent(agent: ScriptedAgent): void {
  const original = agent.runAgent.bind(agent);
  agent.runAgent = (parameters, subscriber) => original(parameters, subscriber);
}

describe.each([
  ["composed chain", (_agent: ScriptedAgent) => undefined],
  ["runAgent fallback: unreadable middlewares", forceFallback],
  ["runAgent fallback: runAgent overridden", overrideRunAgent],
])("driveAgent (%s)", (_name, prepare) => {
  it("applies middlewares in use() order, first one outermost", async () => {
    const agent = new ScriptedAgent({ script: (runInput) => textRunEvents({ ...runInput, deltas: ["x"] }) });
    agent.use(tagDeltas("-outer"), tagDeltas("-inner"));
    prepare(agent);
    const { events, error } = await drive(agent);
    expect(error).toBeUndefined();
    expect(events.find((event) => event.type === EventType.TEXT_MESSAGE_CONTENT)?.delta).toBe("x-inner-outer");
    expect(events.at(-1)?.type).toBe(EventType.RUN_FINISHED);
  });

  it("expands chunk events into START, CONTENT and END", async () => {
    const agent = new ScriptedAgent({
      script: ({ threadId, runId }) => [
        { type: EventType.RUN_STARTED, threadId, runId },
        { type: EventType.TEXT_MESSAGE_CHUNK, messageId: "m", role: "assistant", delta: "a" },
        { type: EventType.TEXT_MESSAGE_CHUNK, messageId: "m", delta: "b" },
        { type: EventType.RUN_FINISHED, threadId, runId },
      ],
    });
    prepare(agent);
    const { events } = await drive(agent);
    expect(events.map((event) => event.type)).toEqual([
      EventType.RUN_STARTED,
      EventType.TEXT_MESSAGE_START,
      EventType.TEXT_MESSAGE_CONTENT,
      EventType.TEXT_MESSAGE_CONTENT,
      EventType.TEXT_MESSAGE_END,
      EventType.RUN_FINISHED,
    ]);
  });

  it("rejects with the agent's error, and on events that break the protocol", async () => {
    const failing = new ScriptedAgent({ script: () => [], end: new Error("boom") });
    prepare(failing);
    expect((await drive(failing)).error).toMatchObject({ message: "boom" });
    const invalid = new ScriptedAgent({
      script: ({ threadId, runId }) => [
        { type: EventType.RUN_STARTED, threadId, runId },
        { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "never-started", delta: "x" },
      ],
    });
    prepare(invalid);
    expect((await drive(invalid)).error).toBeInstanceOf(Error);
  });

  it("resolves on abort and stops reading the agent", async () => {
    const agent = new ScriptedAgent({ script: (runInput) => textRunEvents({ ...runInput, deltas: ["a", "b", "c", "d"] }), delayMs: 10 });
    prepare(agent);
    const controller = new AbortController();
    const seenEvents: BaseEvent[] = [];
    let twoSeen!: () => void;
    const twoEvents = new Promise<void>((resolve) => (twoSeen = resolve));
    const pending = driveAgent(
      agent,
      input,
      (event) => {
        if (seenEvents.push(event) === 2) twoSeen();
      },
      controller.signal,
    );
    await twoEvents;
    controller.abort();
    await pending;
    const seen = seenEvents.length;
    expect(seen).toBeLessThan(7);
    // A run still read would pass this on (and the paced script would go on); one no longer read has left the agent's open runs.
    agent.emit({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: "late", delta: "late" } as BaseEvent);
    expect(seenEvents).toHaveLength(seen);
  });
});

describe("driveAgent (composed chain)", () => {
  it("honours a class that overrides runAgent", async () => {
    class SetupAgent extends ScriptedAgent {
      prepared = false;
      override runAgent(...args: Parameters<ScriptedAgent["runAgent"]>) {
        this.prepared = true;
        return super.runAgent(...args);
      }
    }
    const agent = new SetupAgent({ script: (runInput) => textRunEvents(runInput) });
    await driveAgent(agent, input, () => undefined, new AbortController().signal);
    expect(agent.prepared).toBe(true);
  });

  it("ends the run with the error when the consumer throws", async () => {
    const agent = new ScriptedAgent({ script: (runInput) => textRunEvents({ ...runInput, deltas: ["a", "b"] }) });
    let calls = 0;
    const failure = await driveAgent(
      agent,
      input,
      () => {
        calls += 1;
        if (calls === 2) throw new Error("consumer failed");
      },
      new AbortController().signal,
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: "consumer failed" });
    expect(calls).toBe(2);
  });

  it("does not start an agent when the signal is already aborted", async () => {
    const agent = new ScriptedAgent({ script: (runInput) => textRunEvents(runInput) });
    const controller = new AbortController();
    controller.abort();
    await driveAgent(agent, input, () => undefined, controller.signal);
    expect(agent.inputs).toHaveLength(0);
  });
});

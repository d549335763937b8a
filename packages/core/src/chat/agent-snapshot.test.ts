import { AbstractAgent, type AgentStateMutation, type AgentSubscriber } from "@ag-ui/client";
import { EventType, type BaseEvent, type Message, type RunAgentInput } from "@ag-ui/core";
import { Observable, Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { AgentSnapshot, type AgentSnapshotChange } from "./agent-snapshot.js";
import { applyEventsIncrementally } from "../events/apply-events.js";
import { CopilotKitCore } from "../client/copilot-kit-core.js";

/** An agent fed event by event, notifying only when `tick()` is called (a frame). */
class SteppedAgent extends AbstractAgent {
  readonly events = new Subject<BaseEvent>();
  readonly ticks: Array<() => void> = [];
  #listened: () => void = () => undefined;
  readonly #listening = new Promise<void>((resolve) => (this.#listened = resolve));

  run(): Observable<BaseEvent> {
    return new Observable<BaseEvent>((subscriber) => {
      const subscription = this.events.subscribe(subscriber);
      this.#listened();
      return subscription;
    });
  }

  protected override apply(input: RunAgentInput, events$: Observable<BaseEvent>, subscribers: AgentSubscriber[]): Observable<AgentStateMutation> {
    const scheduler = (callback: () => void) => {
      this.ticks.push(callback);
      return () => void this.ticks.splice(this.ticks.indexOf(callback), 1);
    };
    return applyEventsIncrementally(events$, { agent: this, input, subscribers, scheduler, currentSubscribers: () => this.subscribers });
  }

  /** Resolves once the (one) run listens to `events`. */
  listening(): Promise<void> {
    return this.#listening;
  }

  tick(): void {
    for (const callback of this.ticks.splice(0)) callback();
  }

  /** Sends one event; only the run's own events carry its ids (AG-UI strips them from the others, with a warning). */
  send(type: EventType, fields: object = {}): void {
    const ids = type === EventType.RUN_STARTED || type === EventType.RUN_FINISHED ? { threadId: "t1", runId: "r1" } : {};
    this.events.next({ type, ...ids, ...fields } as BaseEvent);
  }
}

function setup() {
  const agent = new SteppedAgent({ agentId: "default", threadId: "t1", initialMessages: [{ id: "u1", role: "user", content: "hi" }] });
  const core = new CopilotKitCore({ agents__unsafe_dev_only: { default: agent } });
  return { agent, core };
}

const contentOf = (messages: readonly Message[]) => messages.map((message) => String(message.content ?? ""));

describe("AgentSnapshot", () => {
  it("changes only on notifications, and a message it handed out never changes afterwards", async () => {
    const { agent, core } = setup();
    const snapshot = new AgentSnapshot(core, agent);
    const changes: AgentSnapshotChange[] = [];
    snapshot.subscribe((change) => void changes.push(change));
    const run = core.runAgent({ agent });
    await agent.listening();
    agent.send(EventType.RUN_STARTED);
    agent.send(EventType.TEXT_MESSAGE_START, { messageId: "a1", role: "assistant" });
    agent.send(EventType.TEXT_MESSAGE_CONTENT, { messageId: "a1", delta: "a" });
    agent.tick();
    const first = snapshot.messages;
    expect(contentOf(first)).toEqual(["hi", "a"]);
    expect(snapshot.isRunning).toBe(true);

    agent.send(EventType.TEXT_MESSAGE_CONTENT, { messageId: "a1", delta: "b" });
    expect(agent.messages.at(-1)!.content).toBe("ab");
    expect(snapshot.messages).toBe(first);
    agent.send(EventType.TEXT_MESSAGE_CONTENT, { messageId: "a1", delta: "c" });
    expect(contentOf(first)).toEqual(["hi", "a"]);

    agent.tick();
    expect(contentOf(snapshot.messages)).toEqual(["hi", "abc"]);
    expect(snapshot.messages.at(-1)).not.toBe(first.at(-1));
    expect(snapshot.messages[0]).toBe(first[0]);
    expect(contentOf(first)).toEqual(["hi", "a"]);

    agent.send(EventType.TEXT_MESSAGE_END, { messageId: "a1" });
    agent.send(EventType.RUN_FINISHED);
    agent.events.complete();
    await run;
    expect(contentOf(snapshot.messages)).toEqual(["hi", "abc"]);
    expect(snapshot.isRunning).toBe(false);
    expect(changes.some((change) => change.isRunning)).toBe(true);
  });

  it("taken mid-run, holds copies of what may still change, and catches up when subscribed", async () => {
    const { agent, core } = setup();
    const run = core.runAgent({ agent });
    await agent.listening();
    agent.send(EventType.RUN_STARTED);
    agent.send(EventType.TEXT_MESSAGE_START, { messageId: "a1", role: "assistant" });
    agent.send(EventType.TEXT_MESSAGE_CONTENT, { messageId: "a1", delta: "a" });
    agent.tick();
    agent.send(EventType.TEXT_MESSAGE_CONTENT, { messageId: "a1", delta: "b" });

    const snapshot = new AgentSnapshot(core, agent);
    const taken = snapshot.messages;
    expect(contentOf(taken)).toEqual(["hi", "ab"]);
    agent.send(EventType.TEXT_MESSAGE_CONTENT, { messageId: "a1", delta: "c" });
    expect(contentOf(taken)).toEqual(["hi", "ab"]);

    const seen: string[][] = [];
    snapshot.subscribe(({ messages }) => void (messages && seen.push(contentOf(snapshot.messages))));
    expect(seen).toEqual([["hi", "abc"]]);
    agent.send(EventType.TEXT_MESSAGE_CONTENT, { messageId: "a1", delta: "d" });
    agent.tick();
    expect(seen.at(-1)).toEqual(["hi", "abcd"]);

    agent.send(EventType.TEXT_MESSAGE_END, { messageId: "a1" });
    agent.send(EventType.RUN_FINISHED);
    agent.events.complete();
    await run;
  });

  it("sees messages added in place (addMessage) as a new array, and unsubscribes from the agent with its last listener", async () => {
    const { agent, core } = setup();
    const snapshot = new AgentSnapshot(core, agent);
    const before = snapshot.messages;
    const subscribers = agent.subscribers.length;
    let changed: () => void = () => undefined;
    const snapshotChanged = new Promise<void>((resolve) => (changed = resolve));
    const stop = snapshot.subscribe(() => changed());
    expect(agent.subscribers).toHaveLength(subscribers + 1);
    // The agent tells its subscribers about addMessage asynchronously.
    agent.addMessage({ id: "u2", role: "user", content: "again" });
    await snapshotChanged;
    expect(snapshot.messages).not.toBe(before);
    expect(contentOf(snapshot.messages)).toEqual(["hi", "again"]);
    stop();
    expect(agent.subscribers).toHaveLength(subscribers);
  });
});

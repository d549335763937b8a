import { AbstractAgent, type AgentStateMutation, type AgentSubscriber } from "@ag-ui/client";
import { EventType, type BaseEvent, type Message, type RunAgentInput } from "@ag-ui/core";
import { from, type Observable } from "rxjs";
import { catchConsole } from "@wingman/test-support/console";
import { describe, expect, it } from "vitest";
import { applyEventsIncrementally } from "./apply-events.js";
import { immediateScheduler, type Scheduler } from "../async/scheduler.js";

class ScriptedAgent extends AbstractAgent {
  constructor(
    readonly events: BaseEvent[],
    messages: Message[] = [],
  ) {
    super({ threadId: "t1", initialMessages: messages, initialState: { seed: 1 } });
  }
  run(): Observable<BaseEvent> {
    return from(this.events);
  }
}

class FastScriptedAgent extends ScriptedAgent {
  scheduler: Scheduler = immediateScheduler;
  protected override apply(
    input: RunAgentInput,
    events$: Observable<BaseEvent>,
    subscribers: AgentSubscriber[],
  ): Observable<AgentStateMutation> {
    return applyEventsIncrementally(events$, { agent: this, input, subscribers, scheduler: this.scheduler });
  }
}

const started = (runId = "r1"): BaseEvent => ({ type: EventType.RUN_STARTED, threadId: "t1", runId }) as BaseEvent;
const finished = (runId = "r1", extra: object = {}): BaseEvent =>
  ({ type: EventType.RUN_FINISHED, threadId: "t1", runId, ...extra }) as BaseEvent;
const ev = (type: EventType, fields: object): BaseEvent => ({ type, ...fields }) as BaseEvent;

const history: Message[] = [
  { id: "u0", role: "user", content: "hello" },
  { id: "a0", role: "assistant", content: "hi there" },
];

const sequences: Record<string, { events: BaseEvent[]; messages?: Message[]; warns?: RegExp }> = {
  text: {
    messages: history,
    events: [
      started(),
      ev(EventType.TEXT_MESSAGE_START, { messageId: "m1", role: "assistant" }),
      ...["Hel", "lo ", "wor", "ld"].map((delta) => ev(EventType.TEXT_MESSAGE_CONTENT, { messageId: "m1", delta })),
      ev(EventType.TEXT_MESSAGE_END, { messageId: "m1", metadata: { tokens: 4 } }),
      finished(),
    ],
  },
  "parallel tool calls with results and text after": {
    messages: history,
    events: [
      started(),
      ev(EventType.TEXT_MESSAGE_START, { messageId: "m1", role: "assistant" }),
      ev(EventType.TEXT_MESSAGE_CONTENT, { messageId: "m1", delta: "Let me check" }),
      ev(EventType.TEXT_MESSAGE_END, { messageId: "m1" }),
      ev(EventType.TOOL_CALL_START, { toolCallId: "c1", toolCallName: "weather", parentMessageId: "m1" }),
      ev(EventType.TOOL_CALL_ARGS, { toolCallId: "c1", delta: '{"city":' }),
      ev(EventType.TOOL_CALL_START, { toolCallId: "c2", toolCallName: "time", parentMessageId: "m1" }),
      ev(EventType.TOOL_CALL_ARGS, { toolCallId: "c1", delta: '"Paris"}' }),
      ev(EventType.TOOL_CALL_ARGS, { toolCallId: "c2", delta: "{}" }),
      ev(EventType.TOOL_CALL_END, { toolCallId: "c1" }),
      ev(EventType.TOOL_CALL_END, { toolCallId: "c2" }),
      ev(EventType.TOOL_CALL_START, { toolCallId: "c3", toolCallName: "orphan" }),
      ev(EventType.TOOL_CALL_START, { toolCallId: "c4", toolCallName: "new-parent", parentMessageId: "p9" }),
      ev(EventType.TOOL_CALL_END, { toolCallId: "c3" }),
      ev(EventType.TOOL_CALL_END, { toolCallId: "c4" }),
      ev(EventType.TOOL_CALL_RESULT, { messageId: "r2", toolCallId: "c2", content: "noon" }),
      ev(EventType.TOOL_CALL_RESULT, { messageId: "r1", toolCallId: "c1", content: "sunny" }),
      ev(EventType.TOOL_CALL_RESULT, { messageId: "rx", toolCallId: "unknown", content: "?" }),
      ev(EventType.TEXT_MESSAGE_START, { messageId: "m2", role: "assistant" }),
      ev(EventType.TEXT_MESSAGE_CONTENT, { messageId: "m2", delta: "Done" }),
      ev(EventType.TEXT_MESSAGE_END, { messageId: "m2" }),
      finished(),
    ],
  },
  "state snapshot and deltas": {
    events: [
      started(),
      ev(EventType.STATE_SNAPSHOT, { snapshot: { count: 1, items: ["a"] } }),
      ev(EventType.STATE_DELTA, { delta: [{ op: "replace", path: "/count", value: 2 }] }),
      ev(EventType.STATE_DELTA, { delta: [{ op: "add", path: "/items/-", value: "b" }] }),
      ev(EventType.STATE_DELTA, { delta: [{ op: "remove", path: "/missing" }] }),
      finished(),
    ],
    // The patch that fails is reported (console.warn) by both, and skipped.
    warns: /Failed to apply state patch/,
  },
  "messages snapshot, activity and reasoning": {
    messages: history,
    events: [
      started(),
      ev(EventType.ACTIVITY_SNAPSHOT, { messageId: "act1", activityType: "plan", content: { steps: ["a"] } }),
      ev(EventType.ACTIVITY_DELTA, { messageId: "act1", activityType: "plan", patch: [{ op: "add", path: "/steps/-", value: "b" }] }),
      ev(EventType.REASONING_START, { messageId: "rs" }),
      ev(EventType.REASONING_MESSAGE_START, { messageId: "rm", role: "reasoning" }),
      ev(EventType.REASONING_MESSAGE_CONTENT, { messageId: "rm", delta: "thinking" }),
      ev(EventType.REASONING_MESSAGE_END, { messageId: "rm" }),
      ev(EventType.REASONING_END, { messageId: "rs" }),
      ev(EventType.MESSAGES_SNAPSHOT, {
        messages: [
          { id: "u0", role: "user", content: "hello (edited)" },
          { id: "n1", role: "assistant", content: "from snapshot" },
        ],
      }),
      ev(EventType.CUSTOM, { name: "x", value: 1 }),
      finished(),
    ],
  },
  "two runs replayed (connect)": {
    events: [
      { ...started("r1"), input: { threadId: "t1", runId: "r1", messages: [{ id: "u1", role: "user", content: "q1" }], tools: [], context: [] } } as BaseEvent,
      ev(EventType.TEXT_MESSAGE_START, { messageId: "m1", role: "assistant" }),
      ev(EventType.TEXT_MESSAGE_CONTENT, { messageId: "m1", delta: "a1" }),
      ev(EventType.TEXT_MESSAGE_END, { messageId: "m1" }),
      finished("r1"),
      { ...started("r2"), input: { threadId: "t1", runId: "r2", messages: [{ id: "u1", role: "user", content: "q1" }, { id: "u2", role: "user", content: "q2" }], tools: [], context: [] } } as BaseEvent,
      ev(EventType.TEXT_MESSAGE_START, { messageId: "m2", role: "assistant" }),
      ev(EventType.TEXT_MESSAGE_CONTENT, { messageId: "m2", delta: "a2" }),
      ev(EventType.TEXT_MESSAGE_END, { messageId: "m2" }),
      finished("r2"),
    ],
  },
  interrupt: {
    events: [
      started(),
      ev(EventType.TOOL_CALL_START, { toolCallId: "c1", toolCallName: "approve" }),
      ev(EventType.TOOL_CALL_END, { toolCallId: "c1" }),
      finished("r1", { outcome: { type: "interrupt", interrupts: [{ id: "i1", reason: "tool_call", toolCallId: "c1" }] } }),
    ],
  },
};

async function runBoth(events: BaseEvent[], messages: Message[] = [], subscriber?: () => AgentSubscriber) {
  const reference = new ScriptedAgent(events, structuredClone(messages));
  const ours = new FastScriptedAgent(events, structuredClone(messages));
  const referenceResult = await reference.runAgent({ runId: "r1" }, subscriber?.());
  const ourResult = await ours.runAgent({ runId: "r1" }, subscriber?.());
  return { reference, ours, referenceResult, ourResult };
}

describe("EventReducer", () => {
  for (const [name, { events, messages, warns }] of Object.entries(sequences)) {
    it(`matches @ag-ui/client's defaultApplyEvents: ${name}`, async () => {
      const warnings = warns && catchConsole("warn", warns);
      const { reference, ours, referenceResult, ourResult } = await runBoth(events, messages).finally(() => warnings?.restore());
      if (warnings) expect(warnings.calls).toHaveLength(2);
      expect(ours.messages).toEqual(reference.messages);
      expect(ours.state).toEqual(reference.state);
      expect(ours.pendingInterrupts).toEqual(reference.pendingInterrupts);
      expect(ourResult.newMessages).toEqual(referenceResult.newMessages);
    });
  }

  it("honours subscriber mutations and stopPropagation like the reference", async () => {
    const subscriber = (): AgentSubscriber => ({
      onTextMessageContentEvent: ({ event }) => (event.delta === "lo " ? { stopPropagation: true } : undefined),
      onTextMessageEndEvent: async ({ state }) => ({ state: { ...state, ended: true } }),
    });
    const { reference, ours } = await runBoth(sequences.text!.events, history, subscriber);
    expect(ours.messages).toEqual(reference.messages);
    expect(ours.state).toEqual(reference.state);
    expect(ours.state).toMatchObject({ ended: true });
  });

  it("reports pendingToolCallIds of unanswered calls on RUN_FINISHED", async () => {
    const seen: string[][] = [];
    const agent = new FastScriptedAgent(sequences["parallel tool calls with results and text after"]!.events, history);
    await agent.runAgent({}, {
      onRunFinishedEvent: (params) => {
        if (params.outcome === "success") seen.push(params.pendingToolCallIds);
      },
    });
    expect(seen).toEqual([["c3", "c4"]]);
  });

  it("never changes a published snapshot and keeps the identity of untouched messages", async () => {
    const snapshots: Message[][] = [];
    const agent = new FastScriptedAgent(sequences.text!.events, history);
    await agent.runAgent({}, { onMessagesChanged: ({ messages }) => void snapshots.push(messages as Message[]) });
    const contents = snapshots.map((snapshot) => snapshot.find((m) => m.id === "m1")?.content);
    expect(contents).toEqual(["", "Hel", "Hello ", "Hello wor", "Hello world", "Hello world"]);
    for (const snapshot of snapshots) expect(snapshot[0]).toBe(snapshots[0]![0]);
  });

  it("batches notifications through the scheduler", async () => {
    const ticks: Array<() => void> = [];
    const agent = new FastScriptedAgent(sequences.text!.events, history);
    agent.scheduler = (callback) => {
      ticks.push(callback);
      return () => ticks.splice(ticks.indexOf(callback), 1);
    };
    let notifications = 0;
    await agent.runAgent({}, { onMessagesChanged: () => void notifications++ });
    expect(notifications).toBe(1);
    expect(agent.messages.at(-1)).toMatchObject({ id: "m1", content: "Hello world", metadata: { tokens: 4 } });
  });
});

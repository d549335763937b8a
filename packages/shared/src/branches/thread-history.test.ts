import { EventType, type BaseEvent, type Message } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { ThreadHistory } from "./thread-history.js";

const u1: Message = { id: "u1", role: "user", content: "Hi" };

function run(runId: string, options: { snapshot?: Message[]; input?: Message[]; reply?: string; end?: BaseEvent }): BaseEvent[] {
  const replyId = `${runId}-reply`;
  return [
    { type: EventType.RUN_STARTED, threadId: "t", runId, input: { messages: options.input ?? [] } } as BaseEvent,
    ...(options.snapshot ? [{ type: EventType.MESSAGES_SNAPSHOT, messages: options.snapshot } as BaseEvent] : []),
    ...(options.reply === undefined
      ? []
      : [
          { type: EventType.TEXT_MESSAGE_START, messageId: replyId, role: "assistant" } as BaseEvent,
          { type: EventType.TEXT_MESSAGE_CONTENT, messageId: replyId, delta: options.reply } as BaseEvent,
          { type: EventType.TEXT_MESSAGE_END, messageId: replyId } as BaseEvent,
        ]),
    options.end ?? ({ type: EventType.RUN_FINISHED, threadId: "t", runId } as BaseEvent),
  ];
}

function historyOf(events: BaseEvent[]): ThreadHistory {
  const history = new ThreadHistory();
  events.forEach((event) => history.apply(event));
  return history;
}

describe("ThreadHistory", () => {
  it("builds the branch tree from runs: regenerated answers are alternatives, each continued as last left", () => {
    const history = historyOf([
      ...run("r1", { input: [u1], reply: "one" }),
      ...run("r2", { snapshot: [u1], reply: "two" }),
      ...run("r3", { snapshot: [u1], reply: "three" }),
    ]);
    expect(history.tree.active.map(({ id }) => id)).toEqual(["u1", "r3-reply"]);
    expect(history.tree.siblingsOf("r1-reply")).toEqual(["r1-reply", "r2-reply", "r3-reply"]);
    expect(history.tree.branchesOf("r2-reply")).toEqual({ index: 1, count: 3 });
    expect(history.tree.branchPath("r3-reply", 0)).toEqual([u1, { id: "r1-reply", role: "assistant", content: "one" }]);
    expect(history.tree.branchPath("r3-reply", 3)).toBeUndefined();
    expect(history.tree.branchesOf("nope")).toBeUndefined();
  });

  it("keeps stopped and failed runs by the message they ended on", () => {
    const history = historyOf([
      ...run("r1", { input: [u1], reply: "half", end: { type: EventType.RUN_FINISHED, threadId: "t", runId: "r1", outcome: { type: "cancelled" } } as BaseEvent }),
      ...run("r2", { input: [{ id: "u2", role: "user", content: "go on" }], end: { type: EventType.RUN_ERROR, message: "boom", code: "X" } as BaseEvent }),
    ]);
    expect(history.statuses.get("r1-reply")).toEqual({ status: "stopped", runId: "r1" });
    expect(history.statuses.get("u2")).toEqual({ status: "failed", runId: "r2", message: "boom", code: "X" });
  });
});

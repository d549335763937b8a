import { EventType, type Message } from "@ag-ui/client";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BuiltInAgent, defineTool } from "../src/index.js";
import { collect, finish, ofType, runInput, scriptedModel, textParts, toolCallParts, types } from "./helpers.js";

const approval = defineTool({
  name: "requestApproval",
  description: "Ask the user to approve an action",
  parameters: z.object({ action: z.string() }),
  interrupt: { reason: "approval", message: ({ action }) => `Approve ${action}?`, responseSchema: { type: "object", properties: { approved: { type: "boolean" } } } },
});

const history: Message[] = [
  { id: "u1", role: "user", content: "deploy" },
  { id: "a1", role: "assistant", toolCalls: [{ id: "ap1", type: "function", function: { name: "requestApproval", arguments: '{"action":"deploy"}' } }] },
];

describe("interrupt tools", () => {
  it("end the run with an interrupt outcome built from the call", async () => {
    const model = scriptedModel([...textParts("0", "Asking"), ...toolCallParts("ap1", "requestApproval", { action: "deploy" }), finish("tool-calls")]);
    const events = await collect(new BuiltInAgent({ model, tools: [approval] }).run(runInput()));
    expect(ofType(events, EventType.TOOL_CALL_END).map((event) => event.toolCallId)).toEqual(["ap1"]);
    expect(ofType(events, EventType.TOOL_CALL_RESULT)).toEqual([]);
    expect(events.at(-1)).toMatchObject({
      type: EventType.RUN_FINISHED,
      outcome: {
        type: "interrupt",
        interrupts: [{ id: "ap1", toolCallId: "ap1", reason: "approval", message: "Approve deploy?", responseSchema: { type: "object" } }],
      },
    });
  });

  it("takes the resume payload as the tool's result", async () => {
    const model = scriptedModel([...textParts("0", "Deployed"), finish()]);
    const events = await collect(
      new BuiltInAgent({ model, tools: [approval] }).run(
        runInput({ messages: history, resume: [{ interruptId: "ap1", status: "resolved", payload: { approved: true } }] }),
      ),
    );
    expect(types(events).slice(0, 2)).toEqual([EventType.RUN_STARTED, EventType.TOOL_CALL_RESULT]);
    expect(events[1]).toMatchObject({ toolCallId: "ap1", content: '{"approved":true}' });
    expect(ofType(events, EventType.TOOL_CALL_START)).toEqual([]);
    expect(model.doStreamCalls[0]!.prompt.at(-1)).toEqual({
      role: "tool",
      content: [{ type: "tool-result", toolCallId: "ap1", toolName: "requestApproval", output: { type: "json", value: { approved: true } } }],
    });
    expect(events.at(-1)).toMatchObject({ outcome: { type: "success" } });
  });

  it("treats a cancelled resume as a cancelled result, and a repeated resume as already answered", async () => {
    const model = scriptedModel([finish()], [finish()]);
    const agent = new BuiltInAgent({ model, tools: [approval] });
    const cancelled = await collect(agent.run(runInput({ messages: history, resume: [{ interruptId: "ap1", status: "cancelled" }] })));
    expect(ofType(cancelled, EventType.TOOL_CALL_RESULT)[0]!.content).toBe('{"status":"cancelled"}');
    const answered: Message[] = [...history, { id: "t1", role: "tool", toolCallId: "ap1", content: '{"status":"cancelled"}' }];
    const repeated = await collect(agent.run(runInput({ messages: answered, resume: [{ interruptId: "ap1", status: "resolved", payload: "yes" }] })));
    expect(ofType(repeated, EventType.TOOL_CALL_RESULT)).toEqual([]);
    expect(repeated.at(-1)!.type).toBe(EventType.RUN_FINISHED);
  });

  it("answers new input while an interrupt is open, or a resume for an unknown id, with RUN_ERROR", async () => {
    const agent = new BuiltInAgent({ model: scriptedModel([finish()]), tools: [approval] });
    const open = await collect(agent.run(runInput({ messages: [...history, { id: "u2", role: "user", content: "hello?" }] })));
    expect(open.at(-1)).toMatchObject({ type: EventType.RUN_ERROR, code: "unresolved_interrupt" });
    const unknown = await collect(agent.run(runInput({ messages: history, resume: [{ interruptId: "ap1", status: "cancelled" }, { interruptId: "nope", status: "cancelled" }] })));
    expect(unknown.at(-1)).toMatchObject({ type: EventType.RUN_ERROR, code: "unknown_interrupt" });
  });

  it("works through @ag-ui/client's runAgent: pendingInterrupts, then resume", async () => {
    const model = scriptedModel([...toolCallParts("ap1", "requestApproval", { action: "deploy" }), finish("tool-calls")], [...textParts("0", "Deployed"), finish()]);
    const agent = new BuiltInAgent({ model, tools: [approval] });
    agent.setMessages([{ id: "u1", role: "user", content: "deploy" }]);
    await agent.runAgent({ runId: "r1" });
    expect(agent.pendingInterrupts.map((interrupt) => interrupt.id)).toEqual(["ap1"]);
    await agent.runAgent({ runId: "r2", resume: [{ interruptId: "ap1", status: "resolved", payload: { approved: true } }] });
    expect(agent.pendingInterrupts).toEqual([]);
    expect(agent.messages.map((message) => message.role)).toEqual(["user", "assistant", "tool", "assistant"]);
    expect(agent.messages.at(-1)).toMatchObject({ content: "Deployed" });
  });
});

import { EventType, type BaseEvent, type Tool } from "@ag-ui/client";
import { generateText } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BuiltInAgent, createDemoModel, defineTool } from "../src/index.js";
import { collect, ofType, runInput, types } from "./helpers.js";

const text = (events: BaseEvent[]) => ofType(events, EventType.TEXT_MESSAGE_CONTENT).map((event) => event.delta).join("");
const reasoning = (events: BaseEvent[]) => ofType(events, EventType.REASONING_MESSAGE_CONTENT).map((event) => event.delta).join("");
const args = (events: BaseEvent[], toolCallId: string) =>
  JSON.parse(ofType(events, EventType.TOOL_CALL_ARGS).filter((event) => event.toolCallId === toolCallId).map((event) => event.delta).join(""));
const say = (content: string) => [{ id: "u1", role: "user" as const, content }];

const backgroundTool: Tool = {
  name: "changeBackgroundColor",
  description: "Change the page background",
  parameters: { type: "object", properties: { color: { type: "string" } }, required: ["color"] },
};
const themeTool: Tool = {
  name: "setTheme",
  description: "Switch between light and dark",
  parameters: { type: "object", properties: { theme: { type: "string", enum: ["light", "dark"] }, animate: { type: "boolean" }, durationMs: { type: "integer" } } },
};
const approval = defineTool({
  name: "requestApproval",
  description: "Ask the user to approve an action",
  parameters: z.object({ action: z.string() }),
  interrupt: { reason: "approval" },
});

function demoAgent() {
  return new BuiltInAgent({ model: createDemoModel({ tokenDelayMs: 0 }), tools: [approval] });
}

describe("offline demo model", () => {
  it("greets with a reasoning trace and streamed text, word by word", async () => {
    const events = await collect(demoAgent().run(runInput({ messages: say("Hello there") })));
    expect(types(events).slice(0, 3)).toEqual([EventType.RUN_STARTED, EventType.REASONING_START, EventType.REASONING_MESSAGE_START]);
    expect(reasoning(events)).toBe("The user greets me; I'll greet back and say what I can do.");
    expect(text(events)).toMatch(/^Hello! I'm the \*\*offline demo model\*\*/);
    expect(ofType(events, EventType.TEXT_MESSAGE_CONTENT).length).toBeGreaterThan(20);
    expect(events.at(-1)).toMatchObject({ outcome: { type: "success" }, usage: [{ provider: "wingman-demo", model: "demo" }] });
  });

  it("answers in markdown with a code block and a list", async () => {
    const events = await collect(demoAgent().run(runInput({ messages: say("Can you show me an example?") })));
    expect(text(events)).toContain("```ts\nfunction greet(name: string): string {");
    expect(text(events)).toContain("\n- a typed parameter (`name: string`)");
  });

  it("calls a frontend tool the user names, with arguments from the message", async () => {
    const events = await collect(demoAgent().run(runInput({ messages: say("Please change the background color to light blue."), tools: [backgroundTool, themeTool] })));
    const [start] = ofType(events, EventType.TOOL_CALL_START);
    expect(start).toMatchObject({ toolCallName: "changeBackgroundColor" });
    expect(args(events, start!.toolCallId as string)).toEqual({ color: "light blue" });
    expect(events.at(-1)).toMatchObject({ outcome: { type: "success", pendingToolCallIds: [start!.toolCallId] } });
  });

  it("calls several named tools in parallel and fills enums, booleans and integers", async () => {
    const events = await collect(
      demoAgent().run(runInput({ messages: say("change background color to red and set theme dark, animate over 300 ms"), tools: [backgroundTool, themeTool] })),
    );
    const starts = ofType(events, EventType.TOOL_CALL_START);
    expect(starts.map((event) => event.toolCallName)).toEqual(["changeBackgroundColor", "setTheme"]);
    expect(args(events, starts[1]!.toolCallId as string)).toEqual({ theme: "dark", animate: true, durationMs: 300 });
    expect((events.at(-1)!.outcome as { pendingToolCallIds: string[] }).pendingToolCallIds).toHaveLength(2);
  });

  it("reports a frontend tool's result in the next run", async () => {
    const agent = demoAgent();
    const events = await collect(
      agent.run(
        runInput({
          tools: [backgroundTool],
          messages: [
            ...say("change the background color to red"),
            { id: "a1", role: "assistant", toolCalls: [{ id: "c1", type: "function", function: { name: "changeBackgroundColor", arguments: '{"color":"red"}' } }] },
            { id: "t1", role: "tool", toolCallId: "c1", content: "background is red" },
          ],
        }),
      ),
    );
    expect(text(events)).toBe("Done: `changeBackgroundColor` returned `background is red`.");
  });

  it("updates shared state when asked, then confirms", async () => {
    const agent = demoAgent();
    agent.setState({ theme: "light", items: ["eggs"] });
    agent.setMessages(say("set theme to dark"));
    await agent.runAgent({ runId: "r1" });
    expect(agent.state).toEqual({ theme: "dark", items: ["eggs"] });
    expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Done: the shared state is updated." });

    agent.addMessage({ id: "u2", role: "user", content: "add milk to items" });
    await agent.runAgent({ runId: "r2" });
    agent.addMessage({ id: "u3", role: "user", content: "remove eggs from the items list" });
    await agent.runAgent({ runId: "r3" });
    agent.addMessage({ id: "u4", role: "user", content: "set user.age to 42" });
    await agent.runAgent({ runId: "r4" });
    // the parent "user" does not exist: the patch is refused, the state is kept, and the model says so
    expect(agent.state).toEqual({ theme: "dark", items: ["milk"] });
    expect(agent.messages.at(-1)!.content).toMatch(/^I could not update the state: .*does not exist/);
  });

  it("says so when asked to change state in an app without state", async () => {
    const events = await collect(demoAgent().run(runInput({ messages: say("set theme to dark"), state: {} })));
    expect(ofType(events, EventType.TOOL_CALL_START)).toEqual([]);
    expect(text(events)).toMatch(/^This app shares no state with me, so there is nothing I can update\.\n\nOn this page I can:/);
  });

  it("asks for approval through the interrupt tool, then acts on the answer", async () => {
    const agent = demoAgent();
    agent.setMessages(say("Please ask for approval to deploy to production"));
    await agent.runAgent({ runId: "r1" });
    expect(agent.pendingInterrupts).toEqual([expect.objectContaining({ reason: "approval" })]);
    const call = agent.messages.flatMap((message) => (message.role === "assistant" ? (message.toolCalls ?? []) : []))[0]!;
    expect(call.function.name).toBe("requestApproval");
    expect(JSON.parse(call.function.arguments)).toEqual({ action: "deploy to production" });

    await agent.runAgent({ runId: "r2", resume: [{ interruptId: agent.pendingInterrupts[0]!.id, status: "resolved", payload: { approved: true } }] });
    expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Thanks, you approved it, so I went ahead." });

    const declined = demoAgent();
    declined.setMessages(say("I need your approval to delete everything"));
    await declined.runAgent({ runId: "r1" });
    await declined.runAgent({ runId: "r2", resume: [{ interruptId: declined.pendingInterrupts[0]!.id, status: "cancelled" }] });
    expect(declined.messages.at(-1)).toMatchObject({ content: "Okay, you declined, so I did nothing." });
  });

  it("acknowledges attachments, by data or URL, without going to the network", async () => {
    const events = await collect(
      demoAgent().run(
        runInput({
          messages: [
            {
              id: "u1",
              role: "user",
              content: [
                { type: "text", text: "hello, what is in this?" },
                { type: "image", source: { type: "data", value: "aGk=", mimeType: "image/png" } },
                { type: "document", source: { type: "url", value: "https://unreachable.invalid/report.pdf", mimeType: "application/pdf" } },
              ],
            },
          ],
        }),
      ),
    );
    // "aGk=" is two bytes; the URL's size is not known without fetching it.
    expect(text(events)).toMatch(/^I see 2 attachment\(s\) \(image\/png, 2 bytes, application\/pdf\)\. Hello!/);
  });

  it("falls back to explaining what it understands", async () => {
    const events = await collect(demoAgent().run(runInput({ messages: say("What is the airspeed of a swallow?") })));
    expect(text(events)).toContain("> What is the airspeed of a swallow?");
  });

  it("is deterministic", async () => {
    const strip = (events: BaseEvent[]) => events.map(({ messageId: _m, parentMessageId: _p, ...rest }) => rest);
    const input = runInput({ messages: say("change the background color to red"), tools: [backgroundTool] });
    const first = await collect(demoAgent().run(input));
    const second = await collect(demoAgent().run(input));
    expect(strip(second)).toEqual(strip(first));
  });

  it("waits tokenDelayMs per token and stops early when aborted", async () => {
    const started = Date.now();
    await collect(new BuiltInAgent({ model: createDemoModel({ tokenDelayMs: 10, reasoning: false }) }).run(runInput({ messages: say("hi") })));
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);

    const agent = new BuiltInAgent({ model: createDemoModel({ tokenDelayMs: 200 }) });
    const events = await new Promise<BaseEvent[]>((resolve) => {
      const seen: BaseEvent[] = [];
      agent.run(runInput({ messages: say("hi") })).subscribe({
        next: (event) => {
          seen.push(event);
          if (event.type === EventType.REASONING_MESSAGE_CONTENT) agent.abortRun();
        },
        complete: () => resolve(seen),
      });
    });
    // Stopped during the reasoning: the answer's text never starts (no wall-clock bound, which a busy machine breaks).
    expect(text(events)).toBe("");
    expect(reasoning(events).length).toBeLessThan("The user greets me; I'll greet back and say what I can do.".length);
    expect(events.at(-1)).toMatchObject({ type: EventType.RUN_FINISHED, outcome: { type: "cancelled" } });
  });

  it("also answers through generateText", async () => {
    const result = await generateText({ model: createDemoModel({ tokenDelayMs: 0 }), prompt: "hello" });
    expect(result.text).toMatch(/^Hello!/);
    expect(result.reasoningText).toBe("The user greets me; I'll greet back and say what I can do.");
  });
});

import { EventType, type BaseEvent } from "@ag-ui/core";
import { Observable } from "rxjs";
import { ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { describe, expect, it, vi } from "vitest";
import { ChatController, type ChatControllerOptions } from "./chat-controller.js";
import { CopilotKitCoreErrorCode } from "../client/copilot-kit-core-error-code.js";
import { CopilotKitCore } from "../client/copilot-kit-core.js";
import { immediateScheduler } from "../async/scheduler.js";

function setup(agentOptions: Partial<ConstructorParameters<typeof ScriptedAgent>[0]> = {}, options: Partial<ChatControllerOptions> = {}) {
  const agent = new ScriptedAgent({ agentId: "default", script: (input) => textRunEvents({ ...input, deltas: ["Hi"] }), ...agentOptions });
  const other = new ScriptedAgent({ agentId: "other", script: () => [], end: new Error("other failed") });
  const core = new CopilotKitCore({ agents__unsafe_dev_only: { default: agent, other }, scheduler: immediateScheduler });
  vi.spyOn(console, "error").mockImplementation(() => {});
  const controller = new ChatController(core, {
    agent: () => agent,
    isReady: () => true,
    agentId: () => "default",
    threadId: () => undefined,
    ...options,
  });
  return { agent, other, core, controller };
}

describe("ChatController", () => {
  it("sends text and attachments as one user message, and stays busy until the core's run resolves", async () => {
    const { agent, controller } = setup();
    const busy: boolean[] = [];
    // Listeners also hear branch changes (a run's end): record busy's transitions only.
    controller.subscribe(() => void (busy.at(-1) !== controller.busy && busy.push(controller.busy)));
    await controller.send("Look", [{ type: "image", source: { type: "data", value: "AAAA", mimeType: "image/png" } } as never]);
    expect(agent.messages[0]).toMatchObject({
      role: "user",
      content: [{ type: "text", text: "Look" }, { type: "image", source: { type: "data", value: "AAAA", mimeType: "image/png" } }],
    });
    expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Hi" });
    expect(busy).toEqual([true, false]);
    expect(controller.busy).toBe(false);
  });

  it("keeps its agent's last error with a Retry that runs again; other agents' errors are not its own, and a new run clears it", async () => {
    const errors: CopilotKitCoreErrorCode[] = [];
    const { agent, other, core, controller } = setup({ end: new Error("boom") }, { onError: ({ code }) => void errors.push(code) });
    const changes = vi.fn();
    controller.subscribe(changes);

    await core.runAgent({ agent: other }).catch(() => undefined);
    expect(controller.error).toBeUndefined();

    await controller.send("Hello").catch(() => undefined);
    expect(controller.error).toMatchObject({ code: CopilotKitCoreErrorCode.AGENT_RUN_FAILED });
    expect(controller.error!.retry).toBeTypeOf("function");
    expect(errors).toEqual([CopilotKitCoreErrorCode.AGENT_RUN_FAILED]);

    controller.retry();
    expect(controller.error).toBeUndefined();
    await vi.waitFor(() => expect(agent.inputs).toHaveLength(2));
    await vi.waitFor(() => expect(controller.error?.code).toBe(CopilotKitCoreErrorCode.AGENT_RUN_FAILED));
    expect(agent.inputs[1]!.messages.map((message) => message.content)).toEqual(["Hello"]);

    controller.dismissError();
    expect(controller.error).toBeUndefined();
    expect(changes).toHaveBeenCalled();
  });

  it("leaves a failure the thread records to the message it failed on (shown once, inline), still telling onError", async () => {
    const errors: CopilotKitCoreErrorCode[] = [];
    const { agent, controller } = setup(
      {
        script: ({ threadId, runId }) => [
          { type: EventType.RUN_STARTED, threadId, runId },
          { type: EventType.TEXT_MESSAGE_START, messageId: "partial", role: "assistant" },
          { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "partial", delta: "Let me" },
          { type: EventType.RUN_ERROR, message: "the model is down" },
        ] as BaseEvent[],
      },
      { onError: ({ code }) => void errors.push(code) },
    );
    const errorWhileBusy: unknown[] = [];
    controller.subscribe(() => void (controller.busy && errorWhileBusy.push(controller.error)));
    await controller.send("Hello");
    expect(errors).toEqual([CopilotKitCoreErrorCode.AGENT_RUN_ERROR_EVENT]);
    expect(controller.branches.lastRunFailed).toBe(true);
    expect(controller.branches.statusOf(agent.messages.at(-1)!.id)).toMatchObject({ status: "failed", message: "the model is down" });
    expect(controller.error).toBeUndefined();
    expect(errorWhileBusy.filter(Boolean)).toEqual([]);
  });

  it("loads an explicit thread, and lets the next send wait for it", async () => {
    const { agent, core, controller } = setup({}, { threadId: () => "thread-1" });
    const switchThread = vi.spyOn(core, "switchThread").mockImplementation(async (target, threadId) => {
      target.threadId = threadId;
      return { result: undefined, newMessages: [] };
    });
    controller.connectThread();
    expect(switchThread).toHaveBeenCalledWith(agent, "thread-1");
    await controller.send("Hello");
    expect(agent.inputs[0]!.threadId).toBe("thread-1");
  });
});

describe("ChatController, a message sent while the last run's promise is still open", () => {
  it("shows the message at once when the agent no longer streams, and runs it once that run settles", async () => {
    // The first run's events are over (the agent says it is not running) but its stream stays open
    // until `release`: CopilotKit shows the next message at once, and so do we.
    let release = () => {};
    const agent = new ScriptedAgent({ agentId: "default", script: (input) => textRunEvents({ ...input, deltas: ["Hi"] }) });
    const run = agent.run.bind(agent);
    let held = true;
    agent.run = (input) =>
      !held
        ? run(input)
        : new Observable<BaseEvent>((subscriber) => {
            for (const event of textRunEvents({ ...input, deltas: ["Hi"] })) subscriber.next(event);
            agent.isRunning = false;
            release = () => subscriber.complete();
          });
    const core = new CopilotKitCore({ agents__unsafe_dev_only: { default: agent }, scheduler: immediateScheduler });
    const controller = new ChatController(core, { agent: () => agent, isReady: () => true, agentId: () => "default", threadId: () => undefined });
    const first = controller.send("one");
    await vi.waitFor(() => expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Hi" }));
    held = false;
    const second = controller.send("two");
    expect(agent.messages.at(-1)).toMatchObject({ role: "user", content: "two" });
    expect(agent.inputs).toHaveLength(0);
    release();
    await Promise.all([first, second]);
    expect(agent.inputs).toHaveLength(1);
    expect(agent.inputs[0]!.messages.map((message) => message.content)).toEqual(["one", "Hi", "two"]);
  });
});

// @vitest-environment jsdom
import type { BaseEvent, RunAgentInput } from "@ag-ui/client";
import { ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { Observable } from "rxjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatController, type ChatControllerOptions } from "./chat-controller.js";
import { CopilotKitCore } from "../client/copilot-kit-core.js";
import { immediateScheduler } from "../async/scheduler.js";

/** Replies "Hi", except for the runs told to fail first. */
class FlakyAgent extends ScriptedAgent {
  failuresLeft = 0;
  /** What happens just before a run fails (the network going away). */
  beforeFailing = () => {};

  constructor() {
    super({ agentId: "default", script: (input) => textRunEvents({ ...input, deltas: ["Hi"] }) });
  }

  override run(input: RunAgentInput): Observable<BaseEvent> {
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      return new Observable<BaseEvent>((subscriber) => {
        this.beforeFailing();
        subscriber.error(new TypeError("Failed to fetch"));
      });
    }
    return super.run(input);
  }
}

let online = true;

function setup(options: (agent: FlakyAgent) => Partial<ChatControllerOptions> = () => ({})) {
  online = true;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  vi.spyOn(console, "error").mockImplementation(() => {});
  const agent = new FlakyAgent();
  const core = new CopilotKitCore({ agents__unsafe_dev_only: { default: agent }, scheduler: immediateScheduler });
  const controller = new ChatController(core, { agent: () => agent, isReady: () => true, agentId: () => "default", threadId: () => undefined, ...options(agent) });
  const unsubscribe = controller.subscribe(() => {});
  return { agent, core, controller, unsubscribe };
}

function goOnline() {
  online = true;
  window.dispatchEvent(new Event("online"));
}

const userMessageIds = (agent: ScriptedAgent) => agent.messages.filter((message) => message.role === "user").map((message) => message.id);

afterEach(() => vi.restoreAllMocks());

describe("ChatController delivery", () => {
  it("queues a message sent offline (shown, not run) and sends it exactly once when back online", async () => {
    const { agent, controller } = setup();
    online = false;
    await controller.send("Hello");
    const [id] = userMessageIds(agent);
    expect(agent.messages).toHaveLength(1);
    expect(controller.deliveryOf(id!)).toBe("queued");
    expect(agent.inputs).toHaveLength(0);

    await controller.send("Are you there?");
    const [, second] = userMessageIds(agent);
    expect(controller.deliveryOf(second!)).toBe("queued");

    goOnline();
    window.dispatchEvent(new Event("online"));  // a second event must not send again
    await vi.waitFor(() => expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Hi" }));
    await vi.waitFor(() => expect(controller.busy).toBe(false));
    expect(agent.inputs).toHaveLength(1);
    expect(agent.inputs[0]!.messages.map((message) => message.content)).toEqual(["Hello", "Are you there?"]);
    expect(controller.deliveryOf(id!)).toBeUndefined();
    expect(controller.deliveryOf(second!)).toBeUndefined();
  });

  it("marks a message whose run failed as not sent, and Retry sends it", async () => {
    const { agent, controller } = setup();
    agent.failuresLeft = 1;
    await controller.send("Hello");
    const [id] = userMessageIds(agent);
    expect(controller.deliveryOf(id!)).toBe("failed");

    await controller.retryMessage(id!);
    expect(controller.deliveryOf(id!)).toBeUndefined();
    // The failing run is not logged: this is the one run that got through.
    expect(agent.inputs).toHaveLength(1);
    expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Hi" });
  });

  it("queues again when the request failed because the browser went offline", async () => {
    const { agent, controller } = setup();
    agent.failuresLeft = 1;
    agent.beforeFailing = () => void (online = false);
    await controller.send("Hello");
    const [id] = userMessageIds(agent);
    expect(controller.deliveryOf(id!)).toBe("queued");

    goOnline();
    await vi.waitFor(() => expect(controller.deliveryOf(id!)).toBeUndefined());
    await vi.waitFor(() => expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Hi" }));
    expect(agent.inputs).toHaveLength(1);
  });

  it("Stop while queued cancels: the message is not sent, going online does not send it, Retry does", async () => {
    const { agent, controller } = setup();
    online = false;
    await controller.send("Hello");
    const [id] = userMessageIds(agent);
    controller.stop();
    expect(controller.deliveryOf(id!)).toBe("failed");

    goOnline();
    expect(agent.inputs).toHaveLength(0);
    expect(controller.deliveryOf(id!)).toBe("failed");

    await controller.retryMessage(id!);
    expect(agent.inputs).toHaveLength(1);
    expect(controller.deliveryOf(id!)).toBeUndefined();
  });

  it("a connect of the agent (the page loading its thread again) leaves a message not sent as it is; a run takes it", async () => {
    // The demo reconnects its thread when its runtime answers again after being unreachable: the
    // message the user stopped must keep its Retry, since the connect sent nothing.
    const { agent, core, controller } = setup();
    online = false;
    await controller.send("Hello");
    const [id] = userMessageIds(agent);
    controller.stop();
    goOnline();
    await core.connectAgent({ agent });
    expect(controller.deliveryOf(id!)).toBe("failed");
    expect(agent.inputs).toHaveLength(0);

    await core.runAgent({ agent });
    expect(agent.inputs).toHaveLength(1);
    expect(controller.deliveryOf(id!)).toBeUndefined();
  });

  it("a later send takes a message not sent along", async () => {
    const { agent, controller } = setup();
    agent.failuresLeft = 1;
    await controller.send("First");
    const [first] = userMessageIds(agent);
    expect(controller.deliveryOf(first!)).toBe("failed");
    await controller.send("Second");
    expect(controller.deliveryOf(first!)).toBeUndefined();
    expect(agent.inputs.at(-1)!.messages.filter((message) => message.role === "user").map((message) => message.content)).toEqual(["First", "Second"]);
  });
});

/**
 * A chat whose runtime has not answered yet: a stand-in agent shows its messages until the test
 * lets the runtime's answer through (`connect`), as a held `/info` would.
 */
function setupBeforeReady() {
  const standIn = new FlakyAgent();
  let ready = false;
  const { agent, controller } = setup((agent) => ({ agent: () => (ready ? agent : standIn), isReady: () => ready }));
  /** The runtime answered; the chat has not told the controller yet (a binding's effect runs later). */
  const turnReady = () => {
    ready = true;
  };
  const connect = () => {
    turnReady();
    controller.agentReady();
  };
  return { agent, standIn, controller, connect, turnReady };
}

describe("ChatController delivery before the agent is ready", () => {
  it("a message sent offline before the runtime answered is shown waiting, and sent once when connected and back online", async () => {
    const { agent, standIn, controller, connect } = setupBeforeReady();
    online = false;
    await controller.send("Hello");
    const [id] = userMessageIds(standIn);
    expect(standIn.messages).toMatchObject([{ role: "user", content: "Hello" }]);
    expect(controller.deliveryOf(id!)).toBe("queued");

    connect();
    await vi.waitFor(() => expect(userMessageIds(agent)).toEqual([id]));
    expect(standIn.messages).toEqual([]);
    expect(controller.deliveryOf(id!)).toBe("queued");
    expect(agent.inputs).toHaveLength(0);

    goOnline();
    await vi.waitFor(() => expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Hi" }));
    await vi.waitFor(() => expect(controller.busy).toBe(false));
    expect(agent.inputs).toHaveLength(1);
    expect(standIn.inputs).toHaveLength(0);
    expect(controller.deliveryOf(id!)).toBeUndefined();
  });

  it("online, a message sent before the runtime answered waits for it and is sent once", async () => {
    const { agent, standIn, controller, connect } = setupBeforeReady();
    await controller.send("Hello");
    const [id] = userMessageIds(standIn);
    expect(controller.deliveryOf(id!)).toBe("queued");
    expect(standIn.inputs).toHaveLength(0);

    connect();
    connect(); // a second answer (a re-render) must not send again
    await vi.waitFor(() => expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Hi" }));
    await vi.waitFor(() => expect(controller.busy).toBe(false));
    expect(agent.inputs).toHaveLength(1);
    expect(userMessageIds(agent)).toEqual([id]);
    expect(controller.deliveryOf(id!)).toBeUndefined();
  });

  it("a message sent before the runtime answered waits for agentReady even once the agent is ready: it loads the chat's thread first", async () => {
    const { agent, standIn, controller, connect, turnReady } = setupBeforeReady();
    const sent = controller.send("Hello");
    // The runtime answers before the send's continuation and before the binding calls agentReady:
    // a send now would run on the agent's default thread, not the thread agentReady loads.
    turnReady();
    await sent;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [id] = userMessageIds(standIn);
    expect(agent.inputs).toHaveLength(0);
    expect(controller.deliveryOf(id!)).toBe("queued");

    connect();
    await vi.waitFor(() => expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Hi" }));
    await vi.waitFor(() => expect(controller.busy).toBe(false));
    expect(agent.inputs).toHaveLength(1);
    expect(userMessageIds(agent)).toEqual([id]);
  });

  it("with an explicit thread, a send on a ready agent waits until agentReady loads that thread, and runs on it", async () => {
    // The runtime answered, but the binding has not told the controller yet (its effect runs after
    // the render): the composer can already send, and that send must not go to the agent's default thread.
    const { agent, controller } = setup(() => ({ threadId: () => "thread-1" }));
    await controller.send("Hello");
    const [id] = userMessageIds(agent);
    expect(agent.inputs).toHaveLength(0);
    expect(controller.deliveryOf(id!)).toBe("queued");

    controller.agentReady();
    await vi.waitFor(() => expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Hi" }));
    await vi.waitFor(() => expect(controller.busy).toBe(false));
    expect(agent.inputs.map((input) => input.threadId)).toEqual(["thread-1"]);
    expect(userMessageIds(agent)).toEqual([id]);
  });

  it("Stop before the runtime answered cancels: connecting does not send it, Retry does", async () => {
    const { agent, standIn, controller, connect } = setupBeforeReady();
    await controller.send("Hello");
    const [id] = userMessageIds(standIn);
    controller.stop();
    expect(controller.deliveryOf(id!)).toBe("failed");

    connect();
    await vi.waitFor(() => expect(userMessageIds(agent)).toEqual([id]));
    expect(agent.inputs).toHaveLength(0);
    expect(controller.deliveryOf(id!)).toBe("failed");

    await controller.retryMessage(id!);
    expect(agent.inputs).toHaveLength(1);
    expect(controller.deliveryOf(id!)).toBeUndefined();
  });
});

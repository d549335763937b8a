import type { BaseEvent } from "@ag-ui/core";
import { describe, expect, it, vi } from "vitest";
import { createRunInput, ScriptedAgent, textRunEvents } from "../testing/index.js";
import { startAgentRun } from "./start-agent-run.js";

const input = createRunInput({ threadId: "t", runId: "r" });

function start(agent: ScriptedAgent, signal = new AbortController().signal): { events: BaseEvent[]; ended: Promise<string | undefined> } {
  const events: BaseEvent[] = [];
  const ended = new Promise<string | undefined>((resolve) =>
    startAgentRun(agent, input, (event) => events.push(event), signal, (message) => resolve(message)),
  );
  return { events, ended };
}

describe("startAgentRun", () => {
  it("hands over the run's events and ends without a message when the agent completes", async () => {
    const { events, ended } = start(new ScriptedAgent({ script: (runInput) => textRunEvents(runInput) }));
    await expect(ended).resolves.toBeUndefined();
    expect(events.map((event) => event.type)).toEqual(textRunEvents(input).map((event) => event.type));
  });

  it("ends with the error's message when the agent fails", async () => {
    const { ended } = start(new ScriptedAgent({ script: (runInput) => textRunEvents(runInput).slice(0, 2), end: new Error("boom") }));
    await expect(ended).resolves.toBe("boom");
  });

  it("ends (asynchronously, with the message) an agent that throws before its run starts", async () => {
    const agent = new ScriptedAgent({ script: () => [] });
    Object.defineProperty(agent, "threadId", {
      set: () => {
        throw new Error("no thread for you");
      },
    });
    const onEnd = vi.fn();
    startAgentRun(agent, input, () => undefined, new AbortController().signal, onEnd);
    expect(onEnd).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onEnd).toHaveBeenCalledWith("no thread for you"));
  });
});

import type { BaseEvent } from "@ag-ui/core";
import { describe, expect, it, vi } from "vitest";
import { createRunInput, ScriptedAgent, textRunEvents } from "../testing/index.js";
import { AgentRunAbort, whenAborted } from "./agent-run-abort.js";
import { driveAgent } from "./drive-agent.js";

const input = createRunInput({ threadId: "t", runId: "r" });

describe("AgentRunAbort", () => {
  it("tells the agent once and detaches the run, even when the agent's abort throws", async () => {
    const agent = new ScriptedAgent({ script: (runInput) => textRunEvents(runInput).slice(0, 1), end: "wait-for-abort" });
    const abortRun = vi.spyOn(agent, "abortRun").mockImplementation(() => {
      throw new Error("cannot abort");
    });
    const abort = new AgentRunAbort(agent);
    const events: BaseEvent[] = [];
    const ended = driveAgent(agent, input, (event) => events.push(event), abort.signal);
    abort.abort();
    abort.abort();
    expect(abortRun).toHaveBeenCalledTimes(1);
    expect(abort.signal.aborted).toBe(true);
    await expect(ended).resolves.toBeUndefined();
    expect(events).toHaveLength(1);
  });

  it("detaches a run driven with the abort itself, with no AbortSignal made", async () => {
    const agent = new ScriptedAgent({ script: (runInput) => textRunEvents(runInput).slice(0, 1), end: "wait-for-abort" });
    const abort = new AgentRunAbort(agent);
    const events: BaseEvent[] = [];
    const made = vi.fn();
    const Original = globalThis.AbortController;
    globalThis.AbortController = class extends Original {
      constructor() {
        super();
        made();
      }
    };
    try {
      const ended = driveAgent(agent, input, (event) => events.push(event), abort);
      abort.abort();
      await expect(ended).resolves.toBeUndefined();
    } finally {
      globalThis.AbortController = Original;
    }
    expect(made).not.toHaveBeenCalled();
    expect(abort.aborted).toBe(true);
    // A signal asked for only now still says the run was aborted.
    expect(abort.signal.aborted).toBe(true);
    expect(events).toHaveLength(1);
  });

  it("calls each listener once, not after its removal, whether given the abort or its signal", () => {
    for (const source of ["abort", "signal"] as const) {
      const abort = new AgentRunAbort(new ScriptedAgent({ script: () => [] }));
      const target = source === "abort" ? abort : abort.signal;
      const kept = vi.fn();
      const removed = vi.fn();
      whenAborted(target, kept);
      whenAborted(target, removed)();
      abort.abort();
      abort.abort();
      expect(kept, source).toHaveBeenCalledTimes(1);
      expect(removed, source).not.toHaveBeenCalled();
    }
  });
});

import type { BaseEvent } from "@ag-ui/core";
import { describe, expect, it, vi } from "vitest";
import { createRunInput, ScriptedAgent, textRunEvents } from "../testing/index.js";
import { AgentRunAbort } from "./agent-run-abort.js";
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
});

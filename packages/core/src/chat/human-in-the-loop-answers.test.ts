import type { AbstractAgent } from "@ag-ui/client";
import { describe, expect, it } from "vitest";
import { HumanInTheLoopAnswers } from "./human-in-the-loop-answers.js";

const context = (id: string, signal: AbortSignal) => ({
  toolCall: { id, type: "function" as const, function: { name: "confirm", arguments: "{}" } },
  agent: {} as AbstractAgent,
  signal,
});

describe("HumanInTheLoopAnswers", () => {
  it("answers each waiting call with its own respond, once, and only while it executes", async () => {
    const answers = new HumanInTheLoopAnswers();
    const first = answers.handler({}, context("c1", new AbortController().signal));
    const second = answers.handler({}, context("c2", new AbortController().signal));
    expect(answers.respondTo("c1", "inProgress")).toBeUndefined();
    answers.respondTo("c2", "executing")!("no");
    answers.respondTo("c1", "executing")!("yes");
    await expect(first).resolves.toBe("yes");
    await expect(second).resolves.toBe("no");
    expect(answers.respondTo("c1", "executing")).toBeUndefined();
  });

  it("rejects the wait when the run is stopped", async () => {
    const answers = new HumanInTheLoopAnswers();
    const controller = new AbortController();
    const waiting = answers.handler({}, context("c1", controller.signal));
    controller.abort();
    await expect(waiting).rejects.toThrow("Human-in-the-loop interaction aborted");
    expect(answers.respondTo("c1", "executing")).toBeUndefined();
  });
});

import { describe, expect, it, vi } from "vitest";
import { scriptedRun, steppingClock } from "../../test/fixtures/test-events.js";
import { InspectorImportError } from "./inspector-import-error.js";
import { InspectorStore, type NotifyScheduler } from "./inspector-store.js";

const synchronous: NotifyScheduler = (callback) => (callback(), () => {});

function manualScheduler() {
  const pending: Array<() => void> = [];
  const scheduler: NotifyScheduler = (callback) => {
    pending.push(callback);
    return () => pending.splice(pending.indexOf(callback), 1);
  };
  return { scheduler, flush: () => pending.splice(0).forEach((callback) => callback()), pending };
}

const recordRun = (store: InspectorStore, runId: string, threadId = "t1") => {
  for (const event of scriptedRun(runId, threadId)) store.recordEvent({ agentId: "a", threadId, event });
};

describe("InspectorStore", () => {
  it("batches change notifications into one per scheduled tick", () => {
    const { scheduler, flush, pending } = manualScheduler();
    const store = new InspectorStore({ scheduler });
    const listener = vi.fn();
    store.subscribe(listener);
    recordRun(store, "r1");
    store.addError({ code: "agent_run_failed", message: "x" });
    expect(listener).not.toHaveBeenCalled();
    expect(pending).toHaveLength(1);
    flush();
    expect(listener).toHaveBeenCalledTimes(1);
    store.dispose();
    store.addError({ code: "x", message: "y" });
    flush();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("records events, run summaries and the thread's latest state changes", () => {
    const store = new InspectorStore({ scheduler: synchronous });
    recordRun(store, "r1");
    expect(store.events("a", "t1")).toHaveLength(9);
    expect(store.runs({ agentId: "a", threadId: "t1" })).toMatchObject([{ runId: "r1", status: "finished", eventCount: 9 }]);
    expect(store.thread("a", "t1")!.lastStateChanges).toEqual([{ op: "add", path: "/items/0", before: undefined, after: "apple" }]);
    store.clearEvents();
    expect(store.events()).toEqual([]);
    expect(store.runs()).toEqual([]);
  });

  it("times tool executions and keeps their arguments, results and errors", () => {
    const store = new InspectorStore({ scheduler: synchronous, now: steppingClock(0, 25) });
    store.toolExecutionStarted({ toolCallId: "c1", agentId: "a", toolName: "getWeather", args: { city: "Paris" } });
    expect(store.toolExecutions[0]).toMatchObject({ status: "running", startedAt: 0 });
    store.toolExecutionEnded({ toolCallId: "c1", agentId: "a", toolName: "getWeather", result: "sunny" });
    store.toolExecutionStarted({ toolCallId: "c2", agentId: "a", toolName: "explode", args: {} });
    store.toolExecutionEnded({ toolCallId: "c2", agentId: "a", toolName: "explode", result: "", error: "boom" });
    expect(store.toolExecutions).toEqual([
      { toolCallId: "c1", agentId: "a", toolName: "getWeather", args: { city: "Paris" }, status: "done", startedAt: 0, endedAt: 25, durationMs: 25, result: "sunny" },
      { toolCallId: "c2", agentId: "a", toolName: "explode", args: {}, status: "error", startedAt: 50, endedAt: 75, durationMs: 25, result: "", error: "boom" },
    ]);
  });

  it("bounds errors and tool executions", () => {
    const store = new InspectorStore({ scheduler: synchronous, maxErrors: 3, maxToolExecutions: 2 });
    for (let i = 0; i < 10; i++) {
      store.addError({ code: "c", message: `e${i}` });
      store.toolExecutionStarted({ toolCallId: `c${i}`, agentId: "a", toolName: "t", args: {} });
    }
    expect(store.errors.map((error) => error.message)).toEqual(["e7", "e8", "e9"]);
    expect(store.toolExecutions.map((execution) => execution.toolCallId)).toEqual(["c8", "c9"]);
  });

  it("exports a thread and imports it again as a replayed copy", () => {
    const store = new InspectorStore({ scheduler: synchronous });
    recordRun(store, "r1");
    recordRun(store, "other", "t2");
    store.updateThread("a", "t1", { messages: [{ id: "m", role: "user", content: "hi" }], state: { count: 1, items: ["apple"] } });
    const exported = store.exportThread("a", "t1");
    expect(exported.events).toHaveLength(9);
    expect(exported.messages).toEqual([{ id: "m", role: "user", content: "hi" }]);

    const imported = store.importThread(JSON.stringify(exported), "bug.json");
    expect(imported.fileName).toBe("bug.json");
    expect(imported.events.map((event) => [event.type, event.receivedAt, event.size])).toEqual(
      store.events("a", "t1").map((event) => [event.type, event.receivedAt, event.size]),
    );
    expect(imported.runs).toEqual(store.runs({ threadId: "t1" }));
    expect(imported.thread).toMatchObject({ agentId: "a", threadId: "t1", state: { count: 1, items: ["apple"] }, messages: exported.messages });
    expect(imported.thread.lastStateChanges).toEqual([{ op: "add", path: "/items/0", before: undefined, after: "apple" }]);
    expect(store.imports).toEqual([imported]);
    expect(() => store.importThread("[]")).toThrow(InspectorImportError);
  });

  it("replays the state of an export that carries none", () => {
    const store = new InspectorStore({ scheduler: synchronous });
    recordRun(store, "r1");
    const { state: _state, ...withoutState } = store.exportThread("a", "t1");
    expect(store.importThread(withoutState).thread.state).toEqual({ count: 1, items: ["apple"] });
  });
});

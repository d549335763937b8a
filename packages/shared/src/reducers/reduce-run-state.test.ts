import { EventType } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { reduceRunState } from "./reduce-run-state.js";

describe("reduceRunState", () => {
  it("starts from the run's input state, then applies snapshots and deltas", () => {
    const previous = { untouched: true };
    const state = reduceRunState(previous, [
      { type: EventType.RUN_STARTED, threadId: "t", runId: "r", input: { state: { count: 0 } } },
      { type: EventType.STATE_DELTA, delta: [{ op: "replace", path: "/count", value: 1 }] },
      { type: EventType.STATE_DELTA, delta: [{ op: "add", path: "/tags", value: ["a"] }] },
    ]);
    expect(state).toEqual({ count: 1, tags: ["a"] });
    expect(previous).toEqual({ untouched: true });
  });

  it("never writes to a snapshot it was given", () => {
    const snapshot = { count: 1 };
    const state = reduceRunState(undefined, [
      { type: EventType.STATE_SNAPSHOT, snapshot },
      { type: EventType.STATE_DELTA, delta: [{ op: "replace", path: "/count", value: 5 }] },
    ]);
    expect(state).toEqual({ count: 5 });
    expect(snapshot).toEqual({ count: 1 });
  });

  it("keeps the state when a patch does not apply", () => {
    const state = reduceRunState({ a: 1 }, [{ type: EventType.STATE_DELTA, delta: [{ op: "remove", path: "/missing/deep" }] }]);
    expect(state).toEqual({ a: 1 });
  });
});

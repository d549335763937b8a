import { EventType, type BaseEvent, type State } from "@ag-ui/core";
import { applyStatePatch, cloneState } from "./apply-state-patch.js";

/**
 * The agent state after a run's events, starting from `state`: `RUN_STARTED.input.state` (the state
 * the run started from) and `STATE_SNAPSHOT` replace it, `STATE_DELTA` patches it. Meant for stored
 * (compacted) runs, where this is a handful of events. A patch that does not apply stops at its
 * failing operation, as in clients. `state` itself is never modified.
 */
export function reduceRunState(state: State, events: Iterable<BaseEvent>): State {
  let current = state;
  let owned = false;
  for (const event of events) {
    if (event.type === EventType.RUN_STARTED) {
      const inputState = isRecord(event.input) ? event.input.state : undefined;
      if (inputState !== undefined && inputState !== null) [current, owned] = [inputState, false];
    } else if (event.type === EventType.STATE_SNAPSHOT) {
      [current, owned] = [event.snapshot, false];
    } else if (event.type === EventType.STATE_DELTA && Array.isArray(event.delta)) {
      const patched = owned ? current : cloneState(current);
      try {
        current = applyStatePatch(patched, event.delta);
        owned = true;
      } catch {
        // The agent sent a patch that does not fit its own state; keep what applied, as clients do.
        current = patched;
        owned = true;
      }
    }
  }
  return current;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

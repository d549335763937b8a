import type { State } from "@ag-ui/core";

/** A thread's state as stored in its meta hash (`''` for none). */
export function parseState(value: string | null | undefined): State {
  return value == null || value === "" ? undefined : (JSON.parse(value) as State);
}

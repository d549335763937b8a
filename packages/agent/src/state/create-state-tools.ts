import type { JsonPatchOperation, State } from "@ag-ui/core";
import { tool, type ToolSet } from "ai";
import { z } from "zod";
import { applyJsonPatch, valueAtJsonPointer } from "@wingman/shared/internal";

/** Name of the tool that replaces the shared state. */
export const STATE_SNAPSHOT_TOOL_NAME = "AGUISendStateSnapshot";
/** Name of the tool that edits the shared state with JSON Patch. */
export const STATE_DELTA_TOOL_NAME = "AGUISendStateDelta";

/** Output of the snapshot tool; the agent turns it into `STATE_SNAPSHOT`. */
export interface StateSnapshotToolOutput {
  success: true;
  snapshot: State;
}

/** Output of the delta tool; the agent turns `delta` (normalized and checked) into `STATE_DELTA`. */
export interface StateDeltaToolOutput {
  success: true;
  delta: JsonPatchOperation[];
}

const operationSchema = z.object({
  op: z.enum(["add", "remove", "replace", "move", "copy", "test"]),
  path: z.string().describe("JSON Pointer, e.g. /items/0/title; /items/- appends"),
  from: z.string().optional().describe("source pointer for move and copy"),
  value: z.any().optional(),
});

/**
 * Creates the two state tools for one run, sharing a private copy of the state so that every
 * delta is checked against what the state will be when the client applies it. A delta that does
 * not apply throws, which the agent reports as a tool result with the error (the model can retry);
 * nothing is sent to the client for it.
 *
 * @example
 * const tools = createStateTools(input.state);
 */
export function createStateTools(initialState: State): ToolSet {
  let state: State = structuredClone(initialState ?? {});
  return {
    [STATE_SNAPSHOT_TOOL_NAME]: tool({
      description: "Replace the whole shared application state with a new JSON object. Prefer AGUISendStateDelta for small changes.",
      inputSchema: z.object({ snapshot: z.record(z.any()).describe("the complete new state") }),
      execute: async ({ snapshot }): Promise<StateSnapshotToolOutput> => {
        state = structuredClone(snapshot);
        return { success: true, snapshot };
      },
    }),
    [STATE_DELTA_TOOL_NAME]: tool({
      description: "Change parts of the shared application state with JSON Patch (RFC 6902) operations.",
      inputSchema: z.object({ delta: z.array(operationSchema).min(1) }),
      execute: async ({ delta }): Promise<StateDeltaToolOutput> => {
        const operations = normalizeOperations(state, delta as JsonPatchOperation[]);
        state = applyJsonPatch(state, operations);
        return { success: true, delta: operations };
      },
    }),
  };
}

// Models often append to an array that does not exist yet; create it first rather than fail.
function normalizeOperations(state: State, operations: JsonPatchOperation[]): JsonPatchOperation[] {
  const normalized: JsonPatchOperation[] = [];
  let preview: State = state;
  for (const operation of operations) {
    if (operation.op === "add" && operation.path.endsWith("/-")) {
      const arrayPath = operation.path.slice(0, -2);
      if (valueAtJsonPointer(preview, arrayPath) === undefined) {
        const create: JsonPatchOperation = { op: "add", path: arrayPath, value: [] };
        try {
          preview = applyJsonPatch(preview, [create]);
          normalized.push(create);
        } catch {
          // the parent is missing too: leave it to the real apply to report
        }
      }
    }
    normalized.push(operation);
    try {
      preview = applyJsonPatch(preview, [operation]);
    } catch {
      // reported with a proper message by the full apply in execute
    }
  }
  return normalized;
}

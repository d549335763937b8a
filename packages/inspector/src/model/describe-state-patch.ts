import { applyJsonPatch, valueAtJsonPointer } from "@wingman/shared/internal";
import type { JsonPatchOperation } from "./json-patch-operation.js";

/** One change a STATE_DELTA made: where, how, and the value before and after. */
export interface StateChange {
  readonly op: JsonPatchOperation["op"];
  readonly path: string;
  readonly from?: string;
  /** The value at `path` before the whole delta (undefined: absent). */
  readonly before: unknown;
  /** The value at `path` after the whole delta (undefined: absent). */
  readonly after: unknown;
}

/** What a STATE_DELTA did to a state: the state after it and its changes (`test` ops left out). */
export interface StatePatchDescription {
  readonly after: unknown;
  readonly changes: StateChange[];
  /** Set when the patch does not apply to `before`; `after` is then `before`. */
  readonly error?: string;
}

/**
 * Applies a STATE_DELTA's operations to the state before it and lists each change with its
 * before/after values, for highlighting. Never throws: an inapplicable patch is reported.
 *
 * @example
 * describeStatePatch({ count: 1 }, [{ op: "replace", path: "/count", value: 2 }]).changes;
 * // [{ op: "replace", path: "/count", before: 1, after: 2 }]
 */
export function describeStatePatch(before: unknown, operations: readonly JsonPatchOperation[]): StatePatchDescription {
  let after: unknown = before ?? {};
  const resolved: JsonPatchOperation[] = [];
  try {
    for (const operation of operations) {
      // "/list/-" names the element it appends: resolve it so the view can highlight that element.
      const path = resolveAppendPath(after, operation.path);
      resolved.push({ ...operation, path });
      after = applyJsonPatch(after, [operation]);
    }
  } catch (error) {
    return { after: before, changes: [], error: error instanceof Error ? error.message : String(error) };
  }
  const changes = resolved
    .filter((operation) => operation.op !== "test")
    .map((operation): StateChange => ({
      op: operation.op,
      path: operation.path,
      ...(operation.from !== undefined && { from: operation.from }),
      before: valueAtJsonPointer(before, operation.path),
      after: valueAtJsonPointer(after, operation.path),
    }));
  return { after, changes };
}

function resolveAppendPath(document: unknown, path: string): string {
  if (!path.endsWith("/-")) return path;
  const parentPath = path.slice(0, -2);
  const list = valueAtJsonPointer(document, parentPath);
  return Array.isArray(list) ? `${parentPath}/${list.length}` : path;
}

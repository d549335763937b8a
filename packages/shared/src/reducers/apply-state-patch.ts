import type { JsonPatch, State } from "@ag-ui/core";
import jsonPatch from "fast-json-patch";

/**
 * Applies an AG-UI JSON Patch (RFC 6902) to `state` in place and returns the new document (a patch
 * on the root replaces it). Callers own `state`: clone it once before a series of patches rather
 * than once per patch, which is what makes folding many deltas linear. Throws when an operation
 * cannot apply (missing path, failed `test`).
 */
export function applyStatePatch(state: State, patch: JsonPatch): State {
  return jsonPatch.applyPatch(state, patch, true, true).newDocument;
}

/** A deep copy of a JSON state, for callers about to patch it in place. */
export function cloneState(state: State): State {
  return state === undefined ? undefined : structuredClone(state);
}

import jsonPatch, { type Operation } from "fast-json-patch";

/** One RFC 6902 operation, structurally: AG-UI's `JsonPatchOperation` and the inspector's both fit. */
export interface JsonPatchOperationLike {
  readonly op: string;
  readonly path: string;
  readonly from?: string;
  readonly value?: unknown;
}

/**
 * Applies RFC 6902 operations to a copy of `document` and returns the copy; the input is never
 * changed, and shares no object with the operations. The one JSON Patch of the project is fast-json-patch (validated, strict); this wrapper
 * only turns its error codes into a message that names the failing operation, so a model or a
 * developer reading it can correct the patch.
 *
 * @throws {Error} `JSON patch operation <i> (<op> <path>) failed: <reason>`.
 */
export function applyJsonPatch<T>(document: T, operations: readonly JsonPatchOperationLike[]): T {
  let result = jsonPatch.deepClone(document) as T;
  // One operation at a time: fast-json-patch's validator reports every failure as operation 0.
  operations.forEach((operation, index) => {
    try {
      // The value is copied too: the result must not share objects with the patch it came from.
      const copy = (operation.value === undefined ? operation : { ...operation, value: jsonPatch.deepClone(operation.value) }) as Operation;
      result = jsonPatch.applyOperation(result, copy, true, true, true, index).newDocument;
    } catch (error) {
      throw describePatchError(error, operation, index);
    }
  });
  return result;
}

/** The value at a JSON pointer, or undefined when the path does not exist (never throws). */
export function valueAtJsonPointer(document: unknown, pointer: string): unknown {
  let current = document;
  for (const token of pointerTokens(pointer)) {
    if (typeof current !== "object" || current === null || !Object.hasOwn(current, token)) return undefined;
    current = (current as Record<string, unknown>)[token];
  }
  return current;
}

function describePatchError(error: unknown, operation: JsonPatchOperationLike, index: number): Error {
  if (!(error instanceof jsonPatch.JsonPatchError)) return error instanceof Error ? error : new Error(String(error));
  const where = `${index} (${operation.op} ${operation.path})`;
  return new Error(`JSON patch operation ${where} failed: ${reason(error.name, error.tree, operation.path)}`, {
    cause: error,
  });
}

// `document` is the tree as it was when the operation failed (fast-json-patch reports it).
function reason(code: string, document: unknown, path: string): string {
  switch (code) {
    case "TEST_OPERATION_FAILED":
      return "test failed";
    case "OPERATION_VALUE_OUT_OF_BOUNDS":
      return "index out of range";
    case "OPERATION_FROM_UNRESOLVABLE":
      return "the 'from' path does not exist";
    case "OPERATION_PATH_UNRESOLVABLE":
    case "OPERATION_PATH_CANNOT_ADD":
      return targetsArrayElement(document, path) ? "index out of range" : "path does not exist";
    case "OPERATION_OP_INVALID":
      return "unknown op";
    default:
      return code.toLowerCase().replace(/_/g, " ");
  }
}

// fast-json-patch reports an element past an array's end as an unresolvable path; say what it is.
function targetsArrayElement(document: unknown, path: string): boolean {
  const slash = path.lastIndexOf("/");
  return /^(0|[1-9]\d*)$/.test(path.slice(slash + 1)) && Array.isArray(valueAtJsonPointer(document, path.slice(0, slash)));
}

function pointerTokens(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"));
}

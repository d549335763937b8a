import { getAtJsonPointer, parseJsonPointer } from "./json-pointer.js";

/** One RFC 6902 operation, as STATE_DELTA carries it. */
export interface JsonPatchOperation {
  readonly op: "add" | "remove" | "replace" | "move" | "copy" | "test";
  readonly path: string;
  readonly from?: string;
  readonly value?: unknown;
}

type Container = Record<string, unknown> | unknown[];

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/**
 * Applies a JSON patch to a copy of `document` and returns the copy; the input is never changed.
 * Throws on an invalid path or a failed `test`, like a strict implementation. The inspector keeps
 * its own applier so that replaying an imported file needs no agent.
 */
export function applyJsonPatch(document: unknown, operations: readonly JsonPatchOperation[]): unknown {
  let result = clone(document);
  for (const operation of operations) result = applyOne(result, operation);
  return result;
}

function applyOne(document: unknown, operation: JsonPatchOperation): unknown {
  switch (operation.op) {
    case "add":
      return write(document, operation.path, clone(operation.value), "add");
    case "replace":
      return write(document, operation.path, clone(operation.value), "replace");
    case "remove":
      return remove(document, operation.path);
    case "copy":
      return write(document, operation.path, clone(read(document, requireFrom(operation))), "add");
    case "move": {
      const from = requireFrom(operation);
      const value = read(document, from);
      return write(remove(document, from), operation.path, value, "add");
    }
    case "test":
      if (JSON.stringify(read(document, operation.path)) !== JSON.stringify(operation.value)) {
        throw new Error(`JSON patch test failed at '${operation.path}'`);
      }
      return document;
    default:
      throw new Error(`Unknown JSON patch operation '${(operation as { op: string }).op}'`);
  }
}

const requireFrom = (operation: JsonPatchOperation): string => {
  if (operation.from === undefined) throw new Error(`JSON patch '${operation.op}' needs 'from'`);
  return operation.from;
};

function read(document: unknown, path: string): unknown {
  const value = getAtJsonPointer(document, path);
  if (value === undefined && path !== "") throw new Error(`JSON patch path '${path}' does not exist`);
  return value;
}

function parent(document: unknown, path: string): { container: Container; key: string } {
  const tokens = parseJsonPointer(path);
  const key = tokens.pop()!;
  let container: unknown = document;
  for (const token of tokens) {
    if (typeof container !== "object" || container === null || !(token in container)) {
      throw new Error(`JSON patch path '${path}' does not exist`);
    }
    container = (container as Record<string, unknown>)[token];
  }
  if (typeof container !== "object" || container === null) throw new Error(`JSON patch path '${path}' does not exist`);
  return { container: container as Container, key };
}

function arrayIndex(array: unknown[], key: string, path: string, allowEnd: boolean): number {
  if (allowEnd && key === "-") return array.length;
  const index = /^(0|[1-9]\d*)$/.test(key) ? Number(key) : Number.NaN;
  if (!(index <= array.length - (allowEnd ? 0 : 1))) throw new Error(`JSON patch index '${key}' out of range at '${path}'`);
  return index;
}

function write(document: unknown, path: string, value: unknown, mode: "add" | "replace"): unknown {
  if (path === "") return value;
  const { container, key } = parent(document, path);
  if (Array.isArray(container)) {
    const index = arrayIndex(container, key, path, mode === "add");
    if (mode === "add") container.splice(index, 0, value);
    else container[index] = value;
  } else {
    if (mode === "replace" && !(key in container)) throw new Error(`JSON patch path '${path}' does not exist`);
    container[key] = value;
  }
  return document;
}

function remove(document: unknown, path: string): unknown {
  if (path === "") return undefined;
  const { container, key } = parent(document, path);
  if (Array.isArray(container)) container.splice(arrayIndex(container, key, path, false), 1);
  else {
    if (!(key in container)) throw new Error(`JSON patch path '${path}' does not exist`);
    delete container[key];
  }
  return document;
}

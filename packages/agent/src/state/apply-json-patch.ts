import type { JsonPatchOperation } from "@ag-ui/core";

/**
 * Applies RFC 6902 operations to a copy of `document` and returns the copy; the input is never
 * changed. Used to check the model's deltas against the state it was shown before they are sent,
 * so a bad patch becomes a tool error the model can correct instead of a silently diverging UI.
 *
 * @throws {Error} naming the first operation that does not apply.
 */
export function applyJsonPatch<T>(document: T, operations: readonly JsonPatchOperation[]): T {
  let root: unknown = structuredClone(document);
  operations.forEach((operation, index) => {
    try {
      root = applyOperation(root, operation);
    } catch (error) {
      throw new Error(`Patch operation ${index} (${operation.op} ${operation.path}) failed: ${(error as Error).message}`);
    }
  });
  return root as T;
}

function applyOperation(root: unknown, operation: JsonPatchOperation): unknown {
  switch (operation.op) {
    case "add":
      return add(root, operation.path, structuredClone(operation.value));
    case "remove":
      return remove(root, operation.path).root;
    case "replace":
      return add(remove(root, operation.path).root, operation.path, structuredClone(operation.value));
    case "move": {
      const taken = remove(root, operation.from);
      return add(taken.root, operation.path, taken.value);
    }
    case "copy":
      return add(root, operation.path, structuredClone(get(root, operation.from)));
    case "test":
      if (JSON.stringify(get(root, operation.path)) !== JSON.stringify(operation.value)) throw new Error("test failed");
      return root;
    default:
      throw new Error(`unknown op ${JSON.stringify((operation as { op: unknown }).op)}`);
  }
}

function parsePointer(pointer: string): string[] {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) throw new Error(`"${pointer}" is not a JSON pointer`);
  return pointer.slice(1).split("/").map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"));
}

function get(root: unknown, pointer: string): unknown {
  let current = root;
  for (const token of parsePointer(pointer)) {
    current = child(current, token);
  }
  return current;
}

function child(container: unknown, token: string): unknown {
  if (Array.isArray(container)) {
    const index = arrayIndex(container, token, false);
    return container[index];
  }
  if (isObject(container) && Object.hasOwn(container, token)) return container[token];
  throw new Error(`path segment "${token}" does not exist`);
}

function parentOf(root: unknown, pointer: string): { parent: unknown; key: string } | undefined {
  const tokens = parsePointer(pointer);
  if (tokens.length === 0) return undefined;
  const key = tokens.pop()!;
  let parent = root;
  for (const token of tokens) parent = child(parent, token);
  return { parent, key };
}

function add(root: unknown, pointer: string, value: unknown): unknown {
  const location = parentOf(root, pointer);
  if (!location) return value;
  const { parent, key } = location;
  if (Array.isArray(parent)) {
    if (key === "-") parent.push(value);
    else parent.splice(arrayIndex(parent, key, true), 0, value);
  } else if (isObject(parent)) {
    parent[key] = value;
  } else {
    throw new Error("parent is not a container");
  }
  return root;
}

function remove(root: unknown, pointer: string): { root: unknown; value: unknown } {
  const location = parentOf(root, pointer);
  if (!location) return { root: undefined, value: root };
  const { parent, key } = location;
  if (Array.isArray(parent)) {
    const [value] = parent.splice(arrayIndex(parent, key, false), 1);
    return { root, value };
  }
  if (isObject(parent) && Object.hasOwn(parent, key)) {
    const value = parent[key];
    delete parent[key];
    return { root, value };
  }
  throw new Error(`path segment "${key}" does not exist`);
}

function arrayIndex(array: unknown[], token: string, forInsert: boolean): number {
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new Error(`"${token}" is not an array index`);
  const index = Number(token);
  if (index > array.length || (!forInsert && index === array.length)) throw new Error(`index ${index} is out of bounds`);
  return index;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

import type { JsonPatchOperation } from "@ag-ui/core";

/**
 * Reads a state edit from the user's words (see the package README):
 * `set <key> to <value>`, `add <item> to <list>`, `remove <item> from <list>`.
 * Keys may be dotted (`set user.name to Ada`). `state` is the state the model was shown; it is
 * needed to find an item to remove. Returns `undefined` for anything else.
 */
export function parseStateCommand(text: string, state: unknown): JsonPatchOperation[] | undefined {
  const set = /\bset\s+(?:the\s+|my\s+)?([\w.-]+)\s+to\s+(.+?)[.!]?$/i.exec(text);
  if (set) return [{ op: "add", path: pointer(set[1]!), value: parseValue(set[2]!) }];
  const add = /\badd\s+(.+?)\s+to\s+(?:the\s+|my\s+)?([\w.-]+?)(?:\s+list)?[.!]?$/i.exec(text);
  if (add) return [{ op: "add", path: `${pointer(add[2]!)}/-`, value: parseValue(add[1]!) }];
  const remove = /\bremove\s+(.+?)\s+from\s+(?:the\s+|my\s+)?([\w.-]+?)(?:\s+list)?[.!]?$/i.exec(text);
  if (remove) {
    const list = read(state, remove[2]!);
    const item = parseValue(remove[1]!);
    const index = Array.isArray(list) ? list.findIndex((entry) => JSON.stringify(entry).toLowerCase() === JSON.stringify(item).toLowerCase()) : -1;
    if (index >= 0) return [{ op: "remove", path: `${pointer(remove[2]!)}/${index}` }];
  }
  return undefined;
}

function pointer(key: string): string {
  return `/${key.split(".").map((token) => token.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;
}

function read(state: unknown, key: string): unknown {
  let current = state;
  for (const token of key.split(".")) {
    current = typeof current === "object" && current !== null ? (current as Record<string, unknown>)[token] : undefined;
  }
  return current;
}

function parseValue(raw: string): unknown {
  const value = raw.trim().replace(/^["“']|["”']$/g, "");
  if (/^-?\d+(?:\.\d+)?$/.test(value)) return Number(value);
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === "true";
  return value;
}

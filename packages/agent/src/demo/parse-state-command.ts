import type { JsonPatchOperation } from "@ag-ui/core";

/** A state edit read from one request: the patch, or why it cannot be made (the key does not exist). */
export type StateCommand = { operations: JsonPatchOperation[]; problem?: undefined } | { operations?: undefined; problem: string };

const ARTICLE = "(?:the\\s+|my\\s+|our\\s+|a\\s+|an\\s+)?";
const SET_VERBS = "set|change|make|update|raise|lower|increase|decrease|reduce";

/**
 * Reads a state edit from one request (see the package README): `set|change|make|raise <key> to <value>`,
 * `raise|increase|lower <key> by <n>`, `rename <thing> to <title>`, `add <item> to <list>`,
 * `remove <item> from <list>`. Keys may be dotted (`set user.name to Ada`). `state` is the state the model
 * was shown: with it, "the list" means its only list, numbers keep being numbers, and a key it lacks is a
 * problem rather than a patch that would add a key nothing reads. Returns `undefined` for anything else.
 */
export function parseStateCommand(text: string, state: unknown): StateCommand | undefined {
  const by = new RegExp(`\\b(raise|increase|lower|decrease|reduce)\\s+${ARTICLE}([\\w.-]+)\\s+by\\s+\\$?([\\d,.]+)`, "i").exec(text);
  if (by) {
    const current = read(state, by[2]!);
    const step = toNumber(by[3]!) * (/^(lower|decrease|reduce)$/i.test(by[1]!) ? -1 : 1);
    if (typeof current !== "number") return keyProblem(state, by[2]!, "a number");
    return { operations: [{ op: "replace", path: pointer(by[2]!), value: current + step }] };
  }
  const rename = new RegExp(`\\b(?:rename|call)\\s+(?:it|this|the\\s+\\w+|our\\s+\\w+|my\\s+\\w+)\\s+(?:to\\s+|as\\s+)?(.+)$`, "i").exec(text);
  const titleKey = ["title", "name"].find((key) => typeof read(state, key) === "string");
  if (rename && titleKey) return { operations: [{ op: "replace", path: pointer(titleKey), value: unquote(rename[1]!) }] };
  const set = new RegExp(`\\b(?:${SET_VERBS})\\s+${ARTICLE}([\\w.-]+)\\s+(?:to|=)\\s+(.+)$`, "i").exec(text);
  if (set) return setKey(state, set[1]!, set[2]!);
  const add = new RegExp(`\\b(?:add|put)\\s+(.+?)(?:\\s+(?:to|on|onto|in|into)\\s+${ARTICLE}([\\w.-]+?)(?:\\s+list)?)?$`, "i").exec(text);
  if (add) return addItem(state, add[1]!, add[2]);
  const remove = new RegExp(`\\b(?:remove|delete|take)\\s+(.+?)(?:\\s+(?:from|off)\\s+${ARTICLE}([\\w.-]+?)(?:\\s+list)?)?$`, "i").exec(text);
  if (remove) return removeItem(state, remove[1]!, remove[2]);
  return undefined;
}

function setKey(state: unknown, key: string, raw: string): StateCommand {
  const current = read(state, key);
  if (isObject(state) && current === undefined && !key.includes(".")) return keyProblem(state, key, "a value");
  const value = typeof current === "number" && Number.isFinite(toNumber(raw)) ? toNumber(raw) : parseValue(raw);
  return { operations: [{ op: "add", path: pointer(key), value }] };
}

function addItem(state: unknown, rawItem: string, named: string | undefined): StateCommand | undefined {
  const key = listKey(state, named);
  if (key === undefined) return named === undefined ? undefined : keyProblem(state, named, "a list");
  return { operations: [{ op: "add", path: `${pointer(key)}/-`, value: parseValue(rawItem) }] };
}

function removeItem(state: unknown, rawItem: string, named: string | undefined): StateCommand | undefined {
  const key = listKey(state, named);
  const list = key === undefined ? undefined : read(state, key);
  if (!Array.isArray(list)) return named === undefined ? undefined : keyProblem(state, named, "a list");
  const wanted = String(parseValue(rawItem)).toLowerCase();
  const text = (entry: unknown) => (typeof entry === "string" ? entry : JSON.stringify(entry)).toLowerCase();
  let index = list.findIndex((entry) => text(entry) === wanted);
  if (index < 0) index = list.findIndex((entry) => text(entry).includes(wanted));
  if (index < 0) return { problem: `There is no "${rawItem}" in \`${key}\`.` };
  return { operations: [{ op: "remove", path: `${pointer(key!)}/${index}` }] };
}

/** The list a request means: the named key when it is a list, else the state's only list ("the list", "my todo"). */
function listKey(state: unknown, named: string | undefined): string | undefined {
  if (named !== undefined && (Array.isArray(read(state, named)) || !isObject(state))) return named;
  if (!isObject(state)) return undefined;
  const lists = Object.keys(state).filter((key) => Array.isArray(state[key]));
  return lists.length === 1 ? lists[0] : undefined;
}

function keyProblem(state: unknown, key: string, kind: string): StateCommand {
  const keys = isObject(state) ? Object.keys(state) : [];
  const has = keys.length > 0 ? `; it has ${keys.map((name) => `\`${name}\``).join(", ")}` : "";
  return { problem: `The shared state has no \`${key}\` holding ${kind}${has}.` };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
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

function toNumber(raw: string): number {
  return Number(raw.replace(/[$€£,\s]|dollars?|euros?/gi, ""));
}

function unquote(raw: string): string {
  return raw.trim().replace(/[.!?]+$/, "").replace(/^["“']|["”']$/g, "");
}

function parseValue(raw: string): unknown {
  const value = unquote(raw);
  if (/^-?\d+(?:\.\d+)?$/.test(value)) return Number(value);
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === "true";
  return value;
}

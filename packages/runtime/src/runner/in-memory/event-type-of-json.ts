const TYPE_PREFIX = '{"type":"';

/**
 * The `type` of an event from its JSON, read off the front when it stands first (as AG-UI events
 * are built) and has nothing escaped in it; otherwise by decoding the event. A stored run keeps no
 * type beside its JSON, and a replay needs it only to spot the terminal event.
 */
export function eventTypeOfJson(json: string): string {
  if (json.startsWith(TYPE_PREFIX)) {
    const end = json.indexOf('"', TYPE_PREFIX.length);
    const type = json.slice(TYPE_PREFIX.length, end);
    if (end > 0 && !type.includes("\\")) return type;
  }
  return String((JSON.parse(json) as { type?: unknown }).type);
}

import type { ThreadChange, ThreadInfo } from "@wingman/runtime";

/**
 * What instances tell each other through `NOTIFY` on the schema's channel:
 * - `events`: a batch of the thread's run was written (followers read it);
 * - `stop`: stop the thread's run of this lease generation (its instance stops it);
 * - `change`: a thread changed (for `watchThreads`);
 * - `all`: a notice too large to send: everyone re-reads what they follow.
 */
export type Notice =
  | { readonly kind: "events"; readonly ownerId: string; readonly threadId: string }
  | { readonly kind: "stop"; readonly ownerId: string; readonly threadId: string; readonly generation: number }
  | { readonly kind: "change"; readonly change: ThreadChange }
  | { readonly kind: "all" };

/** NOTIFY payloads must stay under 8,000 bytes. */
const maxPayloadBytes = 7_900;

export function encodeNotice(notice: Notice): string {
  let payload: string;
  switch (notice.kind) {
    case "events":
      payload = JSON.stringify(["e", notice.ownerId, notice.threadId]);
      break;
    case "stop":
      payload = JSON.stringify(["s", notice.ownerId, notice.threadId, notice.generation]);
      break;
    case "change": {
      const { kind, ownerId, threadId, agentId, thread } = notice.change;
      payload = JSON.stringify(["c", kind, ownerId, threadId, agentId, thread ?? null]);
      break;
    }
    case "all":
      payload = '["a"]';
  }
  return Buffer.byteLength(payload) <= maxPayloadBytes ? payload : '["a"]';
}

export function decodeNotice(payload: string): Notice | undefined {
  try {
    const parsed = JSON.parse(payload) as unknown[];
    switch (parsed[0]) {
      case "e":
        return { kind: "events", ownerId: String(parsed[1]), threadId: String(parsed[2]) };
      case "s":
        return { kind: "stop", ownerId: String(parsed[1]), threadId: String(parsed[2]), generation: Number(parsed[3]) };
      case "c": {
        const [, kind, ownerId, threadId, agentId, thread] = parsed as [string, ThreadChange["kind"], string, string, string, ThreadInfo | null];
        return { kind: "change", change: { kind, ownerId, threadId, agentId, ...(thread !== null && { thread }) } };
      }
      case "a":
        return { kind: "all" };
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}

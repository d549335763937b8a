import type { Message, RunAgentInput } from "@ag-ui/core";
import type { AttachmentSource } from "@wingman/shared";
import { attachmentParts, attachmentReferenceHash, isAttachmentPart, sha256Hex } from "@wingman/shared/internal";
import { WingmanHttpError } from "../errors/wingman-http-error.js";

/** The hashes of the `wingman-attachment:sha256:…` references among the input's attachments. */
function referencedHashes(messages: readonly Message[]): Set<string> {
  const hashes = new Set<string>();
  for (const part of attachmentParts(messages)) {
    const hash = part.source.type === "url" ? attachmentReferenceHash(part.source.value) : undefined;
    if (hash !== undefined) hashes.add(hash);
  }
  return hashes;
}

/** The `data` sources among `stored` whose hash is wanted, hashing only until all are found. */
async function findStoredData(stored: readonly Message[], wanted: ReadonlySet<string>): Promise<Map<string, AttachmentSource>> {
  const found = new Map<string, AttachmentSource>();
  const seen = new Set<string>();
  for (const part of attachmentParts(stored)) {
    if (part.source.type !== "data" || seen.has(part.source.value)) continue;
    seen.add(part.source.value);
    const hash = await sha256Hex(part.source.value);
    if (wanted.has(hash)) found.set(hash, part.source);
    if (found.size === wanted.size) break;
  }
  return found;
}

function withData(message: Message, found: ReadonlyMap<string, AttachmentSource>): Message {
  if (message.role !== "user" || !Array.isArray(message.content)) return message;
  let changed = false;
  const content = message.content.map((part) => {
    if (!isAttachmentPart(part) || part.source.type !== "url") return part;
    const hash = attachmentReferenceHash(part.source.value);
    const source = hash === undefined ? undefined : found.get(hash);
    if (source === undefined) return part;
    changed = true;
    return { ...part, source: { type: "data", value: source.value, mimeType: part.source.mimeType ?? source.mimeType } };
  });
  return changed ? ({ ...message, content } as Message) : message;
}

/**
 * Puts back the data of attachments a client sent as references (`wingman-attachment:sha256:…`
 * URL sources: data it sent in full in an earlier turn of this thread), so the agent sees every
 * attachment in full on every turn. The data comes from the thread's stored messages, read
 * through the runner with the caller's identity: the store is the thread's own log, bounded by the
 * runner's limits, scoped to its owner and deleted with it. An input without references (any
 * client that is not ours) is returned as is, without reading anything.
 *
 * @throws WingmanHttpError 409 `attachment_not_found` when a reference is not among the thread's
 *   stored attachments (another owner's or an unknown thread, or trimmed history): the client
 *   sends the data in full again.
 */
export async function resolveAttachmentReferences(
  input: RunAgentInput,
  storedMessages: () => Promise<readonly Message[] | undefined>,
): Promise<RunAgentInput> {
  const wanted = referencedHashes(input.messages);
  if (wanted.size === 0) return input;
  const found = await findStoredData((await storedMessages()) ?? [], wanted);
  const missing = [...wanted].filter((hash) => !found.has(hash));
  if (missing.length > 0) {
    throw new WingmanHttpError(409, "attachment_not_found", "An attachment reference names data this thread does not hold; send the data in full", {
      body: { missing },
    });
  }
  return { ...input, messages: input.messages.map((message) => withData(message, found)) };
}

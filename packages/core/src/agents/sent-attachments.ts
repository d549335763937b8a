import type { Message, RunAgentInput } from "@ag-ui/core";
import { attachmentParts, attachmentReference, isAttachmentPart, sha256Hex } from "@wingman/shared/internal";

/** How many attachment hashes are kept (keyed by the base64 text, so a resend does not hash it again). */
const HASH_CACHE_SIZE = 32;

/** A run input ready to send: attachments the runtime holds replaced by references. */
export interface ReferencedInput {
  readonly input: RunAgentInput;
  /** Hashes of the data still sent in full: the runtime holds them once the run has started. */
  readonly sentInFull: readonly string[];
}

/**
 * Which attachments a runtime already stores for each thread, so that a conversation does not
 * upload an image again with every turn: data the runtime holds is sent as a
 * `wingman-attachment:sha256:…` URL source, which the runtime resolves from the thread's stored
 * messages. Only used with runtimes that announce it in `/info` (`wingman.attachments.references`).
 */
export class SentAttachments {
  readonly #stored = new Map<string, Set<string>>();
  readonly #hashes = new Map<string, string>();

  /** `input` with every `data` attachment the runtime holds for its thread replaced by a reference. */
  async withReferences(input: RunAgentInput): Promise<ReferencedInput> {
    const stored = this.#stored.get(input.threadId);
    const sentInFull: string[] = [];
    const replacements = new Map<string, string>();
    for (const part of attachmentParts(input.messages)) {
      if (part.source.type !== "data" || replacements.has(part.source.value)) continue;
      const hash = await this.#hash(part.source.value);
      if (stored?.has(hash)) replacements.set(part.source.value, hash);
      else sentInFull.push(hash);
    }
    if (replacements.size === 0) return { input, sentInFull };
    const messages = input.messages.map((message) => referenced(message, replacements));
    return { input: { ...input, messages }, sentInFull };
  }

  /** The runtime now stores these attachments for the thread (its run with them has started). */
  remember(threadId: string, hashes: readonly string[]): void {
    if (hashes.length === 0) return;
    let stored = this.#stored.get(threadId);
    if (!stored) this.#stored.set(threadId, (stored = new Set()));
    for (const hash of hashes) stored.add(hash);
  }

  /** Forget what the runtime held for the thread (it answered that a reference was unknown). */
  forget(threadId: string): void {
    this.#stored.delete(threadId);
  }

  async #hash(value: string): Promise<string> {
    const known = this.#hashes.get(value);
    if (known !== undefined) return known;
    const hash = await sha256Hex(value);
    if (this.#hashes.size >= HASH_CACHE_SIZE) this.#hashes.delete(this.#hashes.keys().next().value!);
    this.#hashes.set(value, hash);
    return hash;
  }
}

function referenced(message: Message, replacements: ReadonlyMap<string, string>): Message {
  if (message.role !== "user" || !Array.isArray(message.content)) return message;
  let changed = false;
  const content = message.content.map((part) => {
    if (!isAttachmentPart(part) || part.source.type !== "data") return part;
    const hash = replacements.get(part.source.value);
    if (hash === undefined) return part;
    changed = true;
    const { mimeType } = part.source;
    return { ...part, source: { type: "url", value: attachmentReference(hash), ...(mimeType !== undefined && { mimeType }) } };
  });
  return changed ? ({ ...message, content } as Message) : message;
}

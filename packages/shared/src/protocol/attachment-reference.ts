import type { Message } from "@ag-ui/core";

/**
 * The URL scheme of a reference to attachment data a Wingman runtime already holds for the thread:
 * `wingman-attachment:sha256:<64 hex digits>`, the SHA-256 of the base64 `value` of the `data`
 * source first sent. Clients send it (as a `url` source) instead of data the runtime has stored;
 * the runtime puts the data back before the agent sees the input.
 */
export const ATTACHMENT_REFERENCE_PREFIX = "wingman-attachment:sha256:";

/** A content part's `data` or `url` source, as both sides read it. */
export interface AttachmentSource {
  readonly type: string;
  readonly value: string;
  readonly mimeType?: string;
}

/** A content part that carries a source (image, audio, video, document). */
export interface AttachmentPart {
  readonly type: string;
  readonly source: AttachmentSource;
}

/** The reference URL of data whose SHA-256 is `hash` (lower-case hex). */
export function attachmentReference(hash: string): string {
  return `${ATTACHMENT_REFERENCE_PREFIX}${hash}`;
}

/** The hash a reference URL names; undefined for any other URL (or a malformed reference). */
export function attachmentReferenceHash(url: string): string | undefined {
  if (!url.startsWith(ATTACHMENT_REFERENCE_PREFIX)) return undefined;
  const hash = url.slice(ATTACHMENT_REFERENCE_PREFIX.length);
  return /^[0-9a-f]{64}$/.test(hash) ? hash : undefined;
}

/** True when `value` is a content part with a string `source.value` (every part but text). */
export function isAttachmentPart(value: unknown): value is AttachmentPart {
  if (typeof value !== "object" || value === null) return false;
  const source = (value as { source?: unknown }).source;
  return typeof source === "object" && source !== null && typeof (source as { value?: unknown }).value === "string";
}

/** Every attachment part of the user messages' content arrays (where the protocol puts them). */
export function* attachmentParts(messages: readonly Message[]): Generator<AttachmentPart> {
  for (const message of messages) {
    if (message.role !== "user" || !Array.isArray(message.content)) continue;
    for (const part of message.content as unknown[]) if (isAttachmentPart(part)) yield part;
  }
}

const encoder = new TextEncoder();

/** The SHA-256 of `text`'s UTF-8 bytes, lower-case hex (Web Crypto: browsers, Node, edge runtimes). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest("SHA-256", encoder.encode(text)));
  let hex = "";
  for (const byte of digest) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

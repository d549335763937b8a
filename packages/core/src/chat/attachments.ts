// Attachments for chat messages: shared by the UI bindings (React, Angular).
import type { ContentPart } from "@ag-ui/core";

/** A file attached to the message being written (a composer's state). */
export interface Attachment {
  readonly id: string;
  readonly file: File;
  readonly status: "reading" | "ready";
  /** The AG-UI content part once read. */
  readonly part?: ContentPart;
}

export interface AttachmentsConfig {
  /** Default false. */
  enabled?: boolean;
  /** Default `image/*,application/pdf,text/plain`. */
  accept?: string;
  /** Bytes; default {@link DEFAULT_MAX_ATTACHMENT_BYTES} (10 MiB). */
  maxSize?: number;
  onUploadFailed?: (event: { file: File; reason: "invalid-type" | "file-too-large" | "read-failed" }) => void;
}

/**
 * The default largest attachment, in bytes: 10 MiB. Sent as base64 (4/3 larger) inside the run's
 * JSON, it fits the runtime's default body limit (16 MiB) with room for the conversation, so a
 * file the composer accepts is never refused by the server with 413.
 */
export const DEFAULT_MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

const readBase64 = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });

/** Whether `file` matches an `accept` list (`image/*`, `.pdf`, `application/pdf`, …). */
export function acceptsFile(accept: string, file: File): boolean {
  const rules = accept.split(",").map((rule) => rule.trim().toLowerCase()).filter(Boolean);
  if (rules.length === 0 || rules.includes("*/*")) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return rules.some((rule) => (rule.startsWith(".") ? name.endsWith(rule) : rule.endsWith("/*") ? type.startsWith(rule.slice(0, -1)) : type === rule));
}

/** Reads a file into an AG-UI multimodal content part (image, audio, video or document), base64 data. */
export async function fileToContentPart(file: File): Promise<ContentPart> {
  const value = await readBase64(file);
  const mimeType = file.type || "application/octet-stream";
  const kind = mimeType.startsWith("image/") ? "image" : mimeType.startsWith("audio/") ? "audio" : mimeType.startsWith("video/") ? "video" : "document";
  return { type: kind, source: { type: "data", value, mimeType }, metadata: { filename: file.name } } as ContentPart;
}

/** Where an attached image or file can be shown from: a `data:` URL, its URL, or undefined (text, ids). */
export function contentPartUrl(part: ContentPart): string | undefined {
  if (part.type === "text") return undefined;
  const source = part.source;
  if (source.type === "data") return `data:${source.mimeType};base64,${source.value}`;
  if (source.type === "url") return source.value;
  return undefined;
}

/** An attachment's name as the chat shows it: its `metadata.filename`, else its type ("" for text). */
export function contentPartName(part: ContentPart): string {
  return part.type === "text" ? "" : String((part.metadata as { filename?: unknown } | undefined)?.filename ?? part.type);
}

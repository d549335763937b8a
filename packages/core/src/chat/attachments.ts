// Attachments for chat messages: shared by the UI bindings (React, Angular).
import type { ContentPart } from "@ag-ui/core";

/** What kind of AG-UI content part an attachment becomes. */
export type AttachmentModality = "image" | "audio" | "video" | "document";

/** Where an attachment's bytes are: inline base64, or a URL (an `onUpload` result). */
export type AttachmentSource = { type: "data"; value: string; mimeType: string } | { type: "url"; value: string; mimeType?: string };

/** What `onUpload` returns: the source to send, with metadata merged into the content part's. */
export type AttachmentUploadResult = AttachmentSource & { metadata?: Record<string, unknown> };

/** Why a file was refused or failed: too large, a type `accept` excludes, or the upload failed. */
export type AttachmentUploadErrorReason = "file-too-large" | "invalid-type" | "upload-failed";

/** Why a file was not attached, as `onUploadFailed` receives it. */
export interface AttachmentUploadError {
  reason: AttachmentUploadErrorReason;
  file: File;
  /** Human-readable: what to show the user. */
  message: string;
}

/** A file attached to the message being written: an "uploading" placeholder until its source is known. */
export interface Attachment {
  id: string;
  type: AttachmentModality;
  /** While uploading: an empty data source of the file's type. */
  source: AttachmentSource;
  filename?: string;
  /** Bytes. */
  size?: number;
  status: "uploading" | "ready";
  /** A URL to preview the attachment with (images: their own data or URL; videos: a still of their first frames). */
  thumbnail?: string;
  /** From `onUpload`, merged into the content part's metadata. */
  metadata?: Record<string, unknown>;
}

/** Whether the chat input accepts file attachments, which types and sizes. Default: disabled. */
export interface AttachmentsConfig {
  /** Default false. */
  enabled?: boolean;
  /** File types accepted (`image/*`, `.pdf`, `application/pdf`, …); default all (`*\/*`). */
  accept?: string;
  /** Bytes; default {@link DEFAULT_MAX_ATTACHMENT_BYTES} (10 MiB). */
  maxSize?: number;
  /** Uploads a file and returns where it is (a URL source), else it is sent inline as base64. */
  onUpload?: (file: File) => AttachmentUploadResult | Promise<AttachmentUploadResult>;
  /** A file was refused (type, size) or its upload failed. */
  onUploadFailed?: (error: AttachmentUploadError) => void;
}

/**
 * The default largest attachment, in bytes: 10 MiB. Sent as base64 (4/3 larger) inside the run's
 * JSON, it fits the runtime's default body limit (16 MiB) with room for the conversation, so a
 * file the composer accepts is never refused by the server with 413.
 */
export const DEFAULT_MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** A file's bytes as base64 (no `data:` prefix). */
export const readFileAsBase64 = (file: File): Promise<string> =>
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

/** The content-part kind for a MIME type: image, audio, video, else document. */
export function modalityOf(mimeType: string): AttachmentModality {
  return mimeType.startsWith("image/") ? "image" : mimeType.startsWith("audio/") ? "audio" : mimeType.startsWith("video/") ? "video" : "document";
}

/** An attachment as the AG-UI multimodal content part sent with the user's message. */
export function attachmentToContentPart(attachment: Attachment): ContentPart {
  const metadata = { ...(attachment.filename !== undefined && { filename: attachment.filename }), ...attachment.metadata };
  return { type: attachment.type, source: attachment.source, ...(Object.keys(metadata).length > 0 && { metadata }) } as ContentPart;
}

/** Reads a file into an AG-UI multimodal content part (image, audio, video or document), base64 data. */
export async function fileToContentPart(file: File): Promise<ContentPart> {
  const value = await readFileAsBase64(file);
  const mimeType = file.type || "application/octet-stream";
  return { type: modalityOf(mimeType), source: { type: "data", value, mimeType }, metadata: { filename: file.name } } as ContentPart;
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

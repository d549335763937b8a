import {
  DEFAULT_MAX_ATTACHMENT_BYTES,
  acceptsFile,
  modalityOf,
  readFileAsBase64,
  type Attachment,
  type AttachmentSource,
  type AttachmentUploadErrorReason,
  type AttachmentsConfig,
} from "./attachments.js";
import { captureVideoThumbnail } from "./video-thumbnail.js";

/** The parts of a DOM drag or clipboard event the queue reads (real events satisfy it). */
interface FileCarryingEvent {
  preventDefault(): void;
}
interface DragLikeEvent extends FileCarryingEvent {
  readonly dataTransfer: { readonly files: ArrayLike<File>; readonly types?: ArrayLike<string> } | null;
  readonly relatedTarget?: EventTarget | null;
  readonly currentTarget?: EventTarget | null;
}
interface PasteLikeEvent extends FileCarryingEvent {
  readonly clipboardData: { readonly files: ArrayLike<File> } | null;
}

/** What a binding shows: the queue's attachments and whether files are dragged over its drop zone. */
export interface AttachmentQueueSnapshot {
  readonly attachments: readonly Attachment[];
  readonly dragOver: boolean;
}

let nextId = 0;
const describeSize = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : bytes >= 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${bytes} bytes`;

/**
 * The attachments of the message being written, for every UI binding: files from the picker, a
 * drop or a paste are checked (`accept`, `maxSize`), shown at once as "uploading" placeholders,
 * then become "ready" with the `onUpload` result (a URL) or their inline base64. Refusals and
 * failed uploads reach `onUploadFailed` with a reason. `bind(element)` scopes drag-and-drop and
 * paste to one element (the chat), so pasting elsewhere on the page attaches nothing.
 *
 * @example
 * const queue = new AttachmentQueue(() => ({ enabled: true, accept: "image/*" }));
 * const unbind = queue.bind(chatElement);
 * queue.subscribe(() => render(queue.getSnapshot()));
 * const parts = queue.consumeAttachments().map(attachmentToContentPart);
 */
export class AttachmentQueue {
  readonly #config: () => AttachmentsConfig | undefined;
  readonly #listeners = new Set<() => void>();
  #snapshot: AttachmentQueueSnapshot = { attachments: [], dragOver: false };

  readonly #videoThumbnail: (file: File) => Promise<string | undefined>;

  /** `videoThumbnail` makes a video's preview (default: a frame near its start, drawn by the browser on a canvas). */
  constructor(config: () => AttachmentsConfig | undefined, options: { videoThumbnail?: (file: File) => Promise<string | undefined> } = {}) {
    this.#config = config;
    this.#videoThumbnail = options.videoThumbnail ?? ((file) => captureVideoThumbnail(file));
  }

  get enabled(): boolean {
    return this.#config()?.enabled === true;
  }

  get attachments(): readonly Attachment[] {
    return this.#snapshot.attachments;
  }

  /** Whether files are being dragged over the bound element. */
  get dragOver(): boolean {
    return this.#snapshot.dragOver;
  }

  /** Whether an attachment is still uploading (a send should wait for it). */
  get uploading(): boolean {
    return this.#snapshot.attachments.some((attachment) => attachment.status === "uploading");
  }

  /** One object per change (for `useSyncExternalStore` and signals). */
  getSnapshot(): AttachmentQueueSnapshot {
    return this.#snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  /** Checks, then uploads or reads each file; resolves when all are ready or refused. Ignored when disabled. */
  async processFiles(files: ArrayLike<File>): Promise<void> {
    if (!this.enabled) return;
    await Promise.all(Array.from(files).map((file) => this.#add(file)));
  }

  removeAttachment(id: string): void {
    this.#set({ attachments: this.#snapshot.attachments.filter((attachment) => attachment.id !== id) });
  }

  /** The ready attachments, emptying the queue (an upload still running is dropped). */
  consumeAttachments(): Attachment[] {
    const ready = this.#snapshot.attachments.filter((attachment) => attachment.status === "ready");
    if (this.#snapshot.attachments.length > 0) this.#set({ attachments: [] });
    return ready;
  }

  /** Puts attachments back (a send that could not go out restores what it consumed). */
  restore(attachments: readonly Attachment[]): void {
    if (attachments.length > 0) this.#set({ attachments: [...attachments, ...this.#snapshot.attachments] });
  }

  handleDragOver(event: DragLikeEvent): void {
    if (!this.enabled || !carriesFiles(event)) return;
    // Without preventDefault the browser refuses the drop (and opens the file instead).
    event.preventDefault();
    if (!this.#snapshot.dragOver) this.#set({ dragOver: true });
  }

  handleDragLeave(event: DragLikeEvent): void {
    // Moving onto a child element fires dragleave on the parent: only leaving the zone counts.
    const zone = event.currentTarget as Node | null | undefined;
    const to = event.relatedTarget as Node | null | undefined;
    if (zone && to && typeof zone.contains === "function" && zone.contains(to)) return;
    if (this.#snapshot.dragOver) this.#set({ dragOver: false });
  }

  async handleDrop(event: DragLikeEvent): Promise<void> {
    if (!this.enabled || !event.dataTransfer) return;
    event.preventDefault();
    if (this.#snapshot.dragOver) this.#set({ dragOver: false });
    await this.processFiles(event.dataTransfer.files);
  }

  /** Attaches pasted files (text pastes are left to the text field). */
  async handlePaste(event: PasteLikeEvent): Promise<void> {
    const files = event.clipboardData?.files;
    if (!this.enabled || !files || files.length === 0) return;
    event.preventDefault();
    await this.processFiles(files);
  }

  /** Listens for drag-and-drop and paste on `element` only; returns the function that stops. */
  bind(element: HTMLElement): () => void {
    const over = (event: Event) => this.handleDragOver(event as DragEvent);
    const leave = (event: Event) => this.handleDragLeave(event as DragEvent);
    const drop = (event: Event) => void this.handleDrop(event as DragEvent);
    const paste = (event: Event) => void this.handlePaste(event as ClipboardEvent);
    const listeners: Array<[string, (event: Event) => void]> = [
      ["dragenter", over],
      ["dragover", over],
      ["dragleave", leave],
      ["drop", drop],
      ["paste", paste],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
      if (this.#snapshot.dragOver) this.#set({ dragOver: false });
    };
  }

  async #add(file: File): Promise<void> {
    const config = this.#config() ?? {};
    const maxSize = config.maxSize ?? DEFAULT_MAX_ATTACHMENT_BYTES;
    if (!acceptsFile(config.accept ?? "*/*", file)) return this.#fail(file, "invalid-type", `${file.name}: this type of file cannot be attached`);
    if (file.size > maxSize) return this.#fail(file, "file-too-large", `${file.name} is ${describeSize(file.size)}; the limit is ${describeSize(maxSize)}`);
    const mimeType = file.type || "application/octet-stream";
    const placeholder: Attachment = {
      id: `attachment-${++nextId}`,
      type: modalityOf(mimeType),
      source: { type: "data", value: "", mimeType },
      filename: file.name,
      size: file.size,
      status: "uploading",
    };
    this.#set({ attachments: [...this.#snapshot.attachments, placeholder] });
    // From the file itself, while it uploads; a video without a still is shown by its name.
    const videoThumbnail = placeholder.type === "video" ? this.#videoThumbnail(file).catch(() => undefined) : undefined;
    let source: AttachmentSource;
    let metadata: Record<string, unknown> | undefined;
    try {
      if (config.onUpload) {
        const { metadata: uploaded, ...result } = await config.onUpload(file);
        source = result;
        metadata = uploaded;
      } else {
        source = { type: "data", value: await readFileAsBase64(file), mimeType };
      }
    } catch (error) {
      if (!this.#has(placeholder.id)) return;
      this.removeAttachment(placeholder.id);
      return this.#fail(file, "upload-failed", `${file.name} could not be uploaded: ${error instanceof Error ? error.message : String(error)}`);
    }
    const thumbnail = placeholder.type === "image" ? (source.type === "data" ? `data:${source.mimeType};base64,${source.value}` : source.value) : await videoThumbnail;
    // Removed (or sent) while it uploaded: nothing to update.
    if (!this.#has(placeholder.id)) return;
    const ready: Attachment = {
      ...placeholder,
      source,
      status: "ready",
      ...(metadata && { metadata }),
      ...(thumbnail !== undefined && { thumbnail }),
    };
    this.#set({ attachments: this.#snapshot.attachments.map((attachment) => (attachment.id === placeholder.id ? ready : attachment)) });
  }

  #has(id: string): boolean {
    return this.#snapshot.attachments.some((attachment) => attachment.id === id);
  }

  #fail(file: File, reason: AttachmentUploadErrorReason, message: string): void {
    this.#config()?.onUploadFailed?.({ file, reason, message });
  }

  #set(change: Partial<AttachmentQueueSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...change };
    for (const listener of [...this.#listeners]) listener();
  }
}

/** Whether a drag carries files (not text or a link being dragged across the page). */
function carriesFiles(event: DragLikeEvent): boolean {
  const types = event.dataTransfer?.types;
  return types ? Array.from(types).includes("Files") : (event.dataTransfer?.files.length ?? 0) > 0;
}

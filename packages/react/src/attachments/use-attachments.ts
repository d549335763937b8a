import { AttachmentQueue, type Attachment, type AttachmentsConfig } from "@wingman/core/chat";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ChangeEvent, type DragEvent, type RefObject } from "react";
import { useLatest } from "../hooks/use-latest.js";

/** Props of `useAttachments`: the attachments configuration (default: disabled). */
export interface UseAttachmentsProps {
  /** Which files are accepted, their size limit and upload. Default: unset, attachments disabled. */
  config?: AttachmentsConfig;
}

/** What `useAttachments` returns: the attachments, drag state and handlers for the input and drop zone. */
export interface UseAttachmentsReturn {
  /** Uploading and ready attachments, in the order they were added. */
  attachments: Attachment[];
  enabled: boolean;
  /** Files are being dragged over the drop zone. */
  dragOver: boolean;
  /** For the hidden `<input type="file">`. */
  fileInputRef: RefObject<HTMLInputElement | null>;
  /** For the element pastes are taken from: pasting elsewhere on the page attaches nothing. */
  containerRef: RefObject<HTMLDivElement | null>;
  processFiles: (files: File[]) => Promise<void>;
  /** `onChange` of the file input. */
  handleFileUpload: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  /** `onDragOver` (and `onDragEnter`) of the drop zone. */
  handleDragOver: (event: DragEvent) => void;
  handleDragLeave: (event: DragEvent) => void;
  handleDrop: (event: DragEvent) => Promise<void>;
  removeAttachment: (id: string) => void;
  /** The ready attachments, emptying the queue and the file input. */
  consumeAttachments: () => Attachment[];
}

/**
 * The attachments of the message being written: the core's `AttachmentQueue` (checks, "uploading"
 * placeholders, `onUpload` or inline data, failure reasons) with React handlers for a file input,
 * a drop zone and pastes inside `containerRef`. Every returned function keeps its identity.
 *
 * @example
 * const { attachments, containerRef, handleDrop, handleDragOver, consumeAttachments } = useAttachments({ config: { enabled: true, accept: "image/*" } });
 */
export function useAttachments({ config }: UseAttachmentsProps = {}): UseAttachmentsReturn {
  const latest = useLatest(config);
  const [queue] = useState(() => new AttachmentQueue(() => latest.current));
  const subscribe = useCallback((onChange: () => void) => queue.subscribe(onChange), [queue]);
  const getSnapshot = useCallback(() => queue.getSnapshot(), [queue]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const fileInputRef = useRef<HTMLInputElement | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const enabled = config?.enabled === true;

  useEffect(() => {
    const container = containerRef.current;
    if (!enabled || !container) return;
    const paste = (event: ClipboardEvent) => void queue.handlePaste(event);
    container.addEventListener("paste", paste);
    return () => container.removeEventListener("paste", paste);
  }, [queue, enabled]);

  const handlers = useMemo(
    () => ({
      processFiles: (files: File[]) => queue.processFiles(files),
      handleFileUpload: async (event: ChangeEvent<HTMLInputElement>) => {
        const files = event.target.files ? Array.from(event.target.files) : [];
        // Cleared first so that picking the same file again fires change again.
        event.target.value = "";
        await queue.processFiles(files);
      },
      handleDragOver: (event: DragEvent) => queue.handleDragOver(event),
      handleDragLeave: (event: DragEvent) => queue.handleDragLeave(event),
      handleDrop: (event: DragEvent) => queue.handleDrop(event),
      removeAttachment: (id: string) => queue.removeAttachment(id),
      consumeAttachments: () => {
        if (fileInputRef.current) fileInputRef.current.value = "";
        return queue.consumeAttachments();
      },
    }),
    [queue],
  );

  return useMemo(
    () => ({ attachments: snapshot.attachments as Attachment[], enabled, dragOver: snapshot.dragOver, fileInputRef, containerRef, ...handlers }),
    [snapshot, enabled, handlers],
  );
}

import type { ContentPart } from "@ag-ui/core";
import { attachmentToContentPart, type AttachmentsConfig } from "@wingman/core/chat";
import { useEffect, useLayoutEffect, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { useAttachments, type UseAttachmentsReturn } from "../../attachments/use-attachments.js";

export { AttachmentPreviews } from "../../attachments/attachment-previews.js";

/** The composer's attachments: `useAttachments`' result, and the ready ones as content parts (emptying the queue). */
export type ComposerAttachments = UseAttachmentsReturn & { takeParts: () => ContentPart[] };

type AttachmentsBridgeProps = {
  config: AttachmentsConfig;
  /** The element pastes are taken from (the composer's box). */
  target: RefObject<HTMLDivElement | null>;
  onChange: (attachments: ComposerAttachments | undefined) => void;
};

/**
 * The attachments of a composer, loaded only by composers that take attachments: it runs
 * `useAttachments`, hands its state up on every change, and renders the hidden file input and the
 * "Drop files here" overlay (into the composer's box). Rendered after the box, so the box exists
 * when the paste listener is attached.
 */
export function AttachmentsBridge({ config, target, onChange }: AttachmentsBridgeProps) {
  const labels = useCopilotChatLabels();
  const queue = useAttachments({ config });
  useLayoutEffect(() => {
    queue.containerRef.current = target.current;
  });
  useEffect(() => onChange({ ...queue, takeParts: () => queue.consumeAttachments().map(attachmentToContentPart) }), [queue, onChange]);
  useEffect(() => () => onChange(undefined), [onChange]);
  return (
    <>
      <input
        ref={queue.fileInputRef}
        type="file"
        multiple
        accept={config.accept}
        className="wm-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="copilot-attachment-input"
        onChange={(event) => void queue.handleFileUpload(event)}
      />
      {queue.dragOver &&
        target.current &&
        createPortal(
          <div className="wm-input__drop-overlay" aria-hidden="true">
            {labels.dropFilesLabel}
          </div>,
          target.current,
        )}
    </>
  );
}

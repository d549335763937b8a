import type { Attachment } from "@wingman/core/chat";
import { useCopilotChatLabels } from "../chat/copilot-chat-configuration.js";
import { CloseIcon } from "../ui/icons.js";

/** The composer's attachments: a thumbnail (images, and a still of videos) or the name, "uploading" until ready, and a remove button each. */
export function AttachmentPreviews(props: { attachments: readonly Attachment[]; onRemove: (id: string) => void }) {
  const labels = useCopilotChatLabels();
  return (
    <ul className="wm-input__attachments" aria-label={labels.addAttachmentsButtonLabel}>
      {props.attachments.map((attachment) => {
        const name = attachment.filename ?? attachment.type;
        const uploading = attachment.status === "uploading";
        return (
          <li key={attachment.id} className="wm-attachment-chip" aria-busy={uploading} data-status={attachment.status} data-testid="copilot-attachment-preview">
            {attachment.thumbnail && <img className="wm-attachment-chip__thumbnail" src={attachment.thumbnail} alt="" />}
            <span>{name}</span>
            {uploading && <span className="wm-attachment-chip__status">{labels.uploadingAttachmentLabel}</span>}
            <button
              type="button"
              className="wm-icon-button wm-icon-button--small"
              aria-label={`${labels.removeAttachmentLabel}: ${name}`}
              onClick={() => props.onRemove(attachment.id)}
            >
              <CloseIcon />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

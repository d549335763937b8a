import { focusComposer } from "@wingman/core/chat";
import type { MouseEvent } from "react";
import { useCopilotChatLabels } from "./copilot-chat-configuration.js";

/**
 * The chat's first Tab stop, shown only while focused: it moves focus past the messages to the
 * composer inside the element `composerAreaId` (which is also its link target).
 */
export function SkipToComposerLink({ composerAreaId }: { composerAreaId: string }) {
  const labels = useCopilotChatLabels();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // The root node, not the document: the chat may live in a shadow root.
    const area = (event.currentTarget.getRootNode() as Document | ShadowRoot).getElementById(composerAreaId);
    if (focusComposer(area)) event.preventDefault();
  };
  return (
    <a className="wm-skip-link" href={`#${composerAreaId}`} onClick={skip} data-testid="copilot-skip-to-composer">
      {labels.skipToComposerLabel}
    </a>
  );
}

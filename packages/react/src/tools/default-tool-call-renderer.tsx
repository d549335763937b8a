import { formatToolValue } from "@wingman/core/chat";
import { useId, useState } from "react";
import { useCopilotChatLabels } from "../chat/copilot-chat-configuration.js";
import type { ToolCallRenderProps } from "../types.js";

const show = formatToolValue;

/** The card shown for tool calls without their own renderer: name, status and, on demand, arguments and result. */
export function DefaultToolCallRenderer(props: ToolCallRenderProps) {
  const labels = useCopilotChatLabels();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const done = props.status === "complete";
  return (
    <div
      className="wm-tool-card"
      data-tool-name={props.name}
      data-tool-call-id={props.toolCallId}
      data-status={props.status}
    >
      <button type="button" className="wm-tool-card__header" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
        <span className="wm-tool-card__name">{props.name}</span>
        <span className={`wm-tool-card__badge wm-tool-card__badge--${done ? "done" : "running"}`}>
          {done ? labels.toolCallDone : labels.toolCallRunning}
        </span>
      </button>
      <div id={detailsId} className="wm-tool-card__details" hidden={!open}>
        <div className="wm-tool-card__section-title">{labels.toolCallArguments}</div>
        <pre className="wm-tool-card__pre">{show(props.args)}</pre>
        {done && (
          <>
            <div className="wm-tool-card__section-title">{labels.toolCallResult}</div>
            <pre className="wm-tool-card__pre">{show(props.result)}</pre>
          </>
        )}
      </div>
    </div>
  );
}

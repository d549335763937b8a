import { useEffect, useRef, useState, type FormEvent } from "react";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";

/** The inline editor of a user message: Send runs the edited text as a new branch, Cancel or Escape leaves it. */
export function MessageEditor({ initial, onSave, onCancel }: { initial: string; onSave: (content: string) => void; onCancel: () => void }) {
  const labels = useCopilotChatLabels();
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === "" || value === initial) onCancel();
    else onSave(value);
  };
  return (
    <form className="wm-message wm-message--user wm-message__editor" data-role="user" onSubmit={submit}>
      <textarea
        ref={input}
        className="wm-message__editor-input"
        rows={3}
        aria-label={labels.editMessageInputLabel}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => event.key === "Escape" && onCancel()}
      />
      <div className="wm-message__editor-actions">
        <button type="button" className="wm-button" onClick={onCancel}>
          {labels.cancelEditButtonLabel}
        </button>
        <button type="submit" className="wm-button wm-button--primary">
          {labels.saveEditButtonLabel}
        </button>
      </div>
    </form>
  );
}

import { memo, useCallback, useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { attachmentToContentPart, type AttachmentsConfig } from "@wingman/core/chat";
import { AttachmentPreviews } from "../../attachments/attachment-previews.js";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { CloseIcon, MicIcon, PaperclipIcon, SendIcon, StopIcon } from "../../ui/icons.js";
import { cx } from "../../ui/render-slot.js";
import { useAttachments } from "../../attachments/use-attachments.js";
import { useAudioRecorder } from "../../voice/use-audio-recorder.js";
import type { ContentPart } from "@ag-ui/core";

/** Props of `CopilotChatInput`: send and stop callbacks, running state, voice and attachments. */
export interface CopilotChatInputProps {
  /** Called with the trimmed text and the attachments' content parts. */
  onSubmitMessage: (text: string, parts: ContentPart[]) => void;
  onStop?: () => void;
  isRunning?: boolean;
  /** False while the agent is not ready: the text can be written but not sent. */
  canSend?: boolean;
  /** Given when voice input is available: turns a recording into text. */
  onTranscribe?: (audio: Blob) => Promise<string>;
  attachments?: AttachmentsConfig;
  autoFocus?: boolean;
  className?: string;
  /** Controlled value (optional). */
  value?: string;
  onChange?: (value: string) => void;
}

const MAX_ROWS = 5;

/**
 * The composer: a textarea that grows up to five lines, Enter to send and Shift+Enter for a new
 * line (IME composition is respected), Stop while running (Enter on an empty composer stops),
 * optional attachments and voice input.
 */
export const CopilotChatInput = memo(function CopilotChatInput(props: CopilotChatInputProps) {
  const labels = useCopilotChatLabels();
  const [ownValue, setOwnValue] = useState("");
  const value = props.value ?? ownValue;
  const setValue = useCallback(
    (next: string) => {
      if (props.value === undefined) setOwnValue(next);
      props.onChange?.(next);
    },
    [props.value, props.onChange],
  );
  const attachmentQueue = useAttachments(props.attachments ? { config: props.attachments } : {});
  const { attachments } = attachmentQueue;
  const [transcribing, setTranscribing] = useState(false);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const recorder = useAudioRecorder();
  const inputId = useId();
  const canSend = props.canSend ?? true;
  const attachmentsEnabled = attachmentQueue.enabled;

  useEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = "auto";
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 20;
    element.style.height = `${Math.min(element.scrollHeight, lineHeight * MAX_ROWS + 16)}px`;
  }, [value]);

  useEffect(() => {
    if (props.autoFocus) textarea.current?.focus();
  }, [props.autoFocus]);

  const pending = attachments.some((attachment) => attachment.status !== "ready");
  const submit = () => {
    const text = value.trim();
    if (!canSend || pending || (text === "" && attachments.length === 0)) return;
    props.onSubmitMessage(text, attachmentQueue.consumeAttachments().map(attachmentToContentPart));
    setValue("");
    textarea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (props.isRunning && value.trim() === "") props.onStop?.();
    else submit();
  };

  const finishRecording = async () => {
    const audio = await recorder.stop();
    if (!props.onTranscribe) return;
    setTranscribing(true);
    try {
      const text = (await props.onTranscribe(audio)).trim();
      if (text) setValue(value ? `${value} ${text}` : text);
      setNotice(undefined);
    } catch {
      setNotice(labels.transcriptionErrorLabel);
    } finally {
      setTranscribing(false);
      textarea.current?.focus();
    }
  };

  const recording = recorder.state === "recording";
  return (
    <div
      ref={attachmentQueue.containerRef}
      className={cx("wm-input", props.className)}
      data-testid="copilot-chat-input"
      data-drag-over={attachmentQueue.dragOver ? "" : undefined}
      {...(attachmentsEnabled && {
        onDragEnter: attachmentQueue.handleDragOver,
        onDragOver: attachmentQueue.handleDragOver,
        onDragLeave: attachmentQueue.handleDragLeave,
        onDrop: (event: DragEvent) => void attachmentQueue.handleDrop(event),
      })}
    >
      {attachmentQueue.dragOver && (
        <div className="wm-input__drop-overlay" aria-hidden="true">
          {labels.dropFilesLabel}
        </div>
      )}
      {notice && (
        <div className="wm-input__notice" role="alert">
          {notice}
        </div>
      )}
      {attachments.length > 0 && <AttachmentPreviews attachments={attachments} onRemove={attachmentQueue.removeAttachment} />}
      <div className="wm-input__row">
        <label htmlFor={inputId} className="wm-visually-hidden">
          {labels.chatInputLabel}
        </label>
        <textarea
          id={inputId}
          ref={textarea}
          className="wm-input__textarea"
          data-testid="copilot-chat-textarea"
          rows={1}
          value={value}
          placeholder={transcribing ? labels.transcribingLabel : labels.chatInputPlaceholder}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className="wm-input__actions">
          {attachmentsEnabled && (
            <>
              <input
                ref={attachmentQueue.fileInputRef}
                type="file"
                multiple
                accept={props.attachments?.accept}
                className="wm-visually-hidden"
                tabIndex={-1}
                aria-hidden="true"
                data-testid="copilot-attachment-input"
                onChange={(event) => void attachmentQueue.handleFileUpload(event)}
              />
              <button
                type="button"
                className="wm-icon-button"
                data-testid="copilot-add-menu-button"
                aria-label={labels.addAttachmentsButtonLabel}
                title={labels.addAttachmentsButtonLabel}
                onClick={() => attachmentQueue.fileInputRef.current?.click()}
              >
                <PaperclipIcon />
              </button>
            </>
          )}
          {props.onTranscribe && !recording && (
            <button
              type="button"
              className="wm-icon-button"
              data-testid="copilot-start-transcribe-button"
              aria-label={labels.startTranscribeButtonLabel}
              title={labels.startTranscribeButtonLabel}
              disabled={transcribing}
              onClick={() => void recorder.start().catch(() => setNotice(labels.transcriptionErrorLabel))}
            >
              <MicIcon />
            </button>
          )}
          {recording && (
            <>
              <button type="button" className="wm-icon-button" data-testid="copilot-cancel-transcribe-button" aria-label={labels.cancelTranscribeButtonLabel} onClick={recorder.cancel}>
                <CloseIcon />
              </button>
              <button type="button" className="wm-icon-button wm-icon-button--active" data-testid="copilot-finish-transcribe-button" aria-label={labels.finishTranscribeButtonLabel} onClick={() => void finishRecording()}>
                <MicIcon />
              </button>
            </>
          )}
          {props.isRunning ? (
            <button type="button" className="wm-send-button" data-testid="copilot-send-button" aria-label={labels.stopButtonLabel} title={labels.stopButtonLabel} onClick={props.onStop}>
              <StopIcon />
            </button>
          ) : (
            <button
              type="button"
              className="wm-send-button"
              data-testid="copilot-send-button"
              aria-label={labels.sendButtonLabel}
              title={labels.sendButtonLabel}
              disabled={!canSend || pending || (value.trim() === "" && attachments.length === 0)}
              onClick={submit}
            >
              <SendIcon />
            </button>
          )}
        </div>
      </div>
    </div>
  );
});

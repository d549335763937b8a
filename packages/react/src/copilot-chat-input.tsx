import { memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { DEFAULT_MAX_ATTACHMENT_BYTES, acceptsFile, fileToContentPart, type Attachment, type AttachmentsConfig } from "@wingman/core";
import { useCopilotChatLabels } from "./copilot-chat-configuration.js";
import { CloseIcon, MicIcon, PaperclipIcon, SendIcon, StopIcon } from "./icons.js";
import { cx } from "./render-slot.js";
import { useAudioRecorder } from "./use-audio-recorder.js";
import type { ContentPart } from "@ag-ui/core";

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
let nextAttachmentId = 0;

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
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [transcribing, setTranscribing] = useState(false);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const recorder = useAudioRecorder();
  const inputId = useId();
  const canSend = props.canSend ?? true;
  const attachmentsEnabled = props.attachments?.enabled === true;
  const accept = props.attachments?.accept ?? "image/*,application/pdf,text/plain";

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
    const parts = attachments.flatMap((attachment) => (attachment.part ? [attachment.part] : []));
    props.onSubmitMessage(text, parts);
    setValue("");
    setAttachments([]);
    textarea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (props.isRunning && value.trim() === "") props.onStop?.();
    else submit();
  };

  const addFiles = async (files: FileList | File[]) => {
    const config = props.attachments ?? {};
    for (const file of Array.from(files)) {
      if (!acceptsFile(accept, file)) {
        config.onUploadFailed?.({ file, reason: "invalid-type" });
        continue;
      }
      if (file.size > (config.maxSize ?? DEFAULT_MAX_ATTACHMENT_BYTES)) {
        config.onUploadFailed?.({ file, reason: "file-too-large" });
        continue;
      }
      const id = `attachment-${++nextAttachmentId}`;
      setAttachments((current) => [...current, { id, file, status: "reading" }]);
      try {
        const part = await fileToContentPart(file);
        setAttachments((current) => current.map((attachment) => (attachment.id === id ? { ...attachment, status: "ready", part } : attachment)));
      } catch {
        setAttachments((current) => current.filter((attachment) => attachment.id !== id));
        config.onUploadFailed?.({ file, reason: "read-failed" });
      }
    }
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
      className={cx("wm-input", props.className)}
      data-testid="copilot-chat-input"
      onDragOver={attachmentsEnabled ? (event) => event.preventDefault() : undefined}
      onDrop={
        attachmentsEnabled
          ? (event) => {
              event.preventDefault();
              void addFiles(event.dataTransfer.files);
            }
          : undefined
      }
    >
      {notice && (
        <div className="wm-input__notice" role="alert">
          {notice}
        </div>
      )}
      {attachments.length > 0 && (
        <ul className="wm-input__attachments" aria-label={labels.addAttachmentsButtonLabel}>
          {attachments.map((attachment) => (
            <li key={attachment.id} className="wm-attachment-chip" aria-busy={attachment.status !== "ready"}>
              <span>{attachment.file.name}</span>
              <button
                type="button"
                className="wm-icon-button wm-icon-button--small"
                aria-label={`${labels.removeAttachmentLabel}: ${attachment.file.name}`}
                onClick={() => setAttachments((current) => current.filter((item) => item.id !== attachment.id))}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
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
          onPaste={
            attachmentsEnabled
              ? (event) => {
                  if (event.clipboardData.files.length > 0) {
                    event.preventDefault();
                    void addFiles(event.clipboardData.files);
                  }
                }
              : undefined
          }
        />
        <div className="wm-input__actions">
          {attachmentsEnabled && (
            <>
              <input
                ref={fileInput}
                type="file"
                multiple
                accept={accept}
                className="wm-visually-hidden"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => {
                  if (event.target.files) void addFiles(event.target.files);
                  event.target.value = "";
                }}
              />
              <button type="button" className="wm-icon-button" data-testid="copilot-add-menu-button" aria-label={labels.addAttachmentsButtonLabel} title={labels.addAttachmentsButtonLabel} onClick={() => fileInput.current?.click()}>
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

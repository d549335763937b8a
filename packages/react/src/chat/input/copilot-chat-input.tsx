import type { ContentPart } from "@ag-ui/core";
import {
  composerEnterAction,
  slashQuery,
  type AttachmentsConfig,
  type ToolsMenuAction,
  type ToolsMenuEntry,
} from "@wingman/core/chat";
import { forwardRef, memo, useCallback, type ButtonHTMLAttributes, useEffect, useId, useMemo, useRef, useState, type DragEvent, type HTMLAttributes, type KeyboardEvent, type ReactElement, type Ref, type RefAttributes } from "react";
import type { ComposerAttachments } from "./attachments-bridge.js";
import type { AddMenuButtonProps } from "./add-menu-button.js";
import type { SlashKeyHandler } from "./slash-menu.js";
import { Disclaimer, SendButton, TextArea, type ChatInputTextAreaProps } from "./parts.js";
import {
  AddMenuButton,
  AttachmentPreviews,
  AttachmentsBridge,
  AudioRecorder,
  CancelTranscribeButton,
  ChatInputToolbarButton,
  FinishTranscribeButton,
  SlashMenu,
  StartTranscribeButton,
} from "./lazy-input-parts.js";
import type { AudioRecorderRef } from "../../voice/copilot-chat-audio-recorder.js";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { StopIcon } from "../../ui/icons.js";
import { cx, renderSlot, type WithSlots } from "../../ui/render-slot.js";

const NO_ATTACHMENTS: ComposerAttachments["attachments"] = [];

/** What the composer shows: the textarea, the recorder (`transcribe`) or a spinner (`processing`). */
export type CopilotChatInputMode = "input" | "transcribe" | "processing";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** The composer's replaceable parts, by the props each default takes. */
export type CopilotChatInputSlots = {
  /** The text field. Default: the built-in auto-growing `<textarea>`. */
  textArea: ChatInputTextAreaProps & RefAttributes<HTMLTextAreaElement>;
  /** Send (Stop while running). Default: the built-in button. */
  sendButton: ButtonProps;
  /** Starts recording. Default: the built-in microphone button. */
  startTranscribeButton: ButtonProps;
  /** Discards a recording. Default: the built-in button. */
  cancelTranscribeButton: ButtonProps;
  /** Ends a recording and transcribes it. Default: the built-in button. */
  finishTranscribeButton: ButtonProps;
  /** The "+" button of the tools menu. Default: the built-in menu button. */
  addMenuButton: AddMenuButtonProps;
  /** The recorder shown while recording. Default: the built-in waveform recorder. */
  audioRecorder: HTMLAttributes<HTMLDivElement> & RefAttributes<AudioRecorderRef>;
  /** The note under the composer. Default: the `chatDisclaimerText` label. */
  disclaimer: HTMLAttributes<HTMLDivElement>;
};

/** The composer's props besides its slots: CopilotKit's, plus Wingman's attachments, voice and readiness. */
export type CopilotChatInputRestProps = {
  /** `"input"` (default), `"transcribe"` (recording; the recorder starts) or `"processing"`. */
  mode?: CopilotChatInputMode;
  /** Entries of the "+" menu and the slash commands: actions, submenus and `"-"` separators. */
  toolsMenu?: ToolsMenuEntry[];
  /** Focus the text field when it mounts. Default: false. */
  autoFocus?: boolean;
  /**
   * Called with the trimmed text, and with the attachments' content parts as a second argument
   * when there are any (without attachments it gets the text alone, as CopilotKit's does).
   */
  onSubmitMessage?: (value: string, parts?: ContentPart[]) => void;
  /** Called when the user presses Stop (or Enter on an empty draft while running). Default: none. */
  onStop?: () => void;
  /** The agent is running: the send button becomes Stop. Default: false. */
  isRunning?: boolean;
  /** Shows the microphone button; the parent then sets `mode="transcribe"`. */
  onStartTranscribe?: () => void;
  /** Called when the user discards a recording. Default: none. */
  onCancelTranscribe?: () => void;
  /** Called after the recording stopped (and `onFinishTranscribeWithAudio` resolved). */
  onFinishTranscribe?: () => void;
  /** Receives the recording when the user ends it. Default: none. */
  onFinishTranscribeWithAudio?: (audioBlob: Blob) => Promise<void>;
  /** Adds "Add attachments" to the "+" menu and the slash commands. */
  onAddFile?: () => void;
  /** Controlled value (optional). */
  value?: string;
  /** Called with the text on every change. Default: none. */
  onChange?: (value: string) => void;
  /** `"absolute"` pins the composer to the bottom of its positioned container. Default `"static"`. */
  positioning?: "static" | "absolute";
  /** The on-screen keyboard's height in px: the composer is lifted by it. Default: 0. */
  keyboardHeight?: number;
  /** Ref of the outer container. */
  containerRef?: Ref<HTMLDivElement>;
  /** Default: shown with `positioning="absolute"`, hidden otherwise. */
  showDisclaimer?: boolean;
  /** False while the agent is not ready: the text can be written but not sent. Default: true. */
  canSend?: boolean;
  /** Voice input managed by the composer itself: turns a recording into text appended to the draft. */
  onTranscribe?: (audio: Blob) => Promise<string>;
  /** Images and files attached to messages (drop, paste, the file picker). */
  attachments?: AttachmentsConfig;
} & Omit<HTMLAttributes<HTMLDivElement>, "onChange">;

/** Props of `CopilotChatInput`: CopilotKit's composer props and slots, and `children` as a layout function. */
export type CopilotChatInputProps = WithSlots<CopilotChatInputSlots, CopilotChatInputRestProps>;

/** What `children` receives: every part rendered, and the composer's props. */
export type CopilotChatInputChildrenArgs = { [K in keyof CopilotChatInputSlots]: ReactElement } & Omit<CopilotChatInputRestProps, "children">;

/**
 * The composer: Enter sends and Shift+Enter adds a line (IME composition is respected); while a
 * run goes on the send button is Stop and Enter on an empty draft stops. A leading `/` lists the
 * tools menu's commands; the "+" button opens it. Voice input either follows `mode` and the
 * transcribe callbacks (CopilotKit's way) or, with `onTranscribe`, is handled here.
 */
const CopilotChatInputBase = memo(function CopilotChatInput(props: CopilotChatInputProps) {
  const {
    mode: modeProp,
    toolsMenu,
    autoFocus,
    onSubmitMessage,
    onStop,
    isRunning = false,
    onStartTranscribe,
    onCancelTranscribe,
    onFinishTranscribe,
    onFinishTranscribeWithAudio,
    onAddFile,
    value: valueProp,
    onChange,
    positioning = "static",
    keyboardHeight = 0,
    containerRef,
    showDisclaimer,
    canSend: canSendProp = true,
    onTranscribe,
    attachments: attachmentsConfig,
    textArea,
    sendButton,
    startTranscribeButton,
    cancelTranscribeButton,
    finishTranscribeButton,
    addMenuButton,
    audioRecorder,
    disclaimer,
    children,
    className,
    style,
    ...rest
  } = props;
  const labels = useCopilotChatLabels();
  const [ownValue, setOwnValue] = useState("");
  const value = valueProp ?? ownValue;
  const setValue = useCallback(
    (next: string) => {
      if (valueProp === undefined) setOwnValue(next);
      onChange?.(next);
    },
    [valueProp, onChange],
  );
  const box = useRef<HTMLDivElement>(null);
  const [loadedAttachments, setAttachmentQueue] = useState<ComposerAttachments | undefined>(undefined);
  const attachmentQueue = attachmentsConfig?.enabled ? loadedAttachments : undefined;
  const attachments = attachmentQueue?.attachments ?? NO_ATTACHMENTS;
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // CopilotKit's `data-layout`: "expanded" once the draft has more than one line, for a style or a test.
  const layout = value.includes("\n") ? "expanded" : "compact";
  // State, not a ref: the recorder mounts (and loads) after the mode switched to "transcribe".
  const [recorder, setRecorder] = useState<AudioRecorderRef | null>(null);

  // Voice input handled here (onTranscribe) keeps its own mode; CopilotKit's callers pass `mode`.
  const [ownMode, setOwnMode] = useState<CopilotChatInputMode>("input");
  const selfTranscribing = onTranscribe !== undefined && onStartTranscribe === undefined;
  const mode = modeProp ?? ownMode;
  const startTranscribe = onStartTranscribe ?? (selfTranscribing ? () => setOwnMode("transcribe") : undefined);
  const cancelTranscribe = onCancelTranscribe ?? (selfTranscribing ? () => setOwnMode("input") : undefined);

  // Finish is enabled once the microphone records (the recorder loads and asks for it first).
  const [recording, setRecording] = useState(false);
  useEffect(() => {
    setRecording(false);
    if (!recorder) return;
    if (mode === "transcribe") {
      recorder.start().then(() => setRecording(true), () => {
        setNotice(labels.transcriptionErrorLabel);
        if (modeProp === undefined) setOwnMode("input");
      });
    } else if (recorder.state === "recording") void recorder.stop().catch(() => {});
  }, [mode, recorder]);

  const finishTranscribe = async () => {
    let audio: Blob | undefined;
    if (recorder?.state === "recording") {
      try {
        audio = await recorder.stop();
        if (onFinishTranscribeWithAudio) await onFinishTranscribeWithAudio(audio);
      } catch {
        setNotice(labels.transcriptionErrorLabel);
      }
    }
    onFinishTranscribe?.();
    if (!selfTranscribing) return;
    if (!audio) return setOwnMode("input");
    setOwnMode("processing");
    try {
      const text = (await onTranscribe!(audio)).trim();
      if (text) setValue(value ? `${value} ${text}` : text);
      setNotice(undefined);
    } catch {
      setNotice(labels.transcriptionErrorLabel);
    } finally {
      setOwnMode("input");
    }
  };
  // Focus returns to the draft when a recording ends, whoever drives the mode.
  const previousMode = useRef(mode);
  useEffect(() => {
    if (previousMode.current !== "input" && mode === "input") textarea.current?.focus();
    previousMode.current = mode;
  }, [mode]);

  const addFile = onAddFile ?? (attachmentQueue?.enabled ? () => attachmentQueue.fileInputRef.current?.click() : undefined);

  // Slash commands: the add-file entry and the tools menu (the lazy SlashMenu lists and filters them).
  const addFileCommand = useMemo(() => addFile && { label: labels.addAttachmentsButtonLabel, action: addFile }, [addFile, labels.addAttachmentsButtonLabel]);
  const hasCommands = addFile !== undefined || (toolsMenu ?? []).some((entry) => entry !== "-");
  const [dismissedQuery, setDismissedQuery] = useState<string | null>(null);
  const query = mode === "input" && hasCommands ? slashQuery(value) : null;
  const slashOpen = query !== null && query !== dismissedQuery;
  const slashMenuId = useId();
  const slashKeys = useRef<SlashKeyHandler | null>(null);
  const [activeOption, setActiveOption] = useState<string | undefined>(undefined);

  const runCommand = useCallback(
    (command: ToolsMenuAction) => {
      setValue("");
      setDismissedQuery(null);
      command.action();
      textarea.current?.focus();
    },
    [setValue],
  );

  const pending = attachments.some((attachment) => attachment.status !== "ready");
  const isProcessing = mode !== "transcribe" && isRunning;
  const hasDraft = value.trim() !== "" || attachments.length > 0;
  const canSubmit = onSubmitMessage !== undefined && canSendProp && !pending && hasDraft;
  const submit = () => {
    if (!canSubmit) return;
    const parts = attachmentQueue?.takeParts() ?? [];
    if (parts.length > 0) onSubmitMessage(value.trim(), parts);
    else onSubmitMessage(value.trim());
    setValue("");
    textarea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (slashOpen && !event.nativeEvent.isComposing && slashKeys.current?.(event)) {
      event.preventDefault();
      return;
    }
    const action = composerEnterAction({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }, { text: value, isRunning });
    if (action === "none") return;
    event.preventDefault();
    if (action === "stop") onStop?.();
    else submit();
  };

  const parts: { [K in keyof CopilotChatInputSlots]: ReactElement } = {
    textArea: renderSlot(textArea, TextArea, {
      ref: textarea,
      value,
      onChange: (event) => {
        setValue(event.target.value);
        setDismissedQuery(null);
      },
      onKeyDown,
      autoFocus,
      "aria-controls": slashOpen ? slashMenuId : undefined,
      "aria-activedescendant": slashOpen ? activeOption : undefined,
    }),
    sendButton: renderSlot(
      sendButton,
      SendButton,
      isProcessing
        ? { onClick: onStop, disabled: !onStop, "aria-label": labels.stopButtonLabel, children: <StopIcon /> }
        : { onClick: submit, disabled: !canSubmit },
    ),
    startTranscribeButton: renderSlot(startTranscribeButton, StartTranscribeButton, { onClick: startTranscribe }),
    cancelTranscribeButton: renderSlot(cancelTranscribeButton, CancelTranscribeButton, { onClick: cancelTranscribe }),
    finishTranscribeButton: renderSlot(finishTranscribeButton, FinishTranscribeButton, { onClick: () => void finishTranscribe(), disabled: !recording }),
    addMenuButton: renderSlot(addMenuButton, AddMenuButton, { disabled: mode === "transcribe", onAddFile: addFile, toolsMenu }),
    audioRecorder: renderSlot(audioRecorder, AudioRecorder, { ref: setRecorder }),
    disclaimer: renderSlot(disclaimer, Disclaimer, {}),
  };
  const disclaimerShown = showDisclaimer ?? positioning === "absolute";

  if (children) {
    return (
      <div style={{ display: "contents" }}>
        {children({ ...props, ...parts, children: undefined, mode, positioning, keyboardHeight, isRunning, showDisclaimer: disclaimerShown })}
      </div>
    );
  }

  const showFinish = onFinishTranscribe !== undefined || selfTranscribing;
  return (
    <div
      {...rest}
      ref={containerRef}
      className={cx("wm-input-container", positioning === "absolute" && "wm-input-container--absolute", className)}
      style={keyboardHeight > 0 ? { ...style, transform: `translateY(-${keyboardHeight}px)` } : style}
    >
      <div
        ref={box}
        className="wm-input"
        data-testid="copilot-chat-input"
        data-mode={mode}
        data-drag-over={attachmentQueue?.dragOver ? "" : undefined}
        {...(attachmentQueue?.enabled && {
          onDragEnter: attachmentQueue.handleDragOver,
          onDragOver: attachmentQueue.handleDragOver,
          onDragLeave: attachmentQueue.handleDragLeave,
          onDrop: (event: DragEvent) => void attachmentQueue.handleDrop(event),
        })}
      >
        {notice && (
          <div className="wm-input__notice" role="alert">
            {notice}
          </div>
        )}
        {attachmentQueue && attachments.length > 0 && <AttachmentPreviews attachments={attachments} onRemove={attachmentQueue.removeAttachment} />}
        {slashOpen && (
            <SlashMenu
              id={slashMenuId}
              toolsMenu={toolsMenu}
              addFile={addFileCommand}
              query={query}
              onRun={runCommand}
              onDismiss={() => setDismissedQuery(query)}
              onActiveChange={setActiveOption}
              keys={slashKeys}
            />
        )}
        <div className="wm-input__row" data-layout={layout}>
          {(addFile || (toolsMenu && toolsMenu.length > 0) || addMenuButton) && parts.addMenuButton}
          <div className="wm-input__field">
            {mode === "transcribe" ? (
              parts.audioRecorder
            ) : mode === "processing" ? (
              <div className="wm-cursor" role="status" aria-label={labels.transcribingLabel}>
                <span />
                <span />
                <span />
              </div>
            ) : (
              parts.textArea
            )}
          </div>
          <div className="wm-input__actions">
            {mode === "transcribe" ? (
              <>
                {cancelTranscribe && parts.cancelTranscribeButton}
                {showFinish && parts.finishTranscribeButton}
              </>
            ) : (
              <>
                {startTranscribe && parts.startTranscribeButton}
                {parts.sendButton}
              </>
            )}
          </div>
        </div>
      </div>
      {attachmentsConfig?.enabled && <AttachmentsBridge config={attachmentsConfig} target={box} onChange={setAttachmentQueue} />}
      {disclaimerShown && parts.disclaimer}
    </div>
  );
});

/**
 * The composer, with its parts as statics (CopilotKit's): `CopilotChatInput.SendButton`,
 * `.TextArea`, `.AddMenuButton`, `.AudioRecorder`, `.Disclaimer`, the transcribe buttons and
 * `.ToolbarButton` for icon buttons of your own.
 */
export const CopilotChatInput = Object.assign(CopilotChatInputBase, {
  SendButton,
  ToolbarButton: ChatInputToolbarButton,
  StartTranscribeButton,
  CancelTranscribeButton,
  FinishTranscribeButton,
  AddMenuButton,
  TextArea,
  AudioRecorder,
  Disclaimer,
});

import { AudioRecorder, type AudioRecorderState } from "@wingman/core/audio";
import { forwardRef, useEffect, useImperativeHandle, useMemo, useState, type HTMLAttributes } from "react";
import { useCopilotChatLabels } from "../chat/copilot-chat-configuration.js";
import { cx } from "../ui/render-slot.js";

/** What a ref to {@link CopilotChatAudioRecorder} can do. */
export interface AudioRecorderRef {
  readonly state: AudioRecorderState;
  /** Asks for the microphone and starts; rejects with an `AudioRecorderError`. */
  start: () => Promise<void>;
  /** Stops and resolves with the recording. */
  stop: () => Promise<Blob>;
  /** Stops without a result and releases the microphone. */
  dispose: () => void;
}

/**
 * The composer's recorder: the core's `AudioRecorder` behind a ref (`start`, `stop`, `dispose`,
 * `state`), shown as a live "Recording…" indicator while it records. Releases the microphone on unmount.
 */
export const CopilotChatAudioRecorder = forwardRef<AudioRecorderRef, HTMLAttributes<HTMLDivElement>>(function CopilotChatAudioRecorder(props, ref) {
  const labels = useCopilotChatLabels();
  const [state, setState] = useState<AudioRecorderState>("idle");
  const recorder = useMemo(() => new AudioRecorder({ onStateChange: setState }), []);
  useEffect(() => () => recorder.cancel(), [recorder]);
  useImperativeHandle(
    ref,
    () => ({
      get state() {
        return recorder.state;
      },
      start: () => recorder.start(),
      stop: () => recorder.stop(),
      dispose: () => recorder.cancel(),
    }),
    [recorder],
  );
  return (
    <div {...props} className={cx("wm-audio-recorder", props.className)} data-state={state} role="status">
      {state === "recording" && (
        <>
          <span className="wm-audio-recorder__dot" aria-hidden="true" />
          <span>{labels.recordingLabel}</span>
        </>
      )}
    </div>
  );
});

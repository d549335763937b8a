import { AudioRecorder, type AudioRecorderState } from "@wingman/core/audio";
import { useEffect, useMemo, useState } from "react";

export type { AudioRecorderState };

/** Whether this browser can record audio (MediaRecorder and getUserMedia). */
export const canRecordAudio = (): boolean => AudioRecorder.isSupported();

/** Records from the microphone with the core's `AudioRecorder`; `stop()` resolves with the recording. */
export function useAudioRecorder(): { state: AudioRecorderState; start: () => Promise<void>; stop: () => Promise<Blob>; cancel: () => void } {
  const [state, setState] = useState<AudioRecorderState>("idle");
  const controls = useMemo(() => {
    const recorder = new AudioRecorder({ onStateChange: setState });
    return { start: () => recorder.start(), stop: () => recorder.stop(), cancel: () => recorder.cancel() };
  }, []);
  useEffect(() => controls.cancel, [controls]);
  return { state, ...controls };
}

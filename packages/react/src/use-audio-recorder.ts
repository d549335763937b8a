import { useCallback, useEffect, useRef, useState } from "react";

export type AudioRecorderState = "idle" | "recording" | "error";

const preferredMimeType = (): string | undefined => {
  const recorder = (globalThis as { MediaRecorder?: { isTypeSupported?(type: string): boolean } }).MediaRecorder;
  return ["audio/webm;codecs=opus", "audio/webm", "audio/mp4"].find((type) => recorder?.isTypeSupported?.(type));
};

/** Whether this browser can record audio (MediaRecorder and getUserMedia). */
export const canRecordAudio = (): boolean =>
  typeof (globalThis as { MediaRecorder?: unknown }).MediaRecorder === "function" &&
  typeof globalThis.navigator?.mediaDevices?.getUserMedia === "function";

/** Records from the microphone with MediaRecorder; `stop()` resolves with the recording. */
export function useAudioRecorder(): { state: AudioRecorderState; start: () => Promise<void>; stop: () => Promise<Blob>; cancel: () => void } {
  const [state, setState] = useState<AudioRecorderState>("idle");
  const recorder = useRef<MediaRecorder | undefined>(undefined);
  const chunks = useRef<Blob[]>([]);
  const stream = useRef<MediaStream | undefined>(undefined);

  const release = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = undefined;
    recorder.current = undefined;
  }, []);
  useEffect(() => release, [release]);

  const start = useCallback(async () => {
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
      const mimeType = preferredMimeType();
      const created = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined);
      chunks.current = [];
      created.ondataavailable = (event) => void (event.data.size > 0 && chunks.current.push(event.data));
      created.start();
      recorder.current = created;
      setState("recording");
    } catch (error) {
      release();
      setState("error");
      throw error;
    }
  }, [release]);

  const stop = useCallback(
    () =>
      new Promise<Blob>((resolve) => {
        const current = recorder.current;
        if (!current) return resolve(new Blob([], { type: "audio/webm" }));
        current.onstop = () => {
          resolve(new Blob(chunks.current, { type: current.mimeType || "audio/webm" }));
          release();
          setState("idle");
        };
        current.stop();
      }),
    [release],
  );

  const cancel = useCallback(() => {
    if (recorder.current && recorder.current.state !== "inactive") {
      recorder.current.onstop = null;
      recorder.current.stop();
    }
    release();
    setState("idle");
  }, [release]);

  return { state, start, stop, cancel };
}

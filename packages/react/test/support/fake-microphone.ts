/**
 * A stand-in microphone for jsdom (which has no MediaRecorder): installs a MediaRecorder whose
 * recording is `bytes` zero bytes of audio/webm, and a getUserMedia that grants it. Returns how
 * many recordings were started so far; `removeFakeMicrophone` takes it away again.
 */
export function installFakeMicrophone(bytes: number): { started: () => number } {
  let started = 0;
  class FakeMediaRecorder {
    static isTypeSupported = (type: string) => type === "audio/webm";
    state = "inactive";
    mimeType = "audio/webm";
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {
      started += 1;
      this.state = "recording";
    }
    stop() {
      this.state = "inactive";
      this.ondataavailable?.({ data: new Blob([new Uint8Array(bytes)], { type: "audio/webm" }) });
      this.onstop?.();
    }
  }
  (globalThis as { MediaRecorder?: unknown }).MediaRecorder = FakeMediaRecorder;
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia: async () => ({ getTracks: () => [{ stop() {} }] }) }, configurable: true });
  return { started: () => started };
}

/** Removes what {@link installFakeMicrophone} installed. */
export function removeFakeMicrophone(): void {
  delete (globalThis as { MediaRecorder?: unknown }).MediaRecorder;
}

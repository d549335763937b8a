import { describe, expect, it } from "vitest";
import { AudioRecorder, type AudioRecorderPlatform } from "./audio-recorder.js";

class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === "audio/webm";
  state = "inactive";
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(_stream: unknown, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? "";
  }
  start() {
    this.state = "recording";
  }
  stop() {
    this.state = "inactive";
    this.ondataavailable?.({ data: new Blob([new Uint8Array(5)]) });
    this.onstop?.();
  }
}

describe("AudioRecorder", () => {
  it("records with the best supported type and releases the microphone", async () => {
    let stopped = 0;
    const states: string[] = [];
    const platform = {
      getUserMedia: async () => ({ getTracks: () => [{ stop: () => void stopped++ }] }) as unknown as MediaStream,
      MediaRecorder: FakeMediaRecorder as unknown as AudioRecorderPlatform["MediaRecorder"],
    };
    expect(AudioRecorder.isSupported(platform)).toBe(true);
    const recorder = new AudioRecorder({ ...platform, onStateChange: (state) => void states.push(state) });
    await recorder.start();
    const audio = await recorder.stop();
    expect(audio.size).toBe(5);
    expect(audio.type).toBe("audio/webm");
    expect(stopped).toBe(1);
    expect(states).toEqual(["recording", "idle"]);
  });

  it("is unsupported without MediaRecorder, and start then rejects with state error", async () => {
    const platform = { getUserMedia: async () => ({}) as MediaStream, MediaRecorder: undefined };
    expect(AudioRecorder.isSupported(platform)).toBe(false);
    const recorder = new AudioRecorder(platform);
    await expect(recorder.start()).rejects.toThrow(/not supported/);
    expect(recorder.state).toBe("error");
  });
});

import { describe, expect, it } from "vitest";
import { AudioRecorder, AudioRecorderError, type AudioRecorderPlatform } from "./audio-recorder.js";

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
    await expect(recorder.start()).rejects.toBeInstanceOf(AudioRecorderError);
    expect(recorder.state).toBe("error");
  });

  it("turns a refused microphone into an AudioRecorderError keeping the cause", async () => {
    const refused = new Error("Permission denied");
    const platform = { getUserMedia: () => Promise.reject(refused), MediaRecorder: class {} as unknown as AudioRecorderPlatform["MediaRecorder"] };
    const recorder = new AudioRecorder(platform);
    const error = await recorder.start().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AudioRecorderError);
    expect((error as Error).message).toMatch(/Permission denied/);
    expect((error as Error).cause).toBe(refused);
    expect(recorder.state).toBe("error");
  });
});

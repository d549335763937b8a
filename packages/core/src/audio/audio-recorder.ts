import { canRecordAudio, recordingPlatform as platformOf, type AudioRecorderPlatform } from "./recording-platform.js";

export type { AudioRecorderPlatform };

/** The state of the voice input recorder. */
export type AudioRecorderState = "idle" | "recording" | "error";

/** Why recording could not start (no microphone, permission refused, no MediaRecorder): `instanceof`-checkable. */
export class AudioRecorderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AudioRecorderError";
  }
}

/**
 * Records from the microphone with `MediaRecorder` (webm/opus, else webm, else mp4) for voice input;
 * `stop()` resolves with the recording. UI bindings wrap it in their own state.
 *
 * @example
 * const recorder = new AudioRecorder({ onStateChange: (state) => render(state) });
 * await recorder.start();
 * const text = await copilotkit.transcribeAudio(await recorder.stop());
 */
export class AudioRecorder {
  readonly #platform: AudioRecorderPlatform;
  readonly #onStateChange: ((state: AudioRecorderState) => void) | undefined;
  #state: AudioRecorderState = "idle";
  #recorder: MediaRecorder | undefined;
  #stream: MediaStream | undefined;
  #chunks: Blob[] = [];

  constructor(options: AudioRecorderPlatform & { onStateChange?: (state: AudioRecorderState) => void } = {}) {
    this.#platform = options;
    this.#onStateChange = options.onStateChange;
  }

  /** Whether this platform can record audio (MediaRecorder and getUserMedia). */
  static isSupported(platform: AudioRecorderPlatform = {}): boolean {
    return canRecordAudio(platform);
  }

  get state(): AudioRecorderState {
    return this.#state;
  }

  #set(state: AudioRecorderState): void {
    this.#state = state;
    this.#onStateChange?.(state);
  }

  #release(): void {
    for (const track of this.#stream?.getTracks() ?? []) track.stop();
    this.#stream = undefined;
    this.#recorder = undefined;
  }

  /** Asks for the microphone and starts recording; rejects with an `AudioRecorderError` (state `error`) when refused or unsupported. */
  async start(): Promise<void> {
    try {
      const platform = platformOf(this.#platform);
      if (!platform) throw new AudioRecorderError("Audio recording is not supported here");
      this.#stream = await platform.getUserMedia({ audio: true });
      const mimeType = ["audio/webm;codecs=opus", "audio/webm", "audio/mp4"].find((type) => platform.MediaRecorder.isTypeSupported?.(type));
      const recorder = new platform.MediaRecorder(this.#stream, mimeType ? { mimeType } : undefined);
      this.#chunks = [];
      recorder.ondataavailable = (event) => void (event.data.size > 0 && this.#chunks.push(event.data));
      recorder.start();
      this.#recorder = recorder;
      this.#set("recording");
    } catch (error) {
      this.#release();
      this.#set("error");
      throw error instanceof AudioRecorderError ? error : new AudioRecorderError(`Could not record audio: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }

  /** Stops and resolves with the recording (empty when not recording). */
  stop(): Promise<Blob> {
    return new Promise((resolve) => {
      const recorder = this.#recorder;
      if (!recorder) return resolve(new Blob([], { type: "audio/webm" }));
      recorder.onstop = () => {
        resolve(new Blob(this.#chunks, { type: recorder.mimeType || "audio/webm" }));
        this.#release();
        this.#set("idle");
      };
      recorder.stop();
    });
  }

  /** Stops without a result and releases the microphone. */
  cancel(): void {
    if (this.#recorder && this.#recorder.state !== "inactive") {
      this.#recorder.onstop = null;
      this.#recorder.stop();
    }
    this.#release();
    this.#set("idle");
  }
}

import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, type TranscriptionModelV3 } from "@ai-sdk/provider";
import { experimental_transcribe as transcribe, RetryError } from "ai";

/** The request `POST /transcribe` hands to a transcription service (the runtime's `TranscribeFileRequest`). */
export interface TranscriptionFileInput {
  /** The recording. */
  readonly audioFile: File;
  /** The recording's MIME type (`/transcribe` passes the file's `type`). */
  readonly mimeType?: string;
  /** The recording's size in bytes (`/transcribe` passes the file's `size`). */
  readonly size?: number;
}

/** Options of {@link OpenAITranscriptionService}. */
export interface OpenAITranscriptionServiceOptions {
  /** Sent as `Authorization: Bearer …`. Defaults to env `OPENAI_API_KEY` (read by the provider). */
  apiKey?: string;
  /** Any OpenAI-compatible server, e.g. `http://127.0.0.1:8000/v1`. Defaults to env `OPENAI_BASE_URL`, then OpenAI. */
  baseURL?: string;
  /** Defaults to `"whisper-1"`; `gpt-4o-transcribe`, `gpt-4o-mini-transcribe` or what your server names. */
  model?: string;
  /** ISO-639-1 code of the spoken language; improves accuracy and latency. */
  language?: string;
  /** Text that guides spelling and style (names, jargon). */
  prompt?: string;
  /** Sampling temperature, 0 to 1 (lower is more literal). Default: the provider's. */
  temperature?: number;
  /** Retries of rate-limited and failed provider calls. Defaults to 2, as in the AI SDK. */
  maxRetries?: number;
  /** Replaces `fetch` for the provider's requests (proxies, tests). */
  fetch?: typeof globalThis.fetch;
}

/** Why the provider failed, worded so the runtime's `/transcribe` maps it to the right status (401, 429, 400, else 500). */
function providerFailure(error: unknown): Error {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause) && cause.statusCode !== undefined) {
    return new Error(`Transcription provider answered ${cause.statusCode}: ${cause.message}`, { cause: error });
  }
  // Only the error's name: a network error's text carries the provider's address, whose port may read "429".
  const name = cause instanceof Error ? cause.name : "unknown error";
  return new Error(`Transcription provider failed (${APICallError.isInstance(cause) ? "unreachable" : name})`, { cause: error });
}

/**
 * The AI SDK guesses the audio type from its first bytes and knows no WebM (what Chromium and Firefox record), so
 * a browser recording would reach the provider named `audio.wav` and be refused. The recording's own type, without
 * parameters like `;codecs=opus` (they would end up in the file extension), is the better label.
 */
function withMediaType(model: TranscriptionModelV3, mediaType: string): TranscriptionModelV3 {
  return { ...model, provider: model.provider, modelId: model.modelId, doGenerate: (options) => model.doGenerate({ ...options, mediaType }) };
}

/**
 * Transcribes recordings with an OpenAI-compatible speech-to-text endpoint (`POST {baseURL}/audio/transcriptions`)
 * through the AI SDK. Pass it as the runtime's `transcriptionService`, or let
 * {@link transcriptionServiceFromEnv} build it from the environment.
 *
 * @example
 * const runtime = new CopilotRuntime({
 *   agents,
 *   transcriptionService: new OpenAITranscriptionService({ apiKey: process.env.OPENAI_API_KEY }),
 * });
 */
export class OpenAITranscriptionService {
  readonly #model: TranscriptionModelV3;
  readonly #options: OpenAITranscriptionServiceOptions;

  constructor(options: OpenAITranscriptionServiceOptions = {}) {
    this.#options = options;
    const provider = createOpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, fetch: options.fetch });
    this.#model = provider.transcription(options.model ?? "whisper-1");
  }

  async transcribeFile({ audioFile }: TranscriptionFileInput): Promise<string> {
    const { language, prompt, temperature, maxRetries } = this.#options;
    const openai = Object.fromEntries(
      Object.entries({ language, prompt, temperature }).filter(([, value]) => value !== undefined),
    ) as Record<string, string | number>;
    const mediaType = audioFile.type.split(";", 1)[0]!.trim();
    try {
      const result = await transcribe({
        model: mediaType ? withMediaType(this.#model, mediaType) : this.#model,
        audio: new Uint8Array(await audioFile.arrayBuffer()),
        providerOptions: { openai },
        maxRetries,
      });
      return result.text;
    } catch (error) {
      throw providerFailure(error);
    }
  }
}

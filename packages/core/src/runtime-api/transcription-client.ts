import { CopilotKitCoreErrorCode } from "../client/copilot-kit-core-error-code.js";
import { isAbortError } from "../async/is-abort-error.js";
import { normalizeRuntimeUrl, type FetchFunction } from "./runtime-request.js";
import { RuntimeRequestError } from "./runtime-request-error.js";

/** How the transcription client reaches the runtime's transcribe endpoint. */
export interface TranscriptionClientOptions {
  /** Read on every request, so URL/transport/header changes apply at once. */
  readonly getRuntimeUrl: () => string | undefined;
  readonly getTransport: () => "rest" | "single" | "auto";
  readonly getHeaders: () => Record<string, string>;
  readonly getCredentials: () => RequestCredentials | undefined;
  readonly fetch: FetchFunction;
  /** Told about every failure (before the promise rejects), with the matching error code. */
  readonly onError?: (error: Error, code: CopilotKitCoreErrorCode, context: Record<string, unknown>) => void;
}

/** The error code of a failed `/transcribe` request (the runtime's `error` field and status). */
export function transcriptionErrorCode(error: unknown): CopilotKitCoreErrorCode {
  if (!RuntimeRequestError.isInstance(error)) return CopilotKitCoreErrorCode.TRANSCRIPTION_NETWORK_ERROR;
  if (error.code === "service_not_configured" || error.status === 503) return CopilotKitCoreErrorCode.TRANSCRIPTION_SERVICE_NOT_CONFIGURED;
  if (error.status === 429) return CopilotKitCoreErrorCode.TRANSCRIPTION_RATE_LIMITED;
  if (error.status === 401 || error.status === 403) return CopilotKitCoreErrorCode.TRANSCRIPTION_AUTH_FAILED;
  if (error.status === 400 || error.status === 413 || error.status === 415) return CopilotKitCoreErrorCode.TRANSCRIPTION_INVALID_AUDIO;
  return CopilotKitCoreErrorCode.TRANSCRIPTION_FAILED;
}

const toBase64 = async (audio: Blob): Promise<string> => {
  const bytes = new Uint8Array(await audio.arrayBuffer());
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
};

/**
 * Sends recorded audio to the runtime's `/transcribe` and resolves with the text: a multipart
 * form on the REST transport, the `{method: "transcribe"}` envelope with base64 audio on the
 * single route.
 */
export class TranscriptionClient {
  readonly #options: TranscriptionClientOptions;

  constructor(options: TranscriptionClientOptions) {
    this.#options = options;
  }

  async transcribe(audio: Blob, options: { signal?: AbortSignal; filename?: string } = {}): Promise<string> {
    try {
      const runtimeUrl = this.#options.getRuntimeUrl();
      if (!runtimeUrl) throw new Error("No runtime URL is configured");
      const base = normalizeRuntimeUrl(runtimeUrl);
      const headers: Record<string, string> = { ...this.#options.getHeaders() };
      const init: RequestInit = { method: "POST", headers };
      const credentials = this.#options.getCredentials();
      if (credentials) init.credentials = credentials;
      if (options.signal) init.signal = options.signal;
      let url = `${base}/transcribe`;
      if (this.#options.getTransport() === "single") {
        url = base;
        headers["Content-Type"] = "application/json";
        const body = { audio: await toBase64(audio), mimeType: audio.type || "audio/webm", filename: options.filename ?? "recording.webm" };
        init.body = JSON.stringify({ method: "transcribe", body });
      } else {
        const form = new FormData();
        form.append("audio", audio, options.filename ?? "recording.webm");
        init.body = form;
      }
      const response = await this.#options.fetch(url, init);
      if (!response.ok) throw await RuntimeRequestError.fromResponse(response, "Transcription request");
      const body = (await response.json()) as { text?: unknown };
      return typeof body.text === "string" ? body.text : "";
    } catch (error) {
      const asError = error instanceof Error ? error : new Error(String(error));
      if (!isAbortError(error)) {
        this.#options.onError?.(asError, transcriptionErrorCode(error), {
          ...(RuntimeRequestError.isInstance(error) && { status: error.status }),
        });
      }
      throw asError;
    }
  }
}

import { OpenAITranscriptionService } from "./openai-transcription-service.js";

/** What {@link transcriptionServiceFromEnv} found. */
export type TranscriptionFromEnv =
  | { readonly service: OpenAITranscriptionService; readonly label: string; readonly reason?: undefined }
  | { readonly service?: undefined; readonly label?: undefined; readonly reason: string };

/**
 * Builds the transcription service the environment configures: `OPENAI_API_KEY` (required), `OPENAI_BASE_URL`
 * for any OpenAI-compatible server, `WINGMAN_TRANSCRIPTION_MODEL` (default `whisper-1`). Without a key it
 * returns the reason, for a page to show instead of a microphone.
 *
 * @example
 * const { service, reason } = transcriptionServiceFromEnv();
 * const runtime = new CopilotRuntime({ agents, transcriptionService: service });
 */
export function transcriptionServiceFromEnv(env: Record<string, string | undefined> = globalThis.process?.env ?? {}): TranscriptionFromEnv {
  const apiKey = env.OPENAI_API_KEY;
  if (!apiKey) return { reason: "Voice input needs OPENAI_API_KEY on the server." };
  const model = env.WINGMAN_TRANSCRIPTION_MODEL || "whisper-1";
  const baseURL = env.OPENAI_BASE_URL || undefined;
  const service = new OpenAITranscriptionService({ apiKey, baseURL, model });
  return { service, label: baseURL ? `${model} at ${baseURL}` : `openai/${model}` };
}

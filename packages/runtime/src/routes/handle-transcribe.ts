import { TranscriptionErrorCode } from "@wingman/shared";
import { WingmanHttpError } from "../errors/wingman-http-error.js";
import { jsonResponse } from "../handler/json-response.js";
import { audioFileFromJson, readAudioFile } from "../transcription/read-audio-file.js";
import { transcriptionError } from "../transcription/transcription-error.js";
import type { RouteContext } from "./route-context.js";

/** `POST /transcribe`: audio in, `{text, size, type}` out; 503 when no service is configured. */
export async function handleTranscribe(context: RouteContext): Promise<Response> {
  const service = context.runtime.transcriptionService;
  if (!service) {
    throw new WingmanHttpError(503, TranscriptionErrorCode.SERVICE_NOT_CONFIGURED, "Transcription service is not configured", {
      body: { retryable: false },
    });
  }
  const audioFile = context.fromEnvelope
    ? audioFileFromJson(await context.readJson())
    : await readAudioFile(context.request, context.runtime.limits.maxAudioBytes);
  let text: string;
  try {
    text = await service.transcribeFile({ audioFile, mimeType: audioFile.type, size: audioFile.size });
  } catch (error) {
    throw transcriptionError(error);
  }
  return jsonResponse({ text, size: audioFile.size, type: audioFile.type });
}

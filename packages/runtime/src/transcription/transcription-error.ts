import { TranscriptionErrorCode } from "@wingman/shared";
import { WingmanHttpError } from "../errors/wingman-http-error.js";

/** Maps a transcription service failure to HTTP by what its message says (the original's rules). */
export function transcriptionError(error: unknown): WingmanHttpError {
  const text = (error instanceof Error ? error.message : String(error)).toLowerCase();
  const fail = (status: number, code: string, message: string, retryable: boolean): WingmanHttpError =>
    new WingmanHttpError(status, code, message, { body: { retryable }, cause: error });
  if (/rate|429|too many/.test(text)) return fail(429, TranscriptionErrorCode.RATE_LIMITED, "The transcription service is rate limited", true);
  if (/auth|401|api key|unauthorized/.test(text)) {
    return fail(401, TranscriptionErrorCode.AUTH_FAILED, "The transcription service rejected its credentials", false);
  }
  if (/too long|duration|length/.test(text)) return fail(400, TranscriptionErrorCode.AUDIO_TOO_LONG, "The recording is too long", false);
  return fail(500, TranscriptionErrorCode.PROVIDER_ERROR, "The transcription service failed", true);
}

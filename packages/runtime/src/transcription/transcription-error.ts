import { WingmanHttpError } from "../errors/wingman-http-error.js";

/** Maps a transcription service failure to HTTP by what its message says (the original's rules). */
export function transcriptionError(error: unknown): WingmanHttpError {
  const text = (error instanceof Error ? error.message : String(error)).toLowerCase();
  const fail = (status: number, code: string, message: string, retryable: boolean): WingmanHttpError =>
    new WingmanHttpError(status, code, message, { body: { retryable }, cause: error });
  if (/rate|429|too many/.test(text)) return fail(429, "rate_limited", "The transcription service is rate limited", true);
  if (/auth|401|api key|unauthorized/.test(text)) {
    return fail(401, "auth_failed", "The transcription service rejected its credentials", false);
  }
  if (/too long|duration|length/.test(text)) return fail(400, "audio_too_long", "The recording is too long", false);
  return fail(500, "provider_error", "The transcription service failed", true);
}

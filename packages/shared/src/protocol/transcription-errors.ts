/** The `error` field of a failed `/transcribe` answer. */
export enum TranscriptionErrorCode {
  SERVICE_NOT_CONFIGURED = "service_not_configured",
  INVALID_AUDIO_FORMAT = "invalid_audio_format",
  AUDIO_TOO_LONG = "audio_too_long",
  AUDIO_TOO_SHORT = "audio_too_short",
  RATE_LIMITED = "rate_limited",
  AUTH_FAILED = "auth_failed",
  PROVIDER_ERROR = "provider_error",
  NETWORK_ERROR = "network_error",
  INVALID_REQUEST = "invalid_request",
}

/** The JSON body of a failed `/transcribe` answer; `retryable` says whether trying again may help. */
export interface TranscriptionErrorResponse {
  error: TranscriptionErrorCode;
  message: string;
  retryable?: boolean;
}

const response = (error: TranscriptionErrorCode, message: string, retryable: boolean): TranscriptionErrorResponse => ({
  error,
  message,
  retryable,
});

/** Builders for each transcription failure's body, so runtime and client agree on codes and retryability. */
export const TranscriptionErrors = {
  serviceNotConfigured: (): TranscriptionErrorResponse =>
    response(TranscriptionErrorCode.SERVICE_NOT_CONFIGURED, "Transcription is not configured on this runtime", false),
  invalidAudioFormat: (format: string, supported: string[]): TranscriptionErrorResponse =>
    response(TranscriptionErrorCode.INVALID_AUDIO_FORMAT, `Audio format ${format} is not supported (supported: ${supported.join(", ")})`, false),
  invalidRequest: (details: string): TranscriptionErrorResponse =>
    response(TranscriptionErrorCode.INVALID_REQUEST, `Invalid transcription request: ${details}`, false),
  rateLimited: (): TranscriptionErrorResponse =>
    response(TranscriptionErrorCode.RATE_LIMITED, "The transcription service is rate limited", true),
  authFailed: (): TranscriptionErrorResponse =>
    response(TranscriptionErrorCode.AUTH_FAILED, "The transcription service rejected its credentials", false),
  providerError: (message: string): TranscriptionErrorResponse => response(TranscriptionErrorCode.PROVIDER_ERROR, message, true),
  networkError: (message = "Could not reach the transcription service"): TranscriptionErrorResponse =>
    response(TranscriptionErrorCode.NETWORK_ERROR, message, true),
  audioTooLong: (): TranscriptionErrorResponse => response(TranscriptionErrorCode.AUDIO_TOO_LONG, "The recording is too long", false),
  audioTooShort: (): TranscriptionErrorResponse => response(TranscriptionErrorCode.AUDIO_TOO_SHORT, "The recording is too short or empty", false),
};

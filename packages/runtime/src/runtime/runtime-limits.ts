/** Request limits of a runtime. */
export interface RuntimeLimits {
  /**
   * Largest accepted JSON body, in bytes; larger bodies get 413, checked while reading (also when
   * there is no `Content-Length`). The default takes a run carrying one attachment of the client's
   * default largest size (10 MiB, 13.4 MiB as base64) plus its conversation.
   * @default 16777216 (16 MiB)
   */
  readonly maxBodyBytes?: number;
  /**
   * Largest accepted `/transcribe` body, in bytes.
   * @default 26214400 (25 MiB)
   */
  readonly maxAudioBytes?: number;
}

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;
export const DEFAULT_MAX_AUDIO_BYTES = 25 * 1024 * 1024;

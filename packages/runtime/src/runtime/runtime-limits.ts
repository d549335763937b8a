/** Request limits of a runtime. */
export interface RuntimeLimits {
  /**
   * Largest accepted JSON body, in bytes; larger bodies get 413, checked while reading (also when
   * there is no `Content-Length`).
   * @default 10485760 (10 MiB)
   */
  readonly maxBodyBytes?: number;
  /**
   * Largest accepted `/transcribe` body, in bytes.
   * @default 26214400 (25 MiB)
   */
  readonly maxAudioBytes?: number;
}

export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;
export const DEFAULT_MAX_AUDIO_BYTES = 25 * 1024 * 1024;

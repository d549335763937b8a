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
  /**
   * Threads one owner may keep (archived included); a run that would create one more gets 429
   * `too_many_requests` with `Retry-After`. `Infinity` turns it off.
   * @default 1000 with `identifyUser`; no limit without it (every caller is the one anonymous owner)
   */
  readonly maxThreadsPerOwner?: number;
  /**
   * Runs one owner may have in progress at once, over every transport; past it, 429 with
   * `Retry-After: 1`. `Infinity` turns it off.
   * @default 16 with `identifyUser`; no limit without it
   */
  readonly maxConcurrentRunsPerOwner?: number;
  /**
   * Runs one owner may start in any 60-second window (sliding); past it, 429 with `Retry-After`
   * saying when the oldest start leaves the window. `Infinity` turns it off.
   * @default 120 with `identifyUser`; no limit without it
   */
  readonly maxRunsPerMinutePerOwner?: number;
}

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;
export const DEFAULT_MAX_AUDIO_BYTES = 25 * 1024 * 1024;

/** The per-owner limits when the runtime identifies its callers (see {@link RuntimeLimits}). */
export const DEFAULT_OWNER_LIMITS = {
  maxThreadsPerOwner: 1000,
  maxConcurrentRunsPerOwner: 16,
  maxRunsPerMinutePerOwner: 120,
} as const;

type OwnerLimitName = keyof typeof DEFAULT_OWNER_LIMITS;

/**
 * The per-owner limits in force. Without `identifyUser` every caller is one owner, so the defaults
 * would throttle everyone together: they apply only when callers are identified, and limits set
 * explicitly always apply. Rejects values that would silently break a limit.
 */
export function resolveOwnerLimits(limits: RuntimeLimits | undefined, identified: boolean): Record<OwnerLimitName, number> {
  const resolve = (name: OwnerLimitName): number => {
    const value = limits?.[name] ?? (identified ? DEFAULT_OWNER_LIMITS[name] : Number.POSITIVE_INFINITY);
    if (value === Number.POSITIVE_INFINITY || (Number.isInteger(value) && value >= 1)) return value;
    throw new RangeError(`CopilotRuntime: limits.${name} must be a positive integer or Infinity, got ${String(value)}`);
  };
  return {
    maxThreadsPerOwner: resolve("maxThreadsPerOwner"),
    maxConcurrentRunsPerOwner: resolve("maxConcurrentRunsPerOwner"),
    maxRunsPerMinutePerOwner: resolve("maxRunsPerMinutePerOwner"),
  };
}

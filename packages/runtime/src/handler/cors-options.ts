/**
 * Cross-origin settings of the handler. CORS is off unless configured; `true` means `{}`
 * (any origin, `*`).
 */
export interface CorsOptions {
  /**
   * Which origin to allow. Absent: `*`. A string is sent as is. A list allows the request's
   * `Origin` when listed. A function receives the request's `Origin` and returns the value to send,
   * or null for none.
   */
  readonly origin?: string | readonly string[] | ((origin: string) => string | null | undefined);
  /** Sends `Access-Control-Allow-Credentials: true`; `*` then becomes the request's origin. */
  readonly credentials?: boolean;
  /** @default ["GET", "HEAD", "PUT", "POST", "DELETE", "PATCH", "OPTIONS"] */
  readonly allowMethods?: readonly string[];
  /** Absent: the preflight's `Access-Control-Request-Headers` are echoed (`*` when there are none). */
  readonly allowHeaders?: readonly string[];
  readonly exposeHeaders?: readonly string[];
  /** Seconds a preflight may be cached. */
  readonly maxAge?: number;
}

/**
 * Cross-origin settings of the handler. CORS is off unless configured; `true` means `{}`
 * (any origin, `*`).
 */
export interface CorsOptions {
  /**
   * Which origin to allow. Default: `*`. A string is sent as is. A list allows the request's
   * `Origin` when listed. A function receives the request's `Origin` and returns the value to send,
   * or null for none.
   */
  readonly origin?: string | readonly string[] | ((origin: string) => string | null | undefined);
  /** Sends `Access-Control-Allow-Credentials: true`; `*` then becomes the request's origin. Default: false. */
  readonly credentials?: boolean;
  /** @default ["GET", "HEAD", "PUT", "POST", "DELETE", "PATCH", "OPTIONS"] */
  readonly allowMethods?: readonly string[];
  /** Default: the preflight's `Access-Control-Request-Headers` are echoed (`*` when there are none). */
  readonly allowHeaders?: readonly string[];
  /** Response headers the page's script may read (`Access-Control-Expose-Headers`). Default: none. */
  readonly exposeHeaders?: readonly string[];
  /** Seconds a preflight may be cached. Default: unset (the browser's own, 5 s in most). */
  readonly maxAge?: number;
}

const wingmanHttpErrorMarker = Symbol.for("wingman.error.http");

/** Options of a {@link WingmanHttpError} beyond status, code and message. */
export interface WingmanHttpErrorOptions {
  /** Extra JSON fields of the error body (for example `details` or `retryable`). Default: none. */
  readonly body?: Readonly<Record<string, unknown>>;
  /** Extra response headers (for example `Allow` on a 405). Default: none. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Whether the body carries `message` (default true). False for answers whose body CopilotKit
   * clients and tests compare whole: the unmatched route's `{error: "Not found"}` and the 405s' `{error: "Method not allowed"}`.
   */
  readonly messageInBody?: boolean;
  /** The error behind this one (`Error.cause`), for logs; never sent to the client. Default: none. */
  readonly cause?: unknown;
}

/**
 * An error with an HTTP meaning. Route handlers throw it; the request handler renders it, in one
 * place, as JSON `{ error: code, message, ...body }` with `status`.
 *
 * @example
 * throw new WingmanHttpError(404, "Agent not found", `Agent '${agentId}' does not exist`);
 */
export class WingmanHttpError extends Error {
  readonly [wingmanHttpErrorMarker] = true;
  override readonly name = "WingmanHttpError";
  readonly body: Readonly<Record<string, unknown>> | undefined;
  readonly headers: Readonly<Record<string, string>> | undefined;
  readonly messageInBody: boolean;

  constructor(
    readonly status: number,
    /** The `error` field of the JSON body: a stable string clients may branch on. */
    readonly code: string,
    message: string,
    options: WingmanHttpErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.body = options.body;
    this.headers = options.headers;
    this.messageInBody = options.messageInBody ?? true;
  }

  /** Works across duplicate copies of this package. */
  static isInstance(error: unknown): error is WingmanHttpError {
    return typeof error === "object" && error !== null && wingmanHttpErrorMarker in error;
  }
}

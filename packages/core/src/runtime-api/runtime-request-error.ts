const marker = Symbol.for("wingman.error.runtime-request");

/**
 * A runtime answered with a non-2xx status. `code` is the `error` field of the runtime's
 * `{error, message}` body when it had one.
 */
export class RuntimeRequestError extends Error {
  readonly [marker] = true;
  override readonly name = "RuntimeRequestError";

  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly payload?: unknown,
  ) {
    super(message);
  }

  /** Works across duplicate copies of this package. */
  static isInstance(error: unknown): error is RuntimeRequestError {
    return typeof error === "object" && error !== null && marker in error;
  }

  /** Reads a failed response into an error: `<prefix> failed with status N[: message]`. */
  static async fromResponse(response: Response, prefix: string): Promise<RuntimeRequestError> {
    let payload: unknown;
    let text = "";
    try {
      text = await response.text();
      payload = JSON.parse(text);
    } catch {
      payload = text || undefined;
    }
    const body = typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>) : {};
    const detail = typeof body.message === "string" && body.message.trim() !== "" ? `: ${body.message}` : "";
    const code = typeof body.error === "string" ? body.error : undefined;
    return new RuntimeRequestError(response.status, `${prefix} failed with status ${response.status}${detail}`, code, payload);
  }
}

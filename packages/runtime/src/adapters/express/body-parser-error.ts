import { WingmanHttpError } from "../../errors/wingman-http-error.js";

/** What `body-parser` (`express.json()`, `express.text()`, …) attaches to the errors it raises. */
interface BodyParserError {
  readonly status: number;
  readonly type?: string;
  readonly message: string;
  /** The raw body, on `entity.parse.failed`. */
  readonly body?: unknown;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  if (typeof error !== "object" || error === null) return false;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  return typeof status === "number" && status >= 400 && status < 500 && expose === true;
}

/**
 * A body parser mounted before the runtime failed on a request meant for it: the raw text of a
 * body that did not parse (the runtime answers it exactly as if it had read it), or the error to
 * answer; undefined for errors that are not a parser's 4xx.
 */
export function fromBodyParserError(error: unknown): { readonly rawBody: string } | { readonly error: WingmanHttpError } | undefined {
  if (WingmanHttpError.isInstance(error)) return { error };
  if (!isBodyParserError(error)) return undefined;
  if (error.type === "entity.parse.failed" && typeof error.body === "string") return { rawBody: error.body };
  const code = error.status === 413 ? "payload_too_large" : error.status === 415 ? "unsupported_media_type" : "Invalid request body";
  return { error: new WingmanHttpError(error.status, code, error.message) };
}

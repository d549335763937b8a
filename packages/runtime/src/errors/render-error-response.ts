import { jsonResponse } from "../handler/json-response.js";
import { WingmanHttpError } from "./wingman-http-error.js";

/**
 * The one place where errors become HTTP: a `WingmanHttpError` is rendered as JSON
 * `{error, message, ...body}` (without `message` when it asks so) with its status and headers; anything else is a 500 whose body names
 * only `fallbackCode` — internals (messages, stacks) never reach the client.
 */
export function renderErrorResponse(error: unknown, fallbackCode = "internal_error"): Response {
  if (WingmanHttpError.isInstance(error)) {
    // Extra fields never override the contract fields.
    const message = error.messageInBody ? { message: error.message } : {};
    return jsonResponse({ ...error.body, error: error.code, ...message }, error.status, error.headers);
  }
  return jsonResponse({ error: fallbackCode, message: "An internal error occurred" }, 500);
}

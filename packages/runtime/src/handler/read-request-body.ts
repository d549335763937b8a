import { WingmanHttpError } from "../errors/wingman-http-error.js";
import { adapterRequestInfo } from "./adapter-request.js";

const decoder = new TextDecoder();

function payloadTooLarge(maxBytes: number): WingmanHttpError {
  return new WingmanHttpError(413, "payload_too_large", `Request body exceeds ${maxBytes} bytes`);
}

/** True for `application/json` and `application/*+json`, parameters ignored. */
export function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const base = contentType.split(";", 1)[0]!.trim().toLowerCase();
  return base === "application/json" || (base.startsWith("application/") && base.endsWith("+json"));
}

/**
 * Reads a body of at most `maxBytes`. A larger `Content-Length` is refused before reading; without
 * one, reading stops (and the body is cancelled) as soon as the limit is passed.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw payloadTooLarge(maxBytes);
  const attached = adapterRequestInfo(request)?.bodyBytes;
  if (attached !== undefined) {
    if (attached.byteLength > maxBytes) throw payloadTooLarge(maxBytes);
    return attached;
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let result: ReadableStreamReadResult<Uint8Array>;
    try {
      result = await reader.read();
    } catch (error) {
      throw new WingmanHttpError(400, "invalid_request", "The request body could not be read", { cause: error });
    }
    if (result.done) break;
    total += result.value.byteLength;
    if (total > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw payloadTooLarge(maxBytes);
    }
    chunks.push(result.value);
  }
  // Fetch bodies are backed by plain ArrayBuffers.
  if (chunks.length === 1) return chunks[0] as Uint8Array<ArrayBuffer>;
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Parses JSON text; a syntax error is a 400 `Invalid request body`. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new WingmanHttpError(400, "Invalid request body", "The request body is not valid JSON");
  }
}

/** Decodes UTF-8 bytes and parses them as JSON; 400 when they do not parse. */
export function parseJsonBytes(bytes: Uint8Array): unknown {
  return parseJsonText(decoder.decode(bytes));
}

/** Reads a JSON body: 415 unless it is declared JSON, 413 past `maxBytes`, 400 when it does not parse. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  if (!isJsonContentType(request.headers.get("content-type"))) {
    throw new WingmanHttpError(415, "unsupported_media_type", "Expected a JSON body (Content-Type: application/json)");
  }
  return parseJsonBytes(await readBodyBytes(request, maxBytes));
}

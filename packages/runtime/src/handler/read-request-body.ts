import { WingmanHttpError } from "../errors/wingman-http-error.js";
import { adapterRequestInfo, requestHeader } from "./adapter-request.js";

const decoder = new TextDecoder();

function payloadTooLarge(maxBytes: number): WingmanHttpError {
  return new WingmanHttpError(413, "payload_too_large", `Request body exceeds ${maxBytes} bytes`);
}

/**
 * How deeply a JSON body may nest. Deeper bodies are refused with 400: V8 parses any depth, but
 * stringifying, cloning or validating them later overflows the stack in the middle of a run.
 */
export const MAX_JSON_DEPTH = 128;

/** True for `application/json` and `application/*+json`, parameters ignored. */
export function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const base = contentType.split(";", 1)[0]!.trim().toLowerCase();
  return base === "application/json" || (base.startsWith("application/") && base.endsWith("+json"));
}

/** The `charset` parameter of a content type, lower-cased and unquoted; undefined when absent. */
function charsetOf(contentType: string): string | undefined {
  for (const parameter of contentType.split(";").slice(1)) {
    const [name, value] = parameter.split("=", 2);
    if (name?.trim().toLowerCase() === "charset" && value !== undefined) return value.trim().replace(/^"(.*)"$/, "$1").toLowerCase();
  }
  return undefined;
}

/**
 * 415 unless `contentType` declares JSON in UTF-8 (no `charset`, or `utf-8`/`utf8`): bodies are
 * decoded as UTF-8 (RFC 8259 §8.1), and a Latin-1 body read as UTF-8 would reach the agent garbled.
 */
export function assertJsonContentType(contentType: string | null, message: string, code = "unsupported_media_type"): void {
  if (!isJsonContentType(contentType)) throw new WingmanHttpError(415, code, message);
  const charset = charsetOf(contentType!);
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
    throw new WingmanHttpError(415, code, `Unsupported charset '${charset}': JSON bodies must be UTF-8`);
  }
}

/** True when `value` nests arrays/objects deeper than `maxDepth` (checked without recursion). */
export function exceedsJsonDepth(value: unknown, maxDepth: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current !== "object" || current === null) continue;
    if (depth >= maxDepth) return true;
    const children = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) if (typeof child === "object" && child !== null) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/**
 * Reads a body of at most `maxBytes`. A larger `Content-Length` is refused before reading; without
 * one, reading stops (and the body is cancelled) as soon as the limit is passed.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = requestHeader(request, "content-length");
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

/** Parses JSON text; a syntax error or nesting past {@link MAX_JSON_DEPTH} is a 400 `Invalid request body`. */
export function parseJsonText(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new WingmanHttpError(400, "Invalid request body", "The request body is not valid JSON");
  }
  if (exceedsJsonDepth(value, MAX_JSON_DEPTH)) {
    throw new WingmanHttpError(400, "Invalid request body", `The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  return value;
}

/** Decodes UTF-8 bytes and parses them as JSON; 400 when they do not parse. */
export function parseJsonBytes(bytes: Uint8Array): unknown {
  return parseJsonText(decoder.decode(bytes));
}

/**
 * Reads a JSON body: 415 unless it is declared JSON in UTF-8, 413 past `maxBytes`, 400 when it does
 * not parse or nests too deeply.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  assertJsonContentType(requestHeader(request, "content-type"), "Expected a JSON body (Content-Type: application/json)");
  return parseJsonBytes(await readBodyBytes(request, maxBytes));
}

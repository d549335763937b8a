import { safeJsonStringify } from "./safe-json-stringify.js";

const encoder = new TextEncoder();

/** The size of a value as UTF-8 JSON, in bytes: what it weighs on the wire. */
export function jsonByteSize(value: unknown): number {
  return encoder.encode(safeJsonStringify(value)).byteLength;
}

import type { IncomingMessage } from "node:http";

/** Bodies up to this size, with a declared length, are read before the handler runs. */
const MAX_PREREAD_BYTES = 256 * 1024;

/**
 * Reads a small body whose length is declared, in one go: a plain byte body is much cheaper for
 * the Web `Request` than a stream pulled chunk by chunk. Anything else (no length, a large one)
 * resolves undefined and stays streamed, so the handler's limits still apply while reading. The
 * handler judges the bytes either way (size, type, JSON).
 */
export function readDeclaredBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> | undefined {
  const declared = req.headers["content-length"];
  if (declared === undefined || req.method === "GET" || req.method === "HEAD") return undefined;
  const length = Number(declared);
  if (!Number.isSafeInteger(length) || length > MAX_PREREAD_BYTES) return undefined;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => {
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      resolve(new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>);
    });
    // An aborted upload: the client is gone; answer (into the void) as if the body were empty.
    const aborted = (): void => resolve(new Uint8Array(0));
    req.once("error", aborted);
    req.once("close", aborted);
  });
}

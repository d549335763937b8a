import type { IncomingMessage, ServerResponse } from "node:http";

const BODYLESS_METHODS = new Set(["GET", "HEAD"]);
/** How much of an unread or refused upload is read and dropped before the connection is cut. */
const MAX_DRAINED_BYTES = 16 * 1024 * 1024;

/**
 * Reads what is left of a request body into nothing, so that the client gets to read our answer
 * and a keep-alive connection stays usable; past a limit the connection is cut instead.
 */
export function drainRequest(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  req.removeAllListeners("data");
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.byteLength;
    if (drained > MAX_DRAINED_BYTES) req.destroy();
  });
  req.resume();
}

/**
 * The request body as a Web stream pulling from `req`: nothing is read before the handler asks,
 * and `req` is paused whenever the handler reads slowly. Cancelling it (the handler refused the
 * body, e.g. too large) drains the rest.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let listening = false;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (listening) {
          req.resume();
          return;
        }
        listening = true;
        if (req.readableEnded) {
          controller.close();
          return;
        }
        req.on("data", (chunk: Buffer) => {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        // After a cancel the controller is closed and these throw; nothing is waiting for them then.
        req.once("end", () => ignoreClosed(() => controller.close()));
        req.once("error", (error) => ignoreClosed(() => controller.error(error)));
        req.once("close", () => {
          if (!req.complete) ignoreClosed(() => controller.error(new Error("The upload was aborted")));
        });
      },
      cancel() {
        drainRequest(req);
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

function ignoreClosed(action: () => void): void {
  try {
    action();
  } catch {
    // The stream was cancelled already.
  }
}

export interface ToWebRequestOptions {
  /** The body when a framework has consumed the stream already (Express body parsers). */
  readonly body?: BodyInit;
  /** The path and query, when the framework rewrote `req.url` for a mount point. Default `req.url`. */
  readonly url?: string;
}

/**
 * Translates a Node request into a Web `Request`: body streamed (`duplex: "half"`), headers as sent,
 * and a signal that aborts when the client goes away before the response is complete.
 */
export function toWebRequest(req: IncomingMessage, res: ServerResponse, options: ToWebRequestOptions = {}): Request {
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) headers.append(raw[index]!, raw[index + 1]!);
  const protocol = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  // The host only completes the URL; routing uses the path alone.
  const url = new URL(options.url ?? req.url ?? "/", `${protocol}://${req.headers.host ?? "localhost"}`);
  const method = req.method ?? "GET";
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  if (options.body !== undefined) {
    // The framework's copy differs from the bytes sent; let the body speak for its own length.
    headers.delete("content-length");
    init.body = options.body;
  } else if (!BODYLESS_METHODS.has(method)) {
    init.body = bodyStream(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

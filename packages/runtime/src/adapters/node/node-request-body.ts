import type { IncomingMessage } from "node:http";

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
export function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
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

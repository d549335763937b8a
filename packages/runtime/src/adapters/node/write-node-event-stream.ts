import type { ServerResponse } from "node:http";
import type { DirectSse } from "../../sse/direct-sse-response.js";
import { SseEventPump } from "../../sse/sse-event-pump.js";
import { NodeResponseSink } from "./node-response-sink.js";

/** An event stream sends its headers at the latest this long after the response starts. */
export const HEADERS_FLUSH_DELAY_MS = 20;

/**
 * Writes an event stream straight to a Node response (its status and headers written already):
 * frames go to the socket as strings, through a `NodeResponseSink`. Resolves when the stream ends
 * or the client goes away (which only detaches: the run goes on).
 */
export function writeNodeEventStream({ source, options }: DirectSse, res: ServerResponse): Promise<void> {
  const pump = new SseEventPump(source, options);
  return new Promise((resolve) => {
    // The client should learn the status even when the first frame is long in coming.
    let headersTimer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => res.flushHeaders(), HEADERS_FLUSH_DELAY_MS);
    const headersSent = (): void => {
      if (headersTimer === undefined) return;
      clearTimeout(headersTimer);
      headersTimer = undefined;
    };
    const done = (): void => {
      headersSent();
      res.off("drain", onDrain);
      res.off("close", onClose);
      resolve();
    };
    const sink = new NodeResponseSink(res, headersSent, done);
    const onDrain = (): void => {
      sink.drained();
      pump.pull();
    };
    const onClose = (): void => {
      pump.cancel();
      done();
    };
    res.on("drain", onDrain);
    res.once("close", onClose);
    pump.start(sink);
  });
}

import type { ServerResponse } from "node:http";
import { takeDirectSse } from "../../sse/direct-sse-response.js";
import { HEADERS_FLUSH_DELAY_MS, writeNodeEventStream } from "./write-node-event-stream.js";


function waitForDrain(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

function uncork(res: ServerResponse): void {
  res.uncork();
}

/**
 * Writes a Web `Response` to a Node response: the body chunk by chunk, waiting for `drain`
 * whenever the socket is full. Chunks read in the same tick (and the headers, and the end of a
 * short response) go out in one write. When the client goes away the body is cancelled, which
 * detaches an event stream.
 */
export async function writeNodeResponse(response: Response, res: ServerResponse): Promise<void> {
  const direct = takeDirectSse(response);
  if (direct !== undefined) {
    // Nothing rewrites a direct stream's response (see directSseResponse), so its headers are known:
    // iterating `Headers` (undici sorts a copy each time) is spared on every run.
    res.writeHead(response.status, direct.headers);
    return writeNodeEventStream(direct, res);
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  const body = response.body;
  if (!body) {
    res.end();
    return;
  }
  // An event stream may wait long for its first frame: the client should learn the status first.
  const headersTimer = response.headers.get("content-type")?.startsWith("text/event-stream")
    ? setTimeout(() => res.flushHeaders(), HEADERS_FLUSH_DELAY_MS)
    : undefined;
  const reader = body.getReader();
  const cancel = (): void => {
    reader.cancel().catch(() => undefined);
  };
  res.once("close", cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      clearTimeout(headersTimer);
      if (done) break;
      if (res.destroyed) return;
      res.cork();
      process.nextTick(uncork, res);
      if (!res.write(value)) await waitForDrain(res);
    }
    res.end();
  } catch {
    res.destroy();
  } finally {
    clearTimeout(headersTimer);
    res.off("close", cancel);
  }
}

/** One server-sent event: its `id:` (when the server gave one) and its joined `data:` lines. */
export interface ServerSentEvent {
  readonly id: string | undefined;
  readonly event: string | undefined;
  readonly data: string;
}

/**
 * Reads a `text/event-stream` body incrementally (LF, CRLF or CR line ends, multi-line data,
 * comments ignored), keeping the `id:` lines that `@ag-ui/client`'s parser drops: they are the
 * runtime's per-thread event ids, from which a dropped stream is resumed. Each byte is scanned
 * once, and a line split over many chunks is joined once.
 */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  // The current line's text from earlier chunks, joined once its end arrives: appending to one
  // string and scanning it would flatten the whole line again for every chunk (quadratic on a
  // multi-megabyte frame, such as a run that echoes an attachment).
  let pending: string[] = [];
  let data: string[] = [];
  let id: string | undefined;
  let event: string | undefined;
  let skipLineFeed = false;
  let finished = false;

  const takeLine = (line: string): ServerSentEvent | undefined => {
    if (line === "") {
      if (data.length === 0) {
        event = undefined;
        return undefined;
      }
      const message = { id, event, data: data.join("\n") };
      data = [];
      event = undefined;
      return message;
    }
    if (line.startsWith(":")) return undefined;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") data.push(value);
    else if (field === "id" && !value.includes("\0")) id = value;
    else if (field === "event") event = value;
    return undefined;
  };

  try {
    while (true) {
      const { done, value } = await reader.read();
      finished = done;
      const chunk = done ? decoder.decode() : decoder.decode(value, { stream: true });
      let start = 0;
      for (let i = 0; i < chunk.length; i++) {
        const char = chunk.charCodeAt(i);
        if (char === 10 && skipLineFeed) {
          skipLineFeed = false;
          start = i + 1;
          continue;
        }
        skipLineFeed = false;
        if (char !== 10 && char !== 13) continue;
        if (char === 13) skipLineFeed = true;
        const tail = chunk.slice(start, i);
        const line = pending.length === 0 ? tail : pending.join("") + tail;
        pending = [];
        start = i + 1;
        const message = takeLine(line);
        if (message) yield message;
      }
      if (start < chunk.length) pending.push(chunk.slice(start));
      if (done) {
        if (pending.length > 0) {
          const message = takeLine(pending.join(""));
          pending = [];
          if (message) yield message;
        }
        const last = takeLine("");
        if (last) yield last;
        return;
      }
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

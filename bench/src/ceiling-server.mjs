import { createServer } from "node:http";
import { SyntheticAgent } from "./synthetic-agent.mjs";

const agent = new SyntheticAgent();
// BENCH_CEILING_ENCODER=runtime: the ceiling encodes events as the runtime does (EventJsonEncoder), so
// that the ratio shows the runtime's overhead alone; by default it uses JSON.stringify, as a raw server would.
const { EventJsonEncoder } = process.env.BENCH_CEILING_ENCODER === "runtime" ? await import("@wingman/shared") : {};
const encodeWith = () => {
  if (!EventJsonEncoder) return JSON.stringify;
  const encoder = new EventJsonEncoder();
  return (event) => encoder.encode(event);
};

const SSE_HEADERS = { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" };

function readJson(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      } catch (error) {
        reject(error);
      }
    });
    request.on("error", reject);
  });
}

/**
 * The ceiling: a raw Node server writing the same SSE frames as the runtime, batched per tick,
 * keeping per thread only what a replay needs (one compacted frame string per run).
 */
export function createCeilingServer() {
  const threads = new Map();

  async function handleRun(request, response) {
    const input = await readJson(request);
    const deltas = Number(input.forwardedProps?.deltas ?? 1);
    const thread = threads.get(input.threadId) ?? { seq: 0, history: [] };
    threads.set(input.threadId, thread);
    response.writeHead(200, SSE_HEADERS);
    // The same agent as the runtime's, subscribed to directly: frames of one burst go out in one write.
    let text = "";
    let messageId = "";
    let batch = "";
    let flushing = false;
    const encode = encodeWith();
    const flush = () => {
      flushing = false;
      if (batch === "") return;
      response.write(batch);
      batch = "";
    };
    await new Promise((resolve, reject) => {
      agent.run(input).subscribe({
        next: (event) => {
          if (event.type === "TEXT_MESSAGE_CONTENT") text += event.delta;
          if (event.type === "TEXT_MESSAGE_START") messageId = event.messageId;
          thread.seq += 1;
          batch += `id: ${thread.seq}\ndata: ${encode(event)}\n\n`;
          if (!flushing) {
            flushing = true;
            queueMicrotask(flush);
          }
        },
        error: reject,
        complete: resolve,
      });
    });
    flush();
    const last = thread.seq;
    thread.history.push(
      [
        { type: "RUN_STARTED", threadId: input.threadId, runId: input.runId },
        { type: "TEXT_MESSAGE_START", messageId, role: "assistant" },
        { type: "TEXT_MESSAGE_CONTENT", messageId, delta: text },
        { type: "TEXT_MESSAGE_END", messageId },
        { type: "RUN_FINISHED", threadId: input.threadId, runId: input.runId },
      ]
        .map((event, index) => `id: ${last - 4 + index}\ndata: ${JSON.stringify(event)}\n\n`)
        .join(""),
    );
    response.end();
  }

  async function handleConnect(request, response) {
    const input = await readJson(request);
    const thread = threads.get(input.threadId);
    response.writeHead(200, SSE_HEADERS);
    response.end(thread ? thread.history.join("") : "");
  }

  return createServer((request, response) => {
    const url = request.url ?? "";
    if (request.method === "DELETE" && url.startsWith("/threads/")) {
      const found = threads.delete(decodeURIComponent(url.slice("/threads/".length)));
      request.resume();
      response.writeHead(found ? 200 : 404, { "content-type": "application/json" }).end(`{"deleted":${found}}`);
      return;
    }
    const handler = url.endsWith("/run") ? handleRun : url.endsWith("/connect") ? handleConnect : undefined;
    if (!handler) {
      response.writeHead(404, { "content-type": "application/json" }).end('{"error":"Not found"}');
      return;
    }
    handler(request, response).catch((error) => {
      if (!response.headersSent) response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: "internal_error", message: String(error) }));
    });
  });
}

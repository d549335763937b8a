// The load generator's HTTP client: runs and connects, counting SSE frames as they arrive.
import { request } from "node:http";

const encoder = new TextEncoder();
const FRAME_END = encoder.encode("\n\n");

let runCounter = 0;

export function runInput(threadId, deltas, deltaBytes) {
  runCounter += 1;
  return {
    threadId,
    runId: `run-${process.pid}-${runCounter}`,
    messages: [],
    tools: [],
    context: [],
    state: {},
    forwardedProps: deltaBytes ? { deltas, deltaBytes } : { deltas },
  };
}

/** Reads an SSE body to its end; returns frames, bytes and the time of the first frame. */
async function consume(response, startedAt) {
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  let frames = 0;
  let bytes = 0;
  let firstFrameAt;
  let previousEndedWithNewline = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (previousEndedWithNewline && value[0] === FRAME_END[0]) frames += 1;
    for (let index = 0; index < value.length - 1; index++) {
      if (value[index] === 10 && value[index + 1] === 10) {
        frames += 1;
        index += 1;
      }
    }
    previousEndedWithNewline = value[value.length - 1] === 10 && !(value.length > 1 && value[value.length - 2] === 10);
    if (firstFrameAt === undefined && frames > 0) firstFrameAt = performance.now();
  }
  return { frames, bytes, timeToFirstFrame: (firstFrameAt ?? performance.now()) - startedAt, elapsed: performance.now() - startedAt };
}

export async function postRun(baseUrl, threadId, deltas, deltaBytes) {
  const startedAt = performance.now();
  const response = await fetch(`${baseUrl}/agent/bench/run`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(runInput(threadId, deltas, deltaBytes)),
  });
  return consume(response, startedAt);
}

export async function postConnect(baseUrl, threadId) {
  const startedAt = performance.now();
  const response = await fetch(`${baseUrl}/agent/bench/connect`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ ...runInput(threadId, 0) }),
  });
  return consume(response, startedAt);
}

/** A connect whose answer is read up to its first bytes, then not at all; resolves its response (destroy it to end). */
export function stalledConnect(baseUrl, threadId) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: hostname, port, method: "POST", path: "/agent/bench/connect", agent: false, headers: { "content-type": "application/json" } },
      (response) => {
        response.once("data", () => {
          response.pause();
          resolve(response);
        });
      },
    );
    outgoing.once("error", reject);
    outgoing.end(JSON.stringify(runInput(threadId, 0)));
  });
}

/** Deletes a thread (both servers answer `DELETE /threads/:threadId`). */
export async function deleteThread(baseUrl, threadId) {
  const response = await fetch(`${baseUrl}/threads/${encodeURIComponent(threadId)}`, { method: "DELETE" });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`DELETE ${threadId}: HTTP ${response.status}`);
}

export async function readMemory(baseUrl) {
  const response = await fetch(`${baseUrl}/__bench/memory`);
  return response.json();
}

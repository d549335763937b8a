// Applies N text deltas to a thread that already holds 200 messages of 2 KB, through
// @wingman/core's ProxiedCopilotRuntimeAgent (O(delta) reducer, notifications batched per tick)
// and through @ag-ui/client's HttpAgent (clones the whole list per event), in the same process,
// from the same pre-encoded SSE body. Both run the same AbstractAgent pipeline (enforce,
// chunks, verify); only the transport parser and the reducer differ.
//
//   npm run build && node bench/core-reducer.mjs [--deltas 32000] [--skip-reference]
//
// Prints one JSON line per measurement and a summary line with the ratio and the linearity check.
import { HttpAgent } from "@ag-ui/client";
import { ProxiedCopilotRuntimeAgent } from "@wingman/core";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const DELTAS = Number(option("deltas", 32000));
const SKIP_REFERENCE = args.includes("--skip-reference");
const HISTORY = 200;
const MESSAGE_BYTES = 2048;

function history() {
  const filler = "x".repeat(MESSAGE_BYTES);
  return Array.from({ length: HISTORY }, (_, index) => ({
    id: `h${index}`,
    role: index % 2 === 0 ? "user" : "assistant",
    content: filler,
  }));
}

function sseBody(deltas) {
  const threadId = "bench-thread";
  const runId = "bench-run";
  const messageId = "bench-reply";
  const events = [
    { type: "RUN_STARTED", threadId, runId },
    { type: "TEXT_MESSAGE_START", messageId, role: "assistant" },
  ];
  for (let i = 0; i < deltas; i++) events.push({ type: "TEXT_MESSAGE_CONTENT", messageId, delta: "abcd " });
  events.push({ type: "TEXT_MESSAGE_END", messageId }, { type: "RUN_FINISHED", threadId, runId });
  const text = events.map((event, index) => `id: ${index + 1}\ndata: ${JSON.stringify(event)}\n\n`).join("");
  return new TextEncoder().encode(text);
}

function fetchReplaying(bytes) {
  return async () => {
    let offset = 0;
    const body = new ReadableStream({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(offset, offset + 65536));
        offset += 65536;
      },
    });
    return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
  };
}

async function measure(name, createAgent, deltas) {
  const bytes = sseBody(deltas);
  const agent = createAgent(fetchReplaying(bytes));
  agent.messages = history();
  agent.threadId = "bench-thread";
  let notifications = 0;
  agent.subscribe({ onMessagesChanged: () => void notifications++ });
  globalThis.gc?.();
  const started = performance.now();
  await agent.runAgent({ runId: "bench-run" });
  const ms = performance.now() - started;
  const reply = agent.messages.at(-1);
  if (agent.messages.length !== HISTORY + 1 || reply.content.length !== deltas * 5) {
    throw new Error(`${name}: wrong result (${agent.messages.length} messages, ${reply.content.length} chars)`);
  }
  const result = { agent: name, deltas, ms: Math.round(ms), perEventUs: Number(((ms * 1000) / deltas).toFixed(2)), notifications };
  console.log(JSON.stringify(result));
  return result;
}

const ours = (fetch) => new ProxiedCopilotRuntimeAgent({ runtimeUrl: "http://bench.invalid", agentId: "default", transport: "rest", fetch });
const reference = (fetch) => new HttpAgent({ url: "http://bench.invalid/agent/default/run", fetch });

await measure("wingman (warm-up)", ours, 2000);
const half = await measure("wingman", ours, DELTAS / 2);
const full = await measure("wingman", ours, DELTAS);
const double = await measure("wingman", ours, DELTAS * 2);
const summary = {
  deltas: DELTAS,
  wingmanMs: full.ms,
  linearity: { halfToFull: Number((full.ms / half.ms).toFixed(2)), fullToDouble: Number((double.ms / full.ms).toFixed(2)) },
};
if (!SKIP_REFERENCE) {
  const agui = await measure("@ag-ui/client HttpAgent", reference, DELTAS);
  summary.agUiClientMs = agui.ms;
  summary.ratio = Number((agui.ms / full.ms).toFixed(1));
  summary.target = "ratio >= 20, doubling deltas at most doubles the time";
  summary.pass = summary.ratio >= 20 && summary.linearity.fullToDouble <= 2.2;
}
console.log(JSON.stringify({ summary }));

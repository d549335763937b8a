// `npm run bench:runner-memory`: what the in-memory runner alone keeps for 1,000 threads × 5 runs ×
// 200 deltas (no HTTP, no client in the heap), from a warm baseline: the same workload first runs on
// other threads, which are deleted. Heap after GC is the figure; RSS is printed for reference.
import { InMemoryAgentRunner } from "@wingman/runtime";
import { runInput } from "./client.mjs";
import { SyntheticAgent } from "./synthetic-agent.mjs";

if (typeof globalThis.gc !== "function") throw new Error("run with node --expose-gc");
const runner = new InMemoryAgentRunner({ maxThreads: 100_000, maxBytes: 4 * 1024 ** 3 });
const agent = new SyntheticAgent();

async function runOnce(threadId) {
  const events = await runner.run({ ownerId: "bench", threadId, agentId: "bench", agent, input: runInput(threadId, 200) });
  await new Promise((resolve, reject) => events.subscribe({ error: reject, complete: resolve }));
}

async function workload(threads) {
  for (let round = 0; round < 5; round++) {
    let next = 0;
    await Promise.all(Array.from({ length: 16 }, async () => {
      while (next < threads.length) await runOnce(threads[next++]);
    }));
  }
}

function memory() {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage();
}

const threadsOf = (label) => Array.from({ length: 1_000 }, (_, index) => `${label}-${index}`);
await workload(threadsOf("warm"));
for (const threadId of threadsOf("warm")) await runner.deleteThread({ ownerId: "bench", threadId });
const before = memory();
await workload(threadsOf("mem"));
const after = memory();
const mib = (key) => ((after[key] - before[key]) / 1024 ** 2).toFixed(2);
console.log(`heapUsed +${mib("heapUsed")} MiB, heapTotal +${mib("heapTotal")} MiB, external +${mib("external")} MiB, rss +${mib("rss")} MiB; runner usage ${JSON.stringify(runner.usage())}`);

import { deleteThread, postConnect, postRun, readMemory, stalledConnect } from "./client.mjs";

let threadCounter = 0;
const newThreadId = (label) => `${label}-${process.pid}-${++threadCounter}`;

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

async function inBatches(total, concurrency, task) {
  let next = 0;
  const workers = Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const index = next++;
      await task(index);
    }
  });
  await Promise.all(workers);
}

/**
 * Each scenario returns { value, unit, higherIsBetter, detail }. A scenario's `warmUp`, when it has
 * one, runs its own workload untimed before the measurement, WARM_UP_ROUNDS times: servers are
 * long-lived, and the first passes mostly measure the JIT compiling the larger of the two code
 * bases (the runtime's CPU per event falls from ~9 µs to ~3.5 µs over its first 4 fan-out rounds).
 * Fan-out warms up for 10 rounds: after 3, its one measured round still caught the runtime tiering
 * up (0.69 of the ceiling, against 0.86–0.96 after 10 and about 1.0 in a steady state:
 * bench/results/2026-12-06-fan-out-warm-up.md). BENCH_WARM_UP_ROUNDS sets every scenario's.
 */
const warmUpRounds = (rounds) => Number(process.env.BENCH_WARM_UP_ROUNDS ?? rounds);
const WARM_UP_ROUNDS = warmUpRounds(3);
const FAN_OUT_WARM_UP_ROUNDS = warmUpRounds(10);
export const scenarios = [
  {
    name: "long run (1 × 100,000 deltas)",
    key: "longRun",
    unit: "events/s",
    higherIsBetter: true,
    target: { ratio: 0.85 },
    async warmUp(baseUrl) {
      for (let round = 0; round < WARM_UP_ROUNDS; round++) await postRun(baseUrl, newThreadId("warm-long"), 100_000);
    },
    async measure(baseUrl) {
      const result = await postRun(baseUrl, newThreadId("long"), 100_000);
      return { value: result.frames / (result.elapsed / 1000), detail: `${result.frames} events in ${result.elapsed.toFixed(0)} ms` };
    },
  },
  {
    name: "fan-out (100 concurrent × 1,000 deltas)",
    key: "fanOut",
    unit: "events/s",
    higherIsBetter: true,
    target: { ratio: 0.85 },
    async warmUp(baseUrl) {
      for (let round = 0; round < FAN_OUT_WARM_UP_ROUNDS; round++) {
        await Promise.all(Array.from({ length: 100 }, () => postRun(baseUrl, newThreadId("warm-fan"), 1_000)));
      }
    },
    async measure(baseUrl) {
      const startedAt = performance.now();
      const results = await Promise.all(Array.from({ length: 100 }, () => postRun(baseUrl, newThreadId("fan"), 1_000)));
      const elapsed = performance.now() - startedAt;
      const frames = results.reduce((sum, result) => sum + result.frames, 0);
      const firsts = results.map((result) => result.timeToFirstFrame).sort((a, b) => a - b);
      return {
        value: frames / (elapsed / 1000),
        detail: `time to first event p50 ${percentile(firsts, 0.5).toFixed(1)} ms, p99 ${percentile(firsts, 0.99).toFixed(1)} ms`,
      };
    },
  },
  {
    name: "sequential runs (2,000 × 1 delta)",
    key: "sequential",
    unit: "runs/s",
    higherIsBetter: true,
    target: { ratio: 0.8 },
    async warmUp(baseUrl) {
      for (let index = 0; index < 500 * WARM_UP_ROUNDS; index++) await postRun(baseUrl, newThreadId("warm-seq"), 1);
    },
    async measure(baseUrl) {
      const startedAt = performance.now();
      for (let index = 0; index < 2_000; index++) await postRun(baseUrl, newThreadId("seq"), 1);
      const elapsed = performance.now() - startedAt;
      return { value: 2_000 / (elapsed / 1000), detail: `${elapsed.toFixed(0)} ms` };
    },
  },
  {
    name: "memory (1,000 threads × 5 runs × 200 deltas)",
    key: "memory",
    unit: "MiB heap",
    repeat: false,
    higherIsBetter: false,
    /**
     * The same workload once untimed on other threads, which are then deleted: the measurement
     * starts from a warm baseline. A server's first such workload grows its RSS by ~50 MiB that
     * are not stored threads (V8 sizing its young generation up, compiled code, the compiler's and
     * GC threads' native memory); from a warm baseline the growth is what the 1,000 threads keep.
     */
    async warmUp(baseUrl) {
      this.cold = await readMemory(baseUrl);
      const threads = Array.from({ length: 1_000 }, () => newThreadId("mem-warm"));
      await memoryWorkload(baseUrl, threads);
      await inBatches(threads.length, 16, (index) => deleteThread(baseUrl, threads[index]));
    },
    async measure(baseUrl) {
      const before = await readMemory(baseUrl);
      await memoryWorkload(baseUrl, Array.from({ length: 1_000 }, () => newThreadId("mem")));
      const after = await readMemory(baseUrl);
      const mib = (key, from = before) => `${after[key] >= from[key] ? "+" : ""}${((after[key] - from[key]) / 1024 ** 2).toFixed(1)}`;
      const cold = this.cold ?? before;
      return {
        value: (after.heapUsed - before.heapUsed) / 1024 ** 2,
        detail: `rss ${mib("rss")} MiB, heapTotal ${mib("heapTotal")}, external ${mib("external")} from the warm baseline; from cold: rss ${mib("rss", cold)}, heap ${mib("heapUsed", cold)} (to ${(after.rss / 1024 ** 2).toFixed(0)} MiB rss), after GC`,
      };
    },
  },
  {
    name: "replay (connect to 100 runs × 1,000 deltas)",
    key: "replay",
    unit: "ms",
    repeat: false,
    higherIsBetter: false,
    target: { absolute: 10 },
    async measure(baseUrl) {
      const threadId = newThreadId("replay");
      for (let run = 0; run < 100; run++) await postRun(baseUrl, threadId, 1_000);
      const times = [];
      let last;
      for (let attempt = 0; attempt < 30; attempt++) {
        last = await postConnect(baseUrl, threadId);
        times.push(last.elapsed);
      }
      times.sort((a, b) => a - b);
      return { value: percentile(times, 0.5), detail: `${last.frames} events, ${(last.bytes / 1024).toFixed(1)} KiB, p90 ${percentile(times, 0.9).toFixed(1)} ms` };
    },
  },
  {
    name: "slow readers (20 stalled × 20 MB run)",
    key: "slowReaders",
    unit: "MiB rss",
    repeat: false,
    higherIsBetter: false,
    async measure(baseUrl) {
      const threadId = newThreadId("slow");
      await postRun(baseUrl, threadId, 2_560, 8_192);
      const before = await readMemory(baseUrl);
      const readers = [];
      for (let index = 0; index < 20; index++) readers.push(await stalledConnect(baseUrl, threadId));
      const after = await readMemory(baseUrl);
      for (const reader of readers) reader.destroy();
      const external = (after.external - before.external) / 1024 ** 2;
      return { value: (after.rss - before.rss) / 1024 ** 2, detail: `heap +${((after.heapUsed - before.heapUsed) / 1024 ** 2).toFixed(1)} MiB, external +${external.toFixed(1)} MiB, after GC` };
    },
  },
];

/** 5 rounds over `threads`, 200 deltas a run, 16 at a time. */
async function memoryWorkload(baseUrl, threads) {
  for (let round = 0; round < 5; round++) {
    await inBatches(threads.length, 16, (index) => postRun(baseUrl, threads[index], 200));
  }
}

export async function warmUp(baseUrl) {
  for (let index = 0; index < 50; index++) await postRun(baseUrl, newThreadId("warm"), 200);
}

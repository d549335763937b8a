// `npm run bench:browser -w bench`: rendering in headless Chromium against a real runtime (in-process
// CopilotRuntime, in-memory runner, scripted agent), the page built by Vite in production mode with
// React's profiling build (so a Profiler can count commits).
//   a) stream a 10,000-token answer into a thread of 200 messages: React commits, main-thread time;
//   b) open a stored thread of 2,000 messages: time to the newest message on screen, DOM size,
//      then a scripted scroll upwards: frames, dropped frames, long tasks.
// BENCH_ROUNDS (default 3) rounds, each on a fresh page; medians printed, every sample in the JSON.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { build, defaultClientConditions } from "vite";
import { servePageAndRuntime } from "./browser/serve-page-and-runtime.mjs";
import { seededId } from "./browser/thread-agent.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TOKENS = Number(process.env.BENCH_TOKENS ?? 10_000);
const STREAM_THREAD = 200;
const OPEN_THREAD = 2_000;
const SCROLL_FRAMES = 300;
const SCROLL_STEP_PX = 100;
const WAIT = { timeout: 120_000 };

async function buildPage(outDir) {
  await build({
    configFile: false,
    mode: "production",
    root: fileURLToPath(new URL("./browser/page/", import.meta.url)),
    logLevel: "warn",
    resolve: {
      conditions: ["source", ...defaultClientConditions],
      // The production build drops Profiler callbacks; the profiling build keeps them.
      alias: [{ find: /^react-dom\/client$/, replacement: "react-dom/profiling" }],
    },
    build: { outDir, emptyOutDir: true, target: "es2022", reportCompressedSize: false },
  });
}

const metric = async (cdp) => Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map(({ name, value }) => [name, value]));

async function openChat(browser, origin, threadId, newestId) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  await page.goto(`${origin}/?thread=${threadId}&newest=${encodeURIComponent(newestId)}`);
  await page.waitForFunction(() => globalThis.wingmanBench.newestPaintedAt !== undefined, null, WAIT);
  return { page, cdp, errors };
}

async function streamIntoThread(browser, server, round) {
  const threadId = `stream-${round}`;
  await server.seedThread(threadId, STREAM_THREAD);
  const { page, cdp, errors } = await openChat(browser, server.origin, threadId, seededId(threadId, STREAM_THREAD - 1));
  const input = page.locator(".wm-input textarea");
  await input.fill("go");
  const before = await metric(cdp);
  await page.evaluate(() => Object.assign(globalThis.wingmanBench, { commits: 0, renderMs: 0, startedAt: performance.now() }));
  await input.press("Enter");
  await page.waitForFunction(() => document.querySelector('[data-message-id^="answer-"]')?.textContent?.includes("[done]"), null, { ...WAIT, polling: 100 });
  await page.getByRole("button", { name: "Send message" }).waitFor(WAIT);
  const { commits, renderMs, wallMs } = await page.evaluate(() => ({ ...globalThis.wingmanBench, wallMs: performance.now() - globalThis.wingmanBench.startedAt }));
  const after = await metric(cdp);
  await page.close();
  if (errors.length > 0) throw new Error(`page errors: ${errors.join("; ")}`);
  const ms = (name) => (after[name] - before[name]) * 1000;
  return { commits, reactRenderMs: renderMs, taskMs: ms("TaskDuration"), scriptMs: ms("ScriptDuration"), layoutMs: ms("LayoutDuration"), styleMs: ms("RecalcStyleDuration"), wallMs };
}

async function openLongThread(browser, server, round) {
  const threadId = `open-${round}`;
  await server.seedThread(threadId, OPEN_THREAD);
  const { page, cdp, errors } = await openChat(browser, server.origin, threadId, seededId(threadId, OPEN_THREAD - 1));
  const opened = await page.evaluate(() => ({ newestOnScreenMs: globalThis.wingmanBench.newestPaintedAt, domNodes: document.getElementsByTagName("*").length }));
  const afterOpen = await metric(cdp);
  const scroll = await page.evaluate(
    ({ frames, step }) =>
      new Promise((resolve) => {
        const scroller = document.querySelector(".wm-chat__scroll");
        const longTasks = [];
        const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((entry) => entry.duration)));
        observer.observe({ type: "longtask" });
        const stamps = [];
        const tick = (time) => {
          stamps.push(time);
          if (stamps.length > frames) {
            observer.disconnect();
            const intervals = stamps.slice(1).map((stamp, index) => stamp - stamps[index]);
            const frame = 1000 / 60;
            const sorted = [...intervals].sort((a, b) => a - b);
            resolve({
              frames: intervals.length,
              droppedFrames: intervals.reduce((sum, interval) => sum + Math.max(0, Math.round(interval / frame) - 1), 0),
              p95FrameMs: sorted[Math.floor(sorted.length * 0.95)],
              maxFrameMs: sorted.at(-1),
              longTasks: longTasks.length,
              longTaskMs: longTasks.reduce((sum, duration) => sum + duration, 0),
              scrolledPx: scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop,
            });
            return;
          }
          scroller.scrollTop -= step;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { frames: SCROLL_FRAMES, step: SCROLL_STEP_PX },
  );
  await page.close();
  if (errors.length > 0) throw new Error(`page errors: ${errors.join("; ")}`);
  return { ...opened, openTaskMs: afterOpen.TaskDuration * 1000, ...scroll };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medians = (samples) => Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]));
const format = (figures) => Object.entries(figures).map(([key, value]) => `${key}=${Number.isInteger(value) ? value : value.toFixed(1)}`).join("  ");

const outDir = await mkdtemp(join(tmpdir(), "wingman-browser-bench-"));
let server;
let browser;
try {
  await buildPage(outDir);
  server = await servePageAndRuntime(outDir, { tokens: TOKENS, perTick: 25, tickMs: 10 });
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update"],
  });
  const streamed = [];
  const opened = [];
  for (let round = 0; round < ROUNDS; round++) {
    streamed.push(await streamIntoThread(browser, server, round));
    console.error(`  a) stream #${round + 1}: ${format(streamed.at(-1))}`);
    opened.push(await openLongThread(browser, server, round));
    console.error(`  b) open   #${round + 1}: ${format(opened.at(-1))}`);
  }
  console.log(`a) ${TOKENS} tokens into ${STREAM_THREAD} messages (median of ${ROUNDS}): ${format(medians(streamed))}`);
  console.log(`b) open ${OPEN_THREAD} messages, scroll ${SCROLL_FRAMES} frames × ${SCROLL_STEP_PX}px (median of ${ROUNDS}): ${format(medians(opened))}`);
  if (process.env.BENCH_JSON) console.log(JSON.stringify({ streamed, opened }));
} finally {
  await browser?.close();
  await server?.close();
  await rm(outDir, { recursive: true, force: true });
}

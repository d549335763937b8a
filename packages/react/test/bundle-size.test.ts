// The size check of issue [6/7]: builds the size fixtures with the same script as `npm run size`
// (Vite, minified, gzip, React external) and fails when a bundle grows past its limit. Deterministic
// (a build, not a timing), so it is the one measurement that lives among the tests.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

interface BundleFigures {
  jsGzipKb: number;
  totalGzipKb: number;
  renderedKbByModule: Record<string, number>;
}

// Ratchet: what we reached plus a small margin. Lower these when a change makes the bundles smaller;
// never raise them to let a change through without a reason written here. Raised once: chat 89 ->
// 89.5 on 2026-12-03, for CopilotKit compatibility ([2/7]) that three changes each kept under the
// limit alone but not together (a zod 3 schema converted synchronously under Node, their agent
// registration message, a missing suggestion provider reported at once): 88.8 -> 89.3 KB. The targets are 30 KB (headless) and 60 KB (chat);
// the headless one is out of reach while our agents extend @ag-ui/client's AbstractAgent, which with
// the zod event schemas its run pipeline validates every event with, rxjs and fast-json-patch alone
// weighs ~41 KB (the `agUiFloor` figure; bench/results/2026-12-02-bundle-round-three.md).
const HEADLESS_JS_GZIP_LIMIT_KB = 64; // issue target: 30
// Raised again, chat 89.5 -> 89.6 on 2026-12-03 ([4/7] B3 and "Stopped" after a reload in Angular):
// the state a page sets on the provisional agent is handed to the runtime's agent, and the
// conversation controls' thread histories are followed from each runtime agent's creation (+0.1 KB;
// the headless app stays under 64 with the watcher set alone).
// Raised again, chat 89.6 -> 89.7 on 2026-12-03: a message sent before the runtime answered was
// dropped (the composer ignored it, under load and offline alike); the ChatController now shows it
// waiting and sends it once the agent is ready (+79 bytes gzip, 91774 -> 91853; main had 27 left).
// Raised again, chat 89.7 -> 89.8 on 2026-12-03: that early message ran on the agent's default
// thread when the agent turned ready before the chat had begun loading its explicit thread (Angular's
// branches test lost it); the controller now sends only once that load has begun (about +50 bytes).
// Raised again, chat 89.8 -> 89.9 on 2026-12-06: a message sent while the agent loaded a thread (a
// switch started by the page, another tab's run followed) cut the load short, and its run forked the
// thread, dropping the messages not replayed yet from the active branch; the core now tracks each
// agent's connect and the ChatController waits for it (+114 bytes gzip, 91914 -> 92028; headless +68,
// 65462 -> 65530, still under 64).
const CHAT_JS_AND_CSS_GZIP_LIMIT_KB = 89.9; // issue target: 60

const script = fileURLToPath(new URL("../scripts/measure-size.mjs", import.meta.url));

async function measure(): Promise<Record<"headless" | "chat" | "core" | "agUiFloor", BundleFigures>> {
  const { stdout } = await promisify(execFile)(process.execPath, [script, "--json", "--modules=all", "--budget=1000"], {
    maxBuffer: 16 * 1024 * 1024,
    // Vitest sets NODE_ENV=test, which changes what Vite builds; measure what an app ships.
    env: { ...process.env, NODE_ENV: "production" },
  });
  return JSON.parse(stdout) as Record<"headless" | "chat" | "core" | "agUiFloor", BundleFigures>;
}

describe("bundle size (gzip over bare React)", () => {
  it("keeps the headless app and the chat app under their limits, and the chat out of the headless path", async () => {
    const report = await measure();

    expect(report.headless.jsGzipKb).toBeLessThanOrEqual(HEADLESS_JS_GZIP_LIMIT_KB);
    expect(report.chat.totalGzipKb).toBeLessThanOrEqual(CHAT_JS_AND_CSS_GZIP_LIMIT_KB);

    // What a headless app (provider + useAgent) must not ship: the chat controller, markdown, audio,
    // and the realtime client (a lazy chunk, loaded when the runtime announces its socket).
    const notHeadless = /core\/src\/(chat\/chat-controller|markdown\/|audio\/|realtime\/(realtime-client|web-socket-agent|intelligence-delegate))/;
    expect(Object.keys(report.headless.renderedKbByModule).filter((id) => notHeadless.test(id))).toEqual([]);
    expect(Object.keys(report.chat.renderedKbByModule).filter((id) => /core\/src\/realtime\/realtime-client/.test(id))).toEqual([]);
    // Parts that load on first use: suggestion generation, the transcription client, the frontend-tool executor.
    const firstUse = /core\/src\/(suggestions\/generate-suggestions|runtime-api\/transcription-client|run\/tool-call-executor)/;
    for (const app of [report.headless, report.chat]) expect(Object.keys(app.renderedKbByModule).filter((id) => firstUse.test(id))).toEqual([]);
    // The zod converters (zod-to-json-schema, zod 3) load only when a tool passes such a schema.
    const zodConverters = /zod-to-json-schema|node_modules\/zod\/v3\/|core\/src\/tools\/zod-json-schema/;
    for (const app of [report.headless, report.chat]) {
      expect(Object.keys(app.renderedKbByModule).filter((id) => zodConverters.test(id))).toEqual([]);
    }
    // The check can fail: the chat app does ship them.
    expect(Object.keys(report.chat.renderedKbByModule).some((id) => id.includes("core/src/markdown/"))).toBe(true);
  });
});

import { demoAnswerGate, shootDemoControls } from "@wingman/test-support/chromium";
import { startFakeOpenAITranscriptionServer, type FakeOpenAITranscriptionServer } from "@wingman/test-support/fake-openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoInChromium, type DemoInChromium } from "./demo-in-chromium.js";

// Writes the React demo's pictures in docs/chat-controls.md; a script, skipped unless asked:
//   WINGMAN_SCREENSHOTS_DIR=$PWD/docs/screenshots npx vitest run examples/demo/test/docs-screenshots.test.ts

const directory = process.env.WINGMAN_SCREENSHOTS_DIR;
/** A fake microphone that plays a tone, granted without a prompt. */
const FAKE_MICROPHONE = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"];

describe.skipIf(!directory)("the React demo's pictures for the docs", () => {
  let provider: FakeOpenAITranscriptionServer;
  let demo: DemoInChromium;

  beforeAll(async () => {
    provider = await startFakeOpenAITranscriptionServer();
    // The offline model (its answers held on request), and a server with the fake provider's key:
    // it transcribes, and fails every chat run (it serves no chat model).
    demo = await startDemoInChromium({
      servers: [{ tokenDelayMs: 10 }, { env: { OPENAI_API_KEY: "sk-demo-voice", OPENAI_BASE_URL: provider.baseURL } }],
      chromiumArgs: FAKE_MICROPHONE,
    });
  }, 180_000);

  afterAll(async () => {
    await demo?.close();
    await provider?.close();
  });

  it("shoots the conversation controls", { timeout: 300_000 }, async () => {
    const [offline, voice] = demo.servers;
    const page = await demo.newPage();
    await page.goto(offline!.origin);
    const voicePage = await demo.newPage();
    await voicePage.goto(voice!.origin);
    const written = await shootDemoControls({
      binding: "react",
      directory: directory!,
      page,
      gate: demoAnswerGate(() => offline!.origin),
      voicePage,
      provider,
      position: (index, count) => `${index}/${count}`,
    });
    expect(written).toHaveLength(8);
  });
});

import { chromium, type Browser } from "playwright-core";
import { assertChromiumInstalled, chromiumLaunchOptions, demoAnswerGate, shootDemoControls } from "@wingman/test-support/chromium";
import { startFakeOpenAITranscriptionServer, type FakeOpenAITranscriptionServer } from "@wingman/test-support/fake-openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installAngularApp, startAngularServer, type AngularServer, type InstalledAngularApp } from "./installed-angular-app.js";

// Writes the Angular demo's pictures in docs/chat-controls.md; a script, skipped unless asked (the
// app is installed and built as in angular-production.test.ts; ANGULAR_EXAMPLE_WORKDIR reuses a build):
//   WINGMAN_SCREENSHOTS_DIR=$PWD/docs/screenshots npx vitest run --project production-builds examples/angular-demo/test/docs-screenshots.test.ts

const directory = process.env.WINGMAN_SCREENSHOTS_DIR;
/** A fake microphone that plays a tone, granted without a prompt. */
const FAKE_MICROPHONE = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"];

describe.skipIf(!directory)("the Angular demo's pictures for the docs", () => {
  let app: InstalledAngularApp;
  let provider: FakeOpenAITranscriptionServer;
  let offline: AngularServer;
  let voice: AngularServer;
  let browser: Browser;

  beforeAll(async () => {
    assertChromiumInstalled();
    app = await installAngularApp();
    provider = await startFakeOpenAITranscriptionServer();
    // The offline model (its answers held on request), and a server with the fake provider's key:
    // it transcribes, and fails every chat run (it serves no chat model).
    [offline, voice, browser] = await Promise.all([
      startAngularServer(app, { env: { DEMO_TEST_GATE: "1", DEMO_TOKEN_DELAY_MS: "10" } }),
      startAngularServer(app, { env: { OPENAI_API_KEY: "sk-demo-voice", OPENAI_BASE_URL: provider.baseURL } }),
      chromium.launch(chromiumLaunchOptions(FAKE_MICROPHONE)),
    ]);
  }, 1_200_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([offline?.stop(), voice?.stop()]);
    await provider?.close();
    await app?.remove();
  });

  it("shoots the conversation controls", { timeout: 300_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await page.goto(offline.url);
    const voicePage = await context.newPage();
    await voicePage.goto(voice.url);
    const written = await shootDemoControls({
      binding: "angular",
      directory: directory!,
      page,
      gate: demoAnswerGate(() => offline.url),
      voicePage,
      provider,
      position: (index, count) => `${index} / ${count}`,
    });
    expect(written).toHaveLength(8);
  });
});

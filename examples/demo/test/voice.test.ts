import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFakeOpenAITranscriptionServer, verboseJson, type FakeOpenAITranscriptionServer } from "@wingman/test-support/fake-openai";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDemo, startDemoServer, type DemoServerProcess } from "./start-demo-server.js";

const CHROMIUM = "/usr/bin/chromium";
// A fake microphone that plays a tone, granted without a prompt.
const FAKE_MICROPHONE = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"];

let provider: FakeOpenAITranscriptionServer;
let withKey: DemoServerProcess;
let withoutKey: DemoServerProcess;
let browser: Browser;
const dataDirs: string[] = [];

beforeAll(async () => {
  provider = await startFakeOpenAITranscriptionServer();
  const dataDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), "wingman-voice-"));
    dataDirs.push(dir);
    return dir;
  };
  await buildDemo();
  [withKey, withoutKey, browser] = await Promise.all([
    startDemoServer({ dataDir: await dataDir(), env: { OPENAI_API_KEY: "sk-demo-voice", OPENAI_BASE_URL: provider.baseURL } }),
    startDemoServer({ dataDir: await dataDir() }),
    chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", ...FAKE_MICROPHONE],
    }),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([withKey?.stop(), withoutKey?.stop()]);
  await provider?.close();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function open(server: DemoServerProcess): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(20_000);
  await page.goto(server.origin);
  await page.locator(".wm-chat").getByRole("textbox", { name: "Message" }).waitFor();
  return page;
}

describe("voice input in the demo", () => {
  it("without a key: no microphone, and the page says what the server needs", async () => {
    const page = await open(withoutKey);
    await expect.poll(() => page.getByTestId("voice-status").innerText()).toContain("Voice off");
    expect(await page.getByTestId("voice-status").innerText()).toContain("OPENAI_API_KEY");
    expect(await page.locator(".wm-chat").getByRole("button", { name: "Start voice input" }).count()).toBe(0);
    await page.close();
  });

  it("with a key: the microphone records, the provider transcribes, and the text lands in the composer", async () => {
    const page = await open(withKey);
    const chat = page.locator(".wm-chat");
    await expect.poll(() => page.getByTestId("voice-status").innerText()).toContain("whisper-1");
    provider.answerNext({ status: 200, body: verboseJson("add milk to the list") });
    await chat.getByRole("button", { name: "Start voice input" }).click();
    await chat.getByRole("button", { name: "Finish voice input" }).click();
    await expect.poll(() => chat.getByRole("textbox", { name: "Message" }).inputValue()).toBe("add milk to the list");
    const request = provider.received.at(-1)!;
    expect(request.authorization).toBe("Bearer sk-demo-voice");
    expect(request.fields.model).toBe("whisper-1");
    expect(request.file).toMatchObject({ name: "audio.webm", type: "audio/webm" });
    expect(request.file.bytes.length).toBeGreaterThan(0);
    await page.close();
  });
});

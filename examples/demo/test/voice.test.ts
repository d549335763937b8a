import { startFakeOpenAITranscriptionServer, verboseJson, type FakeOpenAITranscriptionServer } from "@wingman/test-support/fake-openai";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poll, startDemoInChromium, type DemoInChromium } from "./demo-in-chromium.js";
import type { DemoServerProcess } from "./start-demo-server.js";

// A fake microphone that plays a tone, granted without a prompt.
const FAKE_MICROPHONE = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"];

let provider: FakeOpenAITranscriptionServer;
let demo: DemoInChromium;
let withKey: DemoServerProcess;
let withoutKey: DemoServerProcess;

beforeAll(async () => {
  provider = await startFakeOpenAITranscriptionServer();
  demo = await startDemoInChromium({
    servers: [{ env: { OPENAI_API_KEY: "sk-demo-voice", OPENAI_BASE_URL: provider.baseURL } }, {}],
    chromiumArgs: FAKE_MICROPHONE,
  });
  [withKey, withoutKey] = demo.servers as [DemoServerProcess, DemoServerProcess];
}, 180_000);

afterAll(async () => {
  await demo?.close();
  await provider?.close();
});

async function open(server: DemoServerProcess): Promise<Page> {
  const page = await demo.newPage();
  await page.goto(server.origin);
  await page.locator(".wm-chat").getByRole("textbox", { name: "Message" }).waitFor();
  return page;
}

describe("voice input in the demo", () => {
  it("without a key: no microphone, and the page says what the server needs", async () => {
    const page = await open(withoutKey);
    await poll(() => page.getByTestId("voice-status").innerText()).toContain("Voice off");
    expect(await page.getByTestId("voice-status").innerText()).toContain("OPENAI_API_KEY");
    expect(await page.locator(".wm-chat").getByRole("button", { name: "Start voice input" }).count()).toBe(0);
    await page.close();
  });

  it("with a key: the microphone records, the provider transcribes, and the text lands in the composer", async () => {
    const page = await open(withKey);
    const chat = page.locator(".wm-chat");
    await poll(() => page.getByTestId("voice-status").innerText()).toContain("whisper-1");
    provider.answerNext({ status: 200, body: verboseJson("add milk to the list") });
    await chat.getByRole("button", { name: "Start voice input" }).click();
    await chat.getByRole("button", { name: "Finish voice input" }).click();
    await poll(() => chat.getByRole("textbox", { name: "Message" }).inputValue()).toBe("add milk to the list");
    const request = provider.received.at(-1)!;
    expect(request.authorization).toBe("Bearer sk-demo-voice");
    expect(request.fields.model).toBe("whisper-1");
    expect(request.file).toMatchObject({ name: "audio.webm", type: "audio/webm" });
    expect(request.file.bytes.length).toBeGreaterThan(0);
    await page.close();
  });
});

import { startFakeOpenAITranscriptionServer, type FakeOpenAITranscriptionServer } from "@wingman/test-support/fake-openai";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poll, startDemoInChromium, type DemoInChromium } from "./demo-in-chromium.js";
import { demoSteps } from "./demo-steps.js";

// A run the provider fails, on the React demo page: a server with the fake provider's key (as in
// voice.test.ts) serves no chat model, so every chat run fails with the provider's error.

let provider: FakeOpenAITranscriptionServer;
let demo: DemoInChromium;
let page: Page;
/** Runs the page started: realtime `run` frames on its socket, or POSTs to a run route. */
const runs: string[] = [];

beforeAll(async () => {
  provider = await startFakeOpenAITranscriptionServer();
  demo = await startDemoInChromium({ servers: [{ env: { OPENAI_API_KEY: "sk-demo-failing", OPENAI_BASE_URL: provider.baseURL } }] });
  page = await demo.newPage();
  page.on("websocket", (socket) =>
    socket.on("framesent", ({ payload }) => {
      if (typeof payload !== "string") return;
      try {
        if ((JSON.parse(payload) as { type?: unknown }).type === "run") runs.push("socket");
      } catch {
        // a chunk of a larger frame: a run's input is small and is never split
      }
    }),
  );
  const isRun = (url: string, body: string | null) => url.endsWith("/run") || (url.endsWith("/api/copilotkit") && (body ?? "").includes('"agent/run"'));
  page.on("request", (request) => void (request.method() === "POST" && isRun(request.url(), request.postData()) && runs.push(request.url())));
}, 180_000);

afterAll(async () => {
  await demo?.close();
  await provider?.close();
});

const { chat, userMessages, send } = demoSteps(() => page);
const inlineError = () => chat().getByTestId("copilot-message-error");

describe("a failed run on the React demo page", () => {
  it("shows its error under the message with Retry, still after a reload; Retry runs it again", async () => {
    await page.goto(demo.servers[0]!.origin);
    await chat().getByRole("textbox", { name: "Message" }).waitFor();
    await send("hello");
    await inlineError().getByRole("button", { name: "Retry" }).waitFor();
    expect(await inlineError().count()).toBe(1);
    const message = await inlineError().innerText();
    expect(message.replace("Retry", "").trim()).not.toBe("");
    expect(runs).toHaveLength(1);

    // The stored run error, replayed: the same error under the same message, and no new run.
    await page.reload();
    await inlineError().getByRole("button", { name: "Retry" }).waitFor();
    expect(await inlineError().innerText()).toBe(message);
    expect(runs).toHaveLength(1);
    expect(await userMessages().count()).toBe(1);

    await inlineError().getByRole("button", { name: "Retry" }).click();
    await poll(() => runs.length).toBe(2);
    // The provider fails again, and the chat says so again, once, under the one question.
    await chat().getByRole("button", { name: "Send message" }).waitFor();
    await inlineError().getByRole("button", { name: "Retry" }).waitFor();
    expect(await inlineError().count()).toBe(1);
    expect(await userMessages().count()).toBe(1);
  }, 180_000);
});

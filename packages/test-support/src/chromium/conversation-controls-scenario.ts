import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { checkAccessibility, formatViolations } from "../axe/check-accessibility.js";
import { SLOW_REPLY_WORDS, serveControlsRuntime } from "../scripted-runtime/controls-script.js";
import { FAKE_TTS_AUDIO_MS, startFakeTtsEndpoint } from "../fake-tts/index.js";
import { mediaPlayed, recordMediaPlayback } from "./record-media-playback.js";
import { recordSpeechSynthesis, spokenTexts } from "./record-speech.js";
import { useBuiltPage } from "./use-built-page.js";

export interface ConversationControlsScenarioOptions {
  /**
   * Builds the binding's page into `outDir`: a chat on `?runtime=<url>&thread=<id>&agent=<id>` whose
   * thumbs up/down push `up:<content>` / `down:<content>` to `globalThis.toolbarEvents`, and whose
   * Read aloud is the built-in one (`readAloud: true`), or `readAloud: { endpoint }` with `&tts=<endpoint>`.
   */
  readonly buildPage: (outDir: string) => Promise<void>;
  /** How the binding writes a message's version, e.g. `(index, count) => `${index}/${count}``. */
  readonly position: (index: number, count: number) => string;
  /** Names the screenshots written when WINGMAN_SCREENSHOTS_DIR is set (docs/chat-controls.md): `<binding>-<control>.png`. */
  readonly binding?: string;
}

const WAIT = { timeout: 30_000 };

/**
 * The conversation-control checks every chat binding passes in headless Chromium against a real
 * runtime ({@link serveControlsRuntime}): regenerate, "n / m" by keyboard, edit, Stopped, a failed
 * run's inline error with Retry, each after a reload too; the assistant toolbar (named buttons,
 * tooltips on keyboard focus, thumbs, read aloud by speechSynthesis, hidden while streaming); the
 * skip link; a streamed reply announced politely once; axe-core; prefers-reduced-motion. Call inside a `describe`.
 */
export function registerConversationControlsScenario(options: ConversationControlsScenarioOptions): void {
  let runtime: Awaited<ReturnType<typeof serveControlsRuntime>>;
  const built = useBuiltPage("controls", options.buildPage);

  beforeAll(async () => {
    runtime = await serveControlsRuntime({ cors: true });
  });

  afterAll(async () => {
    await runtime?.close();
  });

  async function openThread(agent = "default", prepare?: (page: Page) => Promise<unknown>, query = ""): Promise<Page> {
    const page = await built.browser.newPage();
    page.on("pageerror", (error) => console.error("[page error]", error));
    await prepare?.(page);
    await page.goto(`${built.origin}/?runtime=${encodeURIComponent(runtime.url)}&thread=${crypto.randomUUID()}&agent=${agent}${query}`);
    return page;
  }

  /** Only when asked (`WINGMAN_SCREENSHOTS_DIR=docs/screenshots`): the docs' pictures of the controls. */
  async function shoot(page: Page, control: string): Promise<void> {
    const directory = process.env.WINGMAN_SCREENSHOTS_DIR;
    if (directory) await page.screenshot({ path: join(directory, `${options.binding ?? "chat"}-${control}.png`) });
  }

  async function send(page: Page, text: string): Promise<void> {
    const composer = page.getByRole("textbox", { name: "Message" });
    await composer.fill(text);
    await expect.poll(() => page.getByRole("button", { name: "Send message" }).isEnabled(), WAIT).toBe(true);
    await composer.press("Enter");
  }

  const assistant = (page: Page) => page.locator('.wm-message[data-role="assistant"]').first();
  const versions = (scope: Page | Locator) => scope.getByRole("group", { name: "Versions of this message" }).first();
  const positionOf = (scope: Page | Locator) => versions(scope).locator(".wm-branch-navigation__position").textContent();

  it("regenerate, n / m by keyboard, edit, and the same after a reload", async () => {
    const page = await openThread();
    await send(page, "one");
    await expect.poll(() => assistant(page).textContent(), WAIT).toMatch(/answer \d+ to one/);
    const first = (await assistant(page).textContent())!.match(/answer \d+ to one/)![0];
    await assistant(page).getByRole("button", { name: "Regenerate reply" }).click();
    await expect.poll(() => positionOf(page), WAIT).toBe(options.position(2, 2));
    expect(await assistant(page).textContent()).not.toContain(first);

    // Keyboard: the previous-version button is focusable and Enter presses it.
    await versions(page).getByRole("button", { name: "Previous version" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => assistant(page).textContent(), WAIT).toContain(first);
    expect(await positionOf(page)).toBe(options.position(1, 2));
    await shoot(page, "toolbar-and-branches");

    await page.locator('.wm-message[data-role="user"]').getByRole("button", { name: "Edit message" }).click();
    await page.getByRole("textbox", { name: "Edit your message" }).fill("two");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect.poll(() => assistant(page).textContent(), WAIT).toMatch(/answer \d+ to two/);

    await page.reload();
    await expect.poll(() => page.locator('.wm-message[data-role="user"]').first().textContent(), WAIT).toContain("two");
    await expect.poll(() => positionOf(page), WAIT).toBe(options.position(2, 2));
    await page.close();
  }, 180_000);

  it("the chat's first Tab stop is a skip link, shown only on focus, and Enter on it moves focus to the composer", async () => {
    const page = await openThread();
    await send(page, "one");
    await expect.poll(() => assistant(page).textContent(), WAIT).toMatch(/answer \d+ to one/);
    // From the top of the page, past a conversation full of toolbar buttons.
    await page.reload();
    await expect.poll(() => assistant(page).textContent(), WAIT).toMatch(/answer \d+ to one/);
    const link = page.getByRole("link", { name: "Skip to message input" });
    const composer = page.getByRole("textbox", { name: "Message" });
    expect((await link.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await page.keyboard.press("Tab");
    expect(await link.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    expect((await link.boundingBox())?.width ?? 0).toBeGreaterThan(20);
    await page.keyboard.press("Enter");
    await expect.poll(() => composer.evaluate((element) => element === element.ownerDocument.activeElement), WAIT).toBe(true);
    await page.close();
  }, 180_000);

  /** The focused element's accessible name and its CSS tooltip when showing (else "hidden"). */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const after = getComputedStyle(element, "::after");
      return { name: element.getAttribute("aria-label"), tooltip: after.visibility === "visible" && after.opacity === "1" ? after.content : "hidden" };
    });

  it("the assistant toolbar: named buttons reached with Tab, each with a tooltip on focus; thumbs get the message, Read aloud speaks it", async () => {
    const page = await openThread("default", recordSpeechSynthesis);
    await send(page, "one");
    await expect.poll(() => assistant(page).textContent(), WAIT).toMatch(/answer \d+ to one/);
    const toolbar = assistant(page).getByRole("toolbar");
    await toolbar.getByRole("button", { name: "Copy message" }).focus();
    const seen = [await focused(page)];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      seen.push(await focused(page));
    }
    expect(seen.map(({ name }) => name)).toEqual(["Copy message", "Good response", "Bad response", "Read aloud", "Regenerate reply"]);
    // Reached by Tab, each shows its name as a tooltip.
    expect(seen.slice(1).map(({ tooltip }) => tooltip)).toEqual(['"Good response"', '"Bad response"', '"Read aloud"', '"Regenerate reply"']);

    await toolbar.getByRole("button", { name: "Good response" }).focus();
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Bad response" }).focus();
    await page.keyboard.press("Space");
    const events = await page.evaluate(() => (globalThis as unknown as { toolbarEvents: string[] }).toolbarEvents);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatch(/^up:answer \d+ to one$/);
    expect(events[1]).toBe(events[0]!.replace("up:", "down:"));

    await toolbar.getByRole("button", { name: "Read aloud" }).click();
    await expect.poll(() => spokenTexts(page), WAIT).toEqual([events[0]!.slice("up:".length)]);
    await page.close();
  }, 180_000);

  it("Read aloud with a text-to-speech endpoint posts the reply's text to it and plays the audio it answers", async () => {
    // The endpoint holds its answer until the test opens this gate: the pending state is seen for sure.
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const tts = await startFakeTtsEndpoint({ hold: () => gate });
    try {
      const page = await openThread("default", recordMediaPlayback, `&tts=${encodeURIComponent(tts.url)}`);
      await send(page, "one");
      await expect.poll(() => assistant(page).textContent(), WAIT).toMatch(/answer \d+ to one/);
      const reply = (await assistant(page).textContent())!.match(/answer \d+ to one/)![0];
      await assistant(page).getByRole("button", { name: "Read aloud" }).click();
      await expect.poll(() => [...tts.received], WAIT).toEqual([`POST application/json ${JSON.stringify({ text: reply })}`]);
      // While the endpoint answers, the button (pressed) stops the reading; nothing plays yet.
      expect(await assistant(page).getByRole("button", { name: "Stop reading" }).getAttribute("aria-pressed")).toBe("true");
      expect(await mediaPlayed(page)).toEqual([]);
      answer();
      // The endpoint's WAV, decoded by Chromium (its length is the WAV's) and played to its end.
      await expect
        .poll(() => mediaPlayed(page), WAIT)
        .toEqual([{ src: expect.stringMatching(/^blob:/), outcome: "playing", ended: true, duration: FAKE_TTS_AUDIO_MS / 1000 }]);
      await expect.poll(() => assistant(page).getByRole("button", { name: "Read aloud" }).getAttribute("aria-pressed"), WAIT).toBe("false");
      await page.close();
    } finally {
      answer();
      await tts.close();
    }
  }, 180_000);

  it("the toolbar is hidden while its reply streams and shown once it has stopped", async () => {
    const page = await openThread("hanging");
    await send(page, "hang");
    await expect.poll(() => assistant(page).textContent(), WAIT).toContain("partial");
    // The run stays open (the agent waits for Stop): the reply is streaming.
    await page.getByRole("button", { name: "Stop generating" }).waitFor(WAIT);
    expect(await assistant(page).getByRole("toolbar").count()).toBe(0);
    await page.getByRole("button", { name: "Stop generating" }).click();
    await assistant(page).getByRole("toolbar").getByRole("button", { name: "Copy message" }).waitFor(WAIT);
    await page.close();
  }, 180_000);

  it("a streamed reply is announced politely, once, when it has finished (not word by word)", async () => {
    const page = await openThread("slow");
    const region = page.locator('[role="status"][aria-live="polite"]');
    expect(await region.count()).toBe(1);
    // Every text the region and the reply take, recorded in the page as the DOM changes.
    await page.evaluate(() => {
      const record = { announced: [] as string[], replies: [] as string[] };
      (globalThis as unknown as { record: typeof record }).record = record;
      const live = document.querySelector('[role="status"][aria-live="polite"]')!;
      new MutationObserver(() => {
        const text = live.textContent ?? "";
        if (record.announced.at(-1) !== text) record.announced.push(text);
        const reply = document.querySelector('.wm-message[data-role="assistant"]')?.textContent ?? "";
        if (reply !== "" && record.replies.at(-1) !== reply) record.replies.push(reply);
      }).observe(document.body, { childList: true, characterData: true, subtree: true });
    });
    await send(page, "go");
    const whole = SLOW_REPLY_WORDS.join("").trim();
    await expect.poll(() => region.textContent(), WAIT).toContain(whole);
    await expect.poll(() => page.getByRole("button", { name: "Send message" }).count(), WAIT).toBe(1);
    const { announced, replies } = await page.evaluate(() => (globalThis as unknown as { record: { announced: string[]; replies: string[] } }).record);
    expect(replies.length).toBeGreaterThan(3); // the reply arrived in pieces…
    expect(announced.filter((text) => text !== "")).toHaveLength(1); // …and was announced once, whole
    expect(announced.filter((text) => text !== "")[0]).toContain(whole);
    await page.close();
  }, 180_000);

  it("has no serious or critical axe-core violations with versions, the toolbar, Stopped and a failed run's error on screen", async () => {
    const page = await openThread();
    await send(page, "one");
    await expect.poll(() => assistant(page).textContent(), WAIT).toMatch(/answer \d+ to one/);
    await assistant(page).getByRole("button", { name: "Regenerate reply" }).click();
    await expect.poll(() => positionOf(page), WAIT).toBe(options.position(2, 2));
    await send(page, "fail");
    await expect.poll(() => page.getByTestId("copilot-message-error").count(), WAIT).toBe(1);
    const controls = await checkAccessibility(page, { label: `${options.binding ?? "chat"}: versions, toolbar, failed run` });
    expect(formatViolations(controls.blocking)).toBe("");
    await page.close();

    const stopped = await openThread("hanging");
    await send(stopped, "hang");
    await expect.poll(() => assistant(stopped).textContent(), WAIT).toContain("partial");
    await stopped.getByRole("button", { name: "Stop generating" }).click();
    await expect.poll(() => stopped.getByTestId("copilot-message-stopped").count(), WAIT).toBe(1);
    const marked = await checkAccessibility(stopped, { label: `${options.binding ?? "chat"}: Stopped` });
    expect(formatViolations(marked.blocking)).toBe("");
    await stopped.close();
  }, 180_000);

  it("honours prefers-reduced-motion: the typing cursor pulses, and stops pulsing when the user asks for less motion", async () => {
    const page = await openThread("hanging");
    await send(page, "think"); // a run that says nothing until Stop: the cursor stays
    const dots = page.locator(".wm-cursor span").first();
    await dots.waitFor(WAIT);
    const running = () => dots.evaluate((element) => element.getAnimations().filter((animation) => animation.playState === "running").length);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await running()).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect.poll(running, WAIT).toBe(0);
    await page.getByRole("button", { name: "Stop generating" }).click();
    await page.close();
  }, 180_000);

  it("Stopped and a failed run's error with Retry show, and still show after a reload", async () => {
    const stopped = await openThread("hanging");
    await send(stopped, "hang");
    await expect.poll(() => assistant(stopped).textContent(), WAIT).toContain("partial");
    await stopped.getByRole("button", { name: "Stop generating" }).click();
    await expect.poll(() => stopped.getByTestId("copilot-message-stopped").textContent(), WAIT).toBe("Stopped");
    await shoot(stopped, "stopped");
    await stopped.reload();
    await expect.poll(() => stopped.getByTestId("copilot-message-stopped").textContent(), WAIT).toBe("Stopped");
    await stopped.close();

    const failed = await openThread();
    await send(failed, "fail");
    await expect.poll(() => failed.getByTestId("copilot-message-error").textContent(), WAIT).toContain("the model is down");
    // Shown once: when the run is over (Send is back), no banner repeats the inline alert.
    await expect.poll(() => failed.getByRole("button", { name: "Send message" }).count(), WAIT).toBe(1);
    expect(await failed.getByRole("alert").count()).toBe(1);
    await failed.reload();
    await expect.poll(() => failed.getByTestId("copilot-message-error").count(), WAIT).toBe(1);
    await shoot(failed, "error-and-retry");
    await failed.getByTestId("copilot-message-error").getByRole("button", { name: "Retry" }).click();
    await expect.poll(() => assistant(failed).textContent(), WAIT).toMatch(/answer \d+ to fail/);
    expect(await failed.getByTestId("copilot-message-error").count()).toBe(0);
    await failed.close();
  }, 180_000);
}

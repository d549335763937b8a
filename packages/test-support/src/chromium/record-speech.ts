import type { Page } from "playwright-core";

interface SpeechRecorder {
  spoken: string[];
  /** Set once `speak` is wrapped: without it, an empty list would not say whether the page spoke. */
  installed: boolean;
  /** Why wrapping failed, when it did. */
  failure?: string;
}

/**
 * Before the page loads, wraps the real `speechSynthesis.speak` so that each utterance's text is
 * recorded (and still spoken); read them with {@link spokenTexts}. The prototype's method is wrapped,
 * not the instance's, so the recorder does not depend on when the page first reads `speechSynthesis`.
 */
export function recordSpeechSynthesis(page: Page): Promise<void> {
  return page.addInitScript(() => {
    const recorder: SpeechRecorder = { spoken: [], installed: false };
    (globalThis as unknown as { __wingmanSpeech: SpeechRecorder }).__wingmanSpeech = recorder;
    try {
      const prototype = globalThis.SpeechSynthesis.prototype;
      const speak = prototype.speak;
      prototype.speak = function (this: SpeechSynthesis, utterance: SpeechSynthesisUtterance) {
        recorder.spoken.push(utterance.text);
        speak.call(this, utterance);
      };
      recorder.installed = true;
    } catch (error) {
      recorder.failure = String(error);
    }
  }).then(() => undefined);
}

/**
 * The texts `speechSynthesis` was asked to speak so far (see {@link recordSpeechSynthesis}). Throws
 * when the recorder is not in the page, so that a test waiting for speech fails with the reason
 * rather than with an empty list.
 */
export async function spokenTexts(page: Page): Promise<string[]> {
  const recorder = await page.evaluate(() => (globalThis as unknown as { __wingmanSpeech?: SpeechRecorder }).__wingmanSpeech);
  if (recorder === undefined) throw new Error("recordSpeechSynthesis is not installed in this page");
  if (!recorder.installed) throw new Error(`recordSpeechSynthesis could not wrap speechSynthesis.speak: ${recorder.failure ?? "unknown"}`);
  return recorder.spoken;
}

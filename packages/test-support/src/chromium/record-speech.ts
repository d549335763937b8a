import type { Page } from "playwright-core";

/**
 * Before the page loads, wraps the real `speechSynthesis.speak` so that each utterance's text is
 * recorded (and still spoken); read them with {@link spokenTexts}.
 */
export function recordSpeechSynthesis(page: Page): Promise<void> {
  return page.addInitScript(() => {
    const spoken: string[] = [];
    (globalThis as unknown as { spoken: string[] }).spoken = spoken;
    const synthesis = globalThis.speechSynthesis;
    const speak = synthesis.speak.bind(synthesis);
    synthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      spoken.push(utterance.text);
      speak(utterance);
    };
  }).then(() => undefined);
}

/** The texts `speechSynthesis` was asked to speak so far (see {@link recordSpeechSynthesis}). */
export function spokenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as unknown as { spoken: string[] }).spoken);
}

import type { Page } from "playwright-core";

/** One `HTMLMediaElement.play()` call as {@link recordMediaPlayback} saw it. */
export interface PlayedMedia {
  readonly src: string;
  /** What `play()`'s promise did: still pending, resolved (playing) or rejected (refused, e.g. by the autoplay policy). */
  readonly outcome: "pending" | "playing" | "refused";
  /** Whether the element played to its end (`ended` fired). */
  readonly ended: boolean;
  /** The element's duration in seconds once it ended (what the browser decoded), else null. */
  readonly duration: number | null;
}

/**
 * Before the page loads, wraps the real `HTMLMediaElement.prototype.play` (elements in the page or
 * not, as `new Audio()` makes) so that each call is recorded, and still plays; read them with
 * {@link mediaPlayed}.
 */
export function recordMediaPlayback(page: Page): Promise<void> {
  return page.addInitScript(() => {
    const played: Array<{ src: string; outcome: string; ended: boolean; duration: number | null }> = [];
    (globalThis as unknown as { mediaPlayed: typeof played }).mediaPlayed = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const record = { src: this.src, outcome: "pending", ended: false, duration: null as number | null };
      played.push(record);
      this.addEventListener("ended", () => Object.assign(record, { ended: true, duration: this.duration }), { once: true });
      const result = play.call(this);
      result.then(
        () => (record.outcome = "playing"),
        () => (record.outcome = "refused"),
      );
      return result;
    };
  }).then(() => undefined);
}

/** The media played so far (see {@link recordMediaPlayback}). */
export function mediaPlayed(page: Page): Promise<PlayedMedia[]> {
  return page.evaluate(() => (globalThis as unknown as { mediaPlayed: PlayedMedia[] }).mediaPlayed);
}

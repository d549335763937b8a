import { vi } from "vitest";

/** What {@link fakeAudioPlayback} saw. */
export interface FakeAudioPlayback {
  /** The `src` of each media element played, in order. */
  readonly played: readonly string[];
  /** Puts jsdom's own play/pause back. */
  restore(): void;
}

/**
 * jsdom cannot play media (its play() and pause() log "Not implemented" errors): this plays each clip
 * through at once, firing `ended` on the next tick as a short clip would, and records what was played,
 * so a read-aloud test can assert that the endpoint's audio reached an element.
 */
export function fakeAudioPlayback(): FakeAudioPlayback {
  const played: string[] = [];
  const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    played.push(this.src);
    setTimeout(() => this.dispatchEvent(new Event("ended")));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
  return {
    played,
    restore: () => {
      play.mockRestore();
      pause.mockRestore();
    },
  };
}

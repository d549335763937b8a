import { parseSseText, type SseFrame } from "./read-sse.js";

/** An event stream read as it comes (see {@link followSse}). */
export interface FollowedSse {
  /** The frames received so far (grows as they arrive). */
  readonly frames: SseFrame[];
  /** Resolves once `count` frames have arrived (or the stream ended short of them). */
  reached(count: number): Promise<void>;
  /** Every frame, once the stream ends. */
  readonly ended: Promise<SseFrame[]>;
}

/**
 * Reads an event-stream response as it comes, so a test can wait for a point in the stream (a run
 * is under way, a follower is attached) instead of sleeping.
 *
 * @example
 * const live = followSse(await postJson(`${url}/agent/slow/run`, input));
 * await live.reached(3);
 */
export function followSse(response: Response): FollowedSse {
  const frames: SseFrame[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const ended = (async () => {
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    let text = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        const cut = text.lastIndexOf("\n\n") + 2;
        frames.push(...parseSseText(text.slice(0, cut)));
        text = text.slice(cut);
        for (const waiter of [...waiters]) waiter();
      }
    } finally {
      done = true;
      for (const waiter of [...waiters]) waiter();
    }
    return frames;
  })();
  const reached = (count: number) =>
    new Promise<void>((resolve) => {
      const check = (): void => {
        if (frames.length >= count || done) {
          waiters.delete(check);
          resolve();
        }
      };
      waiters.add(check);
      check();
    });
  return { frames, reached, ended };
}

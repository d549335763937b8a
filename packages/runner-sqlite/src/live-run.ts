import type { RunnerEvent } from "@wingman/runtime";
import { Observable } from "rxjs";

/**
 * The events of a run in progress in this process and the subscribers following it. Events are
 * appended as the agent emits them but reach subscribers only once `publish` is called, after they
 * were written to the database: a client never holds an id the log could lose in a crash.
 */
export class LiveRun {
  readonly runId: string;
  /** Every event of the run so far, published or not. */
  readonly events: RunnerEvent[] = [];
  #published = 0;
  #finished = false;
  #listeners = new Set<() => void>();

  constructor(runId: string) {
    this.runId = runId;
  }

  get finished(): boolean {
    return this.#finished;
  }

  /** How many leading events are written and visible to subscribers. */
  get published(): number {
    return this.#published;
  }

  /** Makes the first `count` events (default: all appended so far) visible to subscribers. */
  publish(count = this.events.length): void {
    if (count <= this.#published) return;
    this.#published = count;
    for (const listener of this.#listeners) listener();
  }

  /** Publishes what is left and ends the run: subscribers receive it and complete. */
  finish(): void {
    this.#published = this.events.length;
    this.#finished = true;
    for (const listener of this.#listeners) listener();
    this.#listeners.clear();
  }

  /** The run's published events with an id above `after` (all without it), then the rest as published. */
  observe(after?: number): Observable<RunnerEvent> {
    return new Observable<RunnerEvent>((subscriber) => {
      let index = after === undefined ? 0 : firstIndexAfter(this.events, after);
      const pump = (): void => {
        while (index < this.#published && !subscriber.closed) subscriber.next(this.events[index++]!);
        if (this.#finished) subscriber.complete();
      };
      pump();
      if (subscriber.closed) return undefined;
      this.#listeners.add(pump);
      return () => this.#listeners.delete(pump);
    });
  }
}

function firstIndexAfter(events: readonly RunnerEvent[], after: number): number {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (events[middle]!.id > after) high = middle;
    else low = middle + 1;
  }
  return low;
}

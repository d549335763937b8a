import type { BaseEvent } from "@ag-ui/core";
import { Observable } from "rxjs";
import type { RunnerEvent } from "./agent-runner.js";

/**
 * The events of a run in progress and the subscribers following it: a building block for runners.
 * Every subscriber reads the one shared event array by index — a late subscriber replays it from
 * where it asks, then follows — so following a run costs no per-subscriber buffer.
 *
 * @example
 * const live = new LiveRun(input.runId);
 * live.append(nextId++, event); // for each event of the run
 * live.finish();                // after the terminal: followers complete
 * return live.observe(after);   // any number of times, at any point
 */
export class LiveRun {
  readonly runId: string;
  readonly #events: RunnerEvent[] = [];
  #finished = false;
  #listeners = new Set<() => void>();

  constructor(runId: string) {
    this.runId = runId;
  }

  get finished(): boolean {
    return this.#finished;
  }

  /** The run's events so far, in order. */
  get events(): readonly RunnerEvent[] {
    return this.#events;
  }

  /** Adds an event (ids must increase) and hands it to every follower. Ignored once finished. */
  append(id: number, event: BaseEvent): void {
    if (this.#finished) return;
    this.#events.push({ id, event });
    for (const listener of this.#listeners) listener();
  }

  /** Marks the run ended: followers receive what is left and complete. */
  finish(): void {
    if (this.#finished) return;
    this.#finished = true;
    for (const listener of this.#listeners) listener();
    this.#listeners.clear();
  }

  /** The run's events with an id above `after` (all of them without it), then the rest as they come. */
  observe(after?: number): Observable<RunnerEvent> {
    return new Observable<RunnerEvent>((subscriber) => {
      let index = after === undefined ? 0 : firstIndexAfter(this.#events, after);
      const pump = (): void => {
        while (index < this.#events.length && !subscriber.closed) subscriber.next(this.#events[index++]!);
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

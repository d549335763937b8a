import type { BaseEvent } from "@ag-ui/core";
import { finalizeRunEvents, type FinalizeRunEventsOptions } from "@wingman/shared";
import { firstIndexAfter, isTerminalEventType } from "@wingman/shared/internal";
import { Observable, type Subscription } from "rxjs";
import type { RunnerEvent } from "./agent-runner.js";
import { EncodedRunnerEvent } from "./encoded-runner-event.js";

/**
 * Where the followers of a fenced run continue: the stored events of that run after `after` (the
 * last id a follower received; undefined when it received none and asked from the run's start),
 * ending with the stored terminal event.
 */
export type StoredRunEvents = (after: number | undefined) => Observable<RunnerEvent>;

/** Options of a {@link LiveRun}. */
export interface LiveRunOptions {
  /**
   * Whether appended events wait for `publish` before subscribers see them: for a runner that
   * must write them first, so that a client never holds an id its log could lose. Default: false
   * (an appended event is delivered at once).
   */
  readonly publishOnConfirm?: boolean;
}

/**
 * The events of a run in progress and the subscribers following it: a building block for runners.
 * Every subscriber reads the one shared event array by index — a late subscriber replays it from
 * where it asks, then follows — so following a run costs no per-subscriber buffer.
 *
 * @example
 * const live = new LiveRun(input.runId);
 * live.append(nextId++, event); // for each event of the run (the terminal waits for finish)
 * live.finish();                // the run is stored and its thread free: followers get the end
 * return live.observe(after);   // any number of times, at any point
 *
 * // A runner writing events before they may be seen:
 * const durable = new LiveRun(input.runId, { publishOnConfirm: true });
 * durable.append(nextId++, event); // stored, not yet delivered
 * durable.publish(writtenCount);   // once the log holds the first `writtenCount` events
 * durable.fence((after) => storedEventsOfRun(after)); // it lost its lease: followers read the log
 */
export class LiveRun {
  readonly runId: string;
  readonly #events: RunnerEvent[] = [];
  readonly #publishOnConfirm: boolean;
  #published = 0;
  /** Where the run's terminal event is, once appended: it waits for `finish`. */
  #terminalAt = Number.POSITIVE_INFINITY;
  #finished = false;
  #stored: StoredRunEvents | undefined;
  #listeners = new Set<() => void>();

  constructor(runId: string, options: LiveRunOptions = {}) {
    this.runId = runId;
    this.#publishOnConfirm = options.publishOnConfirm === true;
  }

  get finished(): boolean {
    return this.#finished;
  }

  /** The run's events so far, in order (published or not). */
  get events(): readonly RunnerEvent[] {
    return this.#events;
  }

  /** How many leading events subscribers may see. */
  get published(): number {
    return this.#published;
  }

  /**
   * Adds an event (ids must increase). It goes to every follower at once, or with `publishOnConfirm`
   * once published. Ignored once finished. `json`, when the runner has serialised the event already
   * (`JSON.stringify(event)`, to measure or store it), is what event streams write for it, as they
   * write a stored event's: the event is not serialised again.
   */
  append(id: number, event: BaseEvent, json?: string): void {
    if (this.#finished) return;
    if (this.#terminalAt === Number.POSITIVE_INFINITY && isTerminalEventType(event.type)) this.#terminalAt = this.#events.length;
    this.#events.push(json === undefined ? { id, event } : EncodedRunnerEvent.of(id, event, json));
    if (!this.#publishOnConfirm) this.publish();
  }

  /**
   * Closes what the run left open (messages, tool calls, the run itself, as `finalizeRunEvents`
   * does) by appending the closing events, numbered from `nextId`; returns the id after the last.
   * Every runner ends a run this way before it stores it.
   */
  appendClosers(nextId: number, options: Omit<FinalizeRunEventsOptions, "runId">): number {
    const closers = finalizeRunEvents(
      this.#events.map(({ event }) => event),
      { ...options, runId: this.runId },
    );
    for (const closer of closers) this.append(nextId++, closer);
    return nextId;
  }

  /**
   * Makes the first `count` events (default: all appended so far) visible to followers, except the
   * run's terminal event, which only `finish` publishes: runners finish a run once it is stored and
   * its thread free, so a client that has seen the end finds the thread ready for its next run,
   * branch switch or load (a batch stored with the agent's own `RUN_FINISHED` used to publish it
   * before that, and a client acting at once got 409 or a thread still being stored). Ignored once finished.
   */
  publish(count = this.#events.length): void {
    if (this.#finished) return;
    const upTo = Math.min(count, this.#events.length, this.#terminalAt);
    if (upTo <= this.#published) return;
    this.#published = upTo;
    for (const listener of this.#listeners) listener();
  }

  /** Publishes what is left and marks the run ended: followers receive it and complete. */
  finish(): void {
    if (this.#finished) return;
    this.#published = this.#events.length;
    this.#finished = true;
    for (const listener of this.#listeners) listener();
    this.#listeners.clear();
  }

  /**
   * Ends the run for its followers without publishing anything more: the run lost its lock or
   * lease, so what it holds beyond the published events may differ from the log. Each follower
   * (and any later one) gets the published events it has not seen, then continues from `stored`
   * after the last one it received, so that it ends with exactly what the log holds. Ignored once
   * finished.
   */
  fence(stored: StoredRunEvents): void {
    if (this.#finished) return;
    this.#stored = stored;
    this.#finished = true;
    for (const listener of this.#listeners) listener();
    this.#listeners.clear();
  }

  /** The run's published events with an id above `after` (all without it), then the rest as published. */
  observe(after?: number): Observable<RunnerEvent> {
    return new Observable<RunnerEvent>((subscriber) => {
      let index = after === undefined ? 0 : firstIndexAfter(this.#events, after);
      let handover: Subscription | undefined;
      const pump = (): void => {
        while (index < this.#published && !subscriber.closed) subscriber.next(this.#events[index++]!);
        if (!this.#finished || subscriber.closed || handover !== undefined) return;
        if (this.#stored === undefined) return subscriber.complete();
        const lastSeen = index === 0 ? after : Math.max(this.#events[index - 1]!.id, after ?? 0);
        handover = this.#stored(lastSeen).subscribe(subscriber);
      };
      pump();
      if (this.#finished || subscriber.closed) return () => handover?.unsubscribe();
      this.#listeners.add(pump);
      return () => {
        this.#listeners.delete(pump);
        handover?.unsubscribe();
      };
    });
  }
}

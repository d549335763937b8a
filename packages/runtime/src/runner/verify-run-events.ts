import { verifyEvents } from "@ag-ui/client";
import type { BaseEvent } from "@ag-ui/core";
import { DELTA_STREAM_KEY } from "@wingman/shared/internal";
import { Observable, Subject } from "rxjs";

/**
 * Whether `event` is another delta of the same stream as `previous`, from the same subagent.
 * `verifyEvents` judges such a delta only by its type, that stream id and its `subagentRunId`,
 * against state that no delta changes: right after a delta that passed, it passes too.
 */
function continuesDelta(previous: BaseEvent, event: BaseEvent): boolean {
  if (event.type !== previous.type) return false;
  const key = DELTA_STREAM_KEY[event.type];
  return key !== undefined && event[key] === previous[key] && event.subagentRunId === previous.subagentRunId;
}

/**
 * `verifyEvents` from `@ag-ui/client`, with its verdict on consecutive deltas of one stream reused
 * instead of recomputed. The library checks each event in an RxJS `mergeMap`, an inner subscription
 * per event, which made up a fifth of the runtime's CPU time on a long answer; the first delta of a
 * burst is still checked by it, and every other event too. A property test holds this to
 * `verifyEvents`' own verdicts (verify-run-events.test.ts).
 */
export function verifyRunEvents(source: Observable<BaseEvent>): Observable<BaseEvent> {
  return new Observable<BaseEvent>((subscriber) => {
    const checked = new Subject<BaseEvent>();
    // The last event that reached the subscriber: it passed verification.
    let passed: BaseEvent | undefined;
    const verified = checked.pipe(verifyEvents()).subscribe({
      next: (event) => {
        passed = event;
        subscriber.next(event);
      },
      error: (error: unknown) => subscriber.error(error),
      complete: () => subscriber.complete(),
    });
    const upstream = source.subscribe({
      next: (event) => {
        if (passed !== undefined && continuesDelta(passed, event)) {
          passed = event;
          subscriber.next(event);
          return;
        }
        // Verification runs synchronously: `passed` is set again before next() returns if it passes.
        passed = undefined;
        checked.next(event);
      },
      error: (error: unknown) => checked.error(error),
      complete: () => checked.complete(),
    });
    return () => {
      upstream.unsubscribe();
      verified.unsubscribe();
    };
  });
}

import { transformChunks } from "@ag-ui/client";
import { EventType, type BaseEvent } from "@ag-ui/core";
import { Observable, Subject, Subscription } from "rxjs";

const chunkTypes = new Set<string>([EventType.TEXT_MESSAGE_CHUNK, EventType.TOOL_CALL_CHUNK, EventType.REASONING_MESSAGE_CHUNK]);

/**
 * `transformChunks` (chunk events → START/CONTENT/END), engaged only from the first chunk event on.
 * Until a chunk opens a stream, `transformChunks` passes every event through unchanged, so skipping
 * it there gives the same stream without its per-event cost for agents that never send chunks.
 */
export function expandChunks(source: Observable<BaseEvent>): Observable<BaseEvent> {
  return new Observable<BaseEvent>((subscriber) => {
    let expander: Subject<BaseEvent> | undefined;
    // Created first: a source that emits while being subscribed to may need it at once.
    const subscription = new Subscription();
    const upstream = source.subscribe({
      next: (event) => {
        if (expander === undefined) {
          if (!chunkTypes.has(event.type)) return subscriber.next(event);
          expander = new Subject<BaseEvent>();
          subscription.add(expander.pipe(transformChunks()).subscribe(subscriber));
        }
        expander.next(event);
      },
      error: (error: unknown) => (expander === undefined ? subscriber.error(error) : expander.error(error)),
      complete: () => (expander === undefined ? subscriber.complete() : expander.complete()),
    });
    subscription.add(upstream);
    return subscription;
  });
}

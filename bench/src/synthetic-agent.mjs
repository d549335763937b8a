import { AbstractAgent } from "@ag-ui/client";
import { Observable } from "rxjs";
import { EVENTS_PER_TICK, syntheticRunEvents } from "./synthetic-events.mjs";

/** An AG-UI agent that streams `forwardedProps.deltas` text deltas, EVENTS_PER_TICK per macrotask. */
export class SyntheticAgent extends AbstractAgent {
  run(input) {
    const deltas = Number(input.forwardedProps?.deltas ?? 1);
    return new Observable((subscriber) => {
      const deltaBytes = Number(input.forwardedProps?.deltaBytes ?? 0);
      const events = syntheticRunEvents({ threadId: input.threadId, runId: input.runId, deltas, deltaBytes });
      let timer;
      let cancelled = false;
      const pump = () => {
        for (let count = 0; count < EVENTS_PER_TICK; count++) {
          const next = events.next();
          if (next.done) {
            subscriber.complete();
            return;
          }
          subscriber.next(next.value);
          if (cancelled) return;
        }
        timer = setImmediate(pump);
      };
      timer = setImmediate(pump);
      return () => {
        cancelled = true;
        clearImmediate(timer);
      };
    });
  }
}

import type { Observable } from "rxjs";
import type { RunnerEvent } from "../../runner/agent-runner.js";

/** A runner stream read to its end, with what came so far readable meanwhile (to act once an event is in). */
export function watchStream(stream: Observable<RunnerEvent>): { readonly events: RunnerEvent[]; readonly done: Promise<RunnerEvent[]> } {
  const events: RunnerEvent[] = [];
  const done = new Promise<RunnerEvent[]>((resolve, reject) => {
    stream.subscribe({ next: (entry) => void events.push(entry), complete: () => resolve(events), error: reject });
  });
  return { events, done };
}

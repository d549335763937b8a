import { lastValueFrom, toArray, type Observable } from "rxjs";
import type { RunnerEvent } from "../runner/agent-runner.js";

/** Every event of a runner stream, once it completes. */
export function collectRunnerEvents(events: Observable<RunnerEvent>): Promise<RunnerEvent[]> {
  return lastValueFrom(events.pipe(toArray()));
}

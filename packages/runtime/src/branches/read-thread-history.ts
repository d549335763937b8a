import { ThreadHistory } from "@wingman/shared/internal";
import type { RunnerThreadRequest, WingmanAgentRunner } from "../runner/agent-runner.js";

/**
 * The thread's branches and run statuses, read from its stored log (`connect` from the start).
 * While a run is live the log's stream follows it, so this resolves when that run ends.
 */
export function readThreadHistory(runner: WingmanAgentRunner, request: RunnerThreadRequest): Promise<ThreadHistory> {
  const history = new ThreadHistory();
  return new Promise((resolve, reject) => {
    runner.connect(request).subscribe({
      next: ({ event }) => history.apply(event),
      error: reject,
      complete: () => resolve(history),
    });
  });
}

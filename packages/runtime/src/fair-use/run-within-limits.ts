import type { Observable } from "rxjs";
import { WingmanHttpError } from "../errors/wingman-http-error.js";
import type { RunnerEvent, RunnerRunRequest } from "../runner/agent-runner.js";
import type { CopilotRuntime } from "../runtime/copilot-runtime.js";
import { countOwnerThreads } from "./count-owner-threads.js";
import { drainingError } from "../lifecycle/draining-error.js";

/** How long a client refused for its thread count is told to wait: deleting a thread frees room at once. */
const threadLimitRetryAfterSeconds = 60;

/**
 * Starts a run through the runtime's runner within the caller's per-owner limits (threads,
 * concurrent runs, runs per minute): past one, throws a 429 `too_many_requests` with
 * `Retry-After`, before the runner is asked. The run counts as in progress until its stream
 * completes, whether or not anyone still reads it. Used by every transport (REST, single route,
 * WebSocket), so the limits hold however the run is asked for. A draining runtime refuses every
 * new run with a 503 `draining` and `Retry-After`; the runs it starts are tracked until they end.
 */
export async function runWithinLimits(runtime: CopilotRuntime, request: RunnerRunRequest): Promise<Observable<RunnerEvent>> {
  const { runner } = runtime;
  const { ownerId, threadId } = request;
  const maxThreads = runtime.limits.maxThreadsPerOwner;
  if (Number.isFinite(maxThreads) && (await runner.getThread({ ownerId, threadId })) === undefined) {
    if ((await countOwnerThreads(runner, ownerId, maxThreads)) >= maxThreads) {
      throw new WingmanHttpError(
        429,
        "too_many_requests",
        `At most ${maxThreads} threads may be kept per user (limits.maxThreadsPerOwner); delete one to start another`,
        {
          body: { limit: "maxThreadsPerOwner", retryAfter: threadLimitRetryAfterSeconds },
          headers: { "Retry-After": String(threadLimitRetryAfterSeconds) },
        },
      );
    }
  }
  // Checked after the awaits above, so that no run starts once draining began.
  if (runtime.draining) throw drainingError();
  const release = runtime.ownerRuns.acquire(ownerId);
  let events: Observable<RunnerEvent>;
  try {
    events = await runner.run(request);
  } catch (error) {
    release();
    throw error;
  }
  // One subscription for both ends: every follower of a run is called on each of its events.
  const untrack = runtime.lifecycle.trackRun();
  const ended = (): void => {
    release();
    untrack();
  };
  events.subscribe({ complete: ended, error: ended });
  return events;
}

import { Observable, type Subscription } from "rxjs";
import type { WingmanAgentRunner, RunnerEvent } from "../runner/agent-runner.js";

export interface FollowThreadRequest {
  readonly ownerId: string;
  readonly threadId: string;
  readonly agentId?: string;
  /** Events up to this id are skipped. */
  readonly after?: number;
  /** Without `runner.watchThreads`, how often an idle thread is looked at again for new runs. */
  readonly pollIntervalMs: number;
}

/**
 * Every event of a thread from `after` on, across runs, without end: the thread's log is replayed
 * and its live run followed (`runner.connect`), and each time a new run starts — learnt from
 * `runner.watchThreads`, or by polling an idle thread — it is connected to again after the last
 * event delivered. Nothing is delivered twice, nothing skipped.
 */
export function followThread(runner: WingmanAgentRunner, request: FollowThreadRequest): Observable<RunnerEvent> {
  const { ownerId, threadId, agentId, pollIntervalMs } = request;
  return new Observable<RunnerEvent>((subscriber) => {
    let cursor = request.after;
    let current: Subscription | undefined;
    let connecting = false;
    let again = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedulePoll = (): void => {
      if (runner.watchThreads !== undefined || subscriber.closed) return;
      timer = setTimeout(kick, pollIntervalMs);
      (timer as { unref?: () => void }).unref?.();
    };

    const ended = (): void => {
      current = undefined;
      connecting = false;
      if (subscriber.closed) return;
      if (again) {
        again = false;
        kick();
      } else schedulePoll();
    };

    function kick(): void {
      if (subscriber.closed) return;
      if (connecting) {
        again = true;
        return;
      }
      clearTimeout(timer);
      connecting = true;
      let done = false;
      let events: Observable<RunnerEvent>;
      try {
        events = runner.connect({ ownerId, threadId, ...(agentId !== undefined && { agentId }), ...(cursor !== undefined && { after: cursor }) });
      } catch (error) {
        // A runner may refuse at once (its store is down); this runs from timers and watch callbacks.
        connecting = false;
        subscriber.error(error);
        return;
      }
      const subscription = events
        .subscribe({
          next: (entry) => {
            if (cursor !== undefined && entry.id <= cursor) return;
            cursor = entry.id;
            subscriber.next(entry);
          },
          error: (error: unknown) => subscriber.error(error),
          complete: () => {
            done = true;
            ended();
          },
        });
      if (!done) current = subscription;
    }

    const unwatch = runner.watchThreads?.({ ownerId, ...(agentId !== undefined && { agentId }) }, (change) => {
      if (change.threadId === threadId && change.kind === "run-started") kick();
    });
    kick();
    // A watch may become active a moment after it is asked for (a pub/sub subscription): look once
    // more after that moment, so that a run started meanwhile is not missed.
    const settle = unwatch === undefined ? undefined : setTimeout(kick, pollIntervalMs);
    (settle as { unref?: () => void } | undefined)?.unref?.();
    return () => {
      unwatch?.();
      clearTimeout(settle);
      clearTimeout(timer);
      current?.unsubscribe();
      current = undefined;
    };
  });
}

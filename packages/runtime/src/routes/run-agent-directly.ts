import type { AbstractAgent } from "@ag-ui/client";
import type { BaseEvent, RunAgentInput } from "@ag-ui/core";
import { finalizeRunEvents } from "@wingman/shared";
import { Observable } from "rxjs";
import type { RunnerEvent } from "../runner/agent-runner.js";

/**
 * Runs an agent outside any runner (nothing is stored): its events, numbered from 1, then the
 * closers of whatever it left open. Unsubscribing before the end aborts the run.
 */
export function runAgentDirectly(agent: AbstractAgent, input: RunAgentInput): Observable<RunnerEvent> {
  return new Observable<RunnerEvent>((subscriber) => {
    const events: BaseEvent[] = [];
    let ended = false;
    const finish = (error?: unknown): void => {
      ended = true;
      const interruptionMessage = error === undefined ? undefined : error instanceof Error ? error.message : String(error);
      const before = events.length;
      // finalizeRunEvents appends the closers to `events` itself.
      finalizeRunEvents(events, { stopRequested: false, interruptionMessage }).forEach((event, index) =>
        subscriber.next({ id: before + index + 1, event }),
      );
      subscriber.complete();
    };
    agent
      .runAgent(
        {
          runId: input.runId,
          tools: input.tools,
          context: input.context,
          forwardedProps: input.forwardedProps,
          ...(input.resume === undefined ? {} : { resume: input.resume }),
        },
        {
          onEvent: ({ event }) => {
            events.push(event);
            subscriber.next({ id: events.length, event });
          },
        },
      )
      .then(
        () => finish(),
        (error: unknown) => finish(error),
      );
    return () => {
      if (!ended) agent.abortRun();
    };
  });
}

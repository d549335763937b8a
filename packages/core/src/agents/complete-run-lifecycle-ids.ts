import { EventType, type AbstractAgent, type BaseEvent, type RunAgentInput } from "@ag-ui/client";
import { map, type Observable } from "rxjs";

const completed = new WeakSet<AbstractAgent>();

/**
 * Gives an in-process agent's `RUN_STARTED` and `RUN_FINISHED` events the run's `threadId` and
 * `runId` when they leave them out.
 *
 * AG-UI requires both ids on those events, but before 1.0 nothing checked, and agents written
 * for CopilotKit (AG-UI 0.0.x) — test doubles above all — emit a bare `{ type: RUN_STARTED }`.
 * `@ag-ui/client` 1.0 now rejects such a run outright. The ids have exactly one right value, the
 * input's, so filling them in loses nothing; every other rule of the protocol is still enforced.
 * Applied once per agent, as an AG-UI middleware (it runs before the client's enforcement).
 */
export function completeRunLifecycleIds(agent: AbstractAgent): void {
  // Duck-typed agents (no AbstractAgent) have no middleware chain and are run as they are.
  if (completed.has(agent) || typeof (agent as Partial<AbstractAgent>).use !== "function") return;
  completed.add(agent);
  agent.use((input: RunAgentInput, next: AbstractAgent): Observable<BaseEvent> =>
    // `run` is protected on AbstractAgent; a middleware is what is meant to call it.
    (next as unknown as { run(input: RunAgentInput): Observable<BaseEvent> }).run(input).pipe(map((event) => withRunIds(event, input))),
  );
}

function withRunIds(event: BaseEvent, input: RunAgentInput): BaseEvent {
  if (event.type !== EventType.RUN_STARTED && event.type !== EventType.RUN_FINISHED) return event;
  const ids = event as BaseEvent & { threadId?: unknown; runId?: unknown };
  if (typeof ids.threadId === "string" && typeof ids.runId === "string") return event;
  return { ...event, threadId: typeof ids.threadId === "string" ? ids.threadId : input.threadId, runId: typeof ids.runId === "string" ? ids.runId : input.runId } as BaseEvent;
}

import type { AbstractAgent } from "@ag-ui/client";
import type { BaseEvent, RunAgentInput } from "@ag-ui/core";
import type { Observable } from "rxjs";

/**
 * How a {@link ProxiedCopilotRuntimeAgent} exchanges events with its runtime when not over HTTP +
 * SSE: the seam a realtime (WebSocket) transport plugs into. Events are applied by the agent's own
 * pipeline (verification, reducer, subscribers), so an implementation only moves events.
 */
export interface AgentEventTransport {
  /** Starts a run and streams its events until its terminal event. */
  run(input: RunAgentInput, context: { agent: AbstractAgent; signal: AbortSignal }): Observable<BaseEvent>;
  /** Attaches to a thread: history after `lastEventId` (all when undefined), then the live run. */
  connect(
    input: RunAgentInput,
    context: { agent: AbstractAgent; signal: AbortSignal; lastEventId: string | undefined },
  ): Observable<BaseEvent>;
  /** Stops the thread's run on the runtime; resolves whether one was stopped. */
  stop(threadId: string, context: { agent: AbstractAgent }): Promise<boolean>;
}

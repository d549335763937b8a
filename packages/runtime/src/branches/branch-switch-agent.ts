import { AbstractAgent } from "@ag-ui/client";
import { EventType, type BaseEvent, type RunAgentInput } from "@ag-ui/core";
import { Observable } from "rxjs";

/**
 * The agent of a branch switch: a run that does nothing but start and finish. Its input is the
 * branch to make active; the runner records it as a fork (`MESSAGES_SNAPSHOT`), so the switch is
 * in the log like any other run, survives reloads, and every runner stores it the same way.
 */
export class BranchSwitchAgent extends AbstractAgent {
  constructor() {
    super({ agentId: "branch-switch", description: "Makes a stored branch the active one" });
  }

  run(input: RunAgentInput): Observable<BaseEvent> {
    const { threadId, runId } = input;
    return new Observable<BaseEvent>((subscriber) => {
      subscriber.next({ type: EventType.RUN_STARTED, threadId, runId } as BaseEvent);
      subscriber.next({ type: EventType.RUN_FINISHED, threadId, runId } as BaseEvent);
      subscriber.complete();
    });
  }
}

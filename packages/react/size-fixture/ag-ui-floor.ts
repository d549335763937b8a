// The floor under the headless figure: @ag-ui/client's AbstractAgent (which every agent extends) and
// what it pulls (its event schemas in zod, rxjs, fast-json-patch), with none of our code.
import { AbstractAgent, type BaseEvent, type RunAgentInput } from "@ag-ui/client";
import { Observable } from "rxjs";

class EmptyAgent extends AbstractAgent {
  run(_input: RunAgentInput): Observable<BaseEvent> {
    return new Observable<BaseEvent>((subscriber) => subscriber.complete());
  }
}

(globalThis as { agent?: AbstractAgent }).agent = new EmptyAgent();

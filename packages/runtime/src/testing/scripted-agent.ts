import { AbstractAgent } from "@ag-ui/client";
import type { BaseEvent, RunAgentInput } from "@ag-ui/core";
import { Observable, type Subscriber } from "rxjs";

/** The events a `ScriptedAgent` emits and how it ends. Defaults: no delay, stream completes. */
export interface ScriptedAgentOptions {
  /** The events of one run, computed from its input (see `textRunEvents`). */
  readonly script: (input: RunAgentInput) => readonly BaseEvent[];
  /** Pause between two events, in ms. Default 0: the whole script is emitted at once. */
  readonly delayMs?: number;
  /**
   * What happens after the script: `"complete"` (default) ends the stream, `"wait-for-abort"` keeps
   * it open until `abortRun()`, an `Error` fails the run with it.
   */
  readonly end?: "complete" | "wait-for-abort" | Error;
  /** The agent's id. Default: `"scripted"`. */
  readonly agentId?: string;
}

/**
 * A test agent that plays a scripted event sequence, optionally paced, hanging or failing. Clones
 * (as the runtime makes per request) share the script and the `inputs` log. `abortRun()` ends every
 * run in progress of this instance at once, without a terminal event, like an aborted fetch.
 *
 * @example
 * const agent = new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["Hi", "!"] }) });
 */
export class ScriptedAgent extends AbstractAgent {
  // Plain private fields, not #private ones: AbstractAgent.clone() builds copies with Object.create,
  // which skips the constructor, so clone() below must be able to assign them.
  private options: ScriptedAgentOptions;
  private inputLog: RunAgentInput[] = [];
  private aborters = new Set<() => void>();
  private openRuns = new Set<Subscriber<BaseEvent>>();

  constructor(options: ScriptedAgentOptions) {
    super({ agentId: options.agentId ?? "scripted", description: "Plays a scripted event sequence" });
    this.options = options;
  }

  /** Every input this agent and its clones were run with, in order. */
  get inputs(): readonly RunAgentInput[] {
    return this.inputLog;
  }

  run(input: RunAgentInput): Observable<BaseEvent> {
    this.inputLog.push(input);
    const events = this.options.script(input);
    const { delayMs = 0, end = "complete" } = this.options;
    return new Observable<BaseEvent>((subscriber) => {
      let index = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const abort = (): void => subscriber.complete();
      this.aborters.add(abort);
      this.openRuns.add(subscriber);
      const finish = (): void => {
        if (end === "complete") subscriber.complete();
        else if (end instanceof Error) subscriber.error(end);
      };
      const step = (): void => {
        while (index < events.length && !subscriber.closed) {
          subscriber.next(events[index++]!);
          if (delayMs > 0 && index < events.length) {
            timer = setTimeout(step, delayMs);
            return;
          }
        }
        finish();
      };
      if (delayMs > 0) timer = setTimeout(step, delayMs);
      else step();
      return () => {
        clearTimeout(timer);
        this.aborters.delete(abort);
        this.openRuns.delete(subscriber);
      };
    });
  }

  /**
   * Emits `events` on every run of this instance still in progress, after what its script emitted
   * so far: for a test that drives an open run (`end: "wait-for-abort"`) from outside.
   */
  emit(...events: readonly BaseEvent[]): void {
    for (const subscriber of [...this.openRuns]) for (const event of events) subscriber.next(event);
  }

  override abortRun(): void {
    for (const abort of [...this.aborters]) abort();
  }

  override clone(): ScriptedAgent {
    const copy: ScriptedAgent = super.clone();
    copy.options = this.options;
    copy.inputLog = this.inputLog;
    copy.aborters = new Set();
    copy.openRuns = new Set();
    return copy;
  }
}

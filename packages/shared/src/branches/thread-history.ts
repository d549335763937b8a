import { EventType, type BaseEvent, type Message } from "@ag-ui/core";
import { reduceRunMessages } from "../reducers/reduce-run-messages.js";
import { MessageTree } from "./message-tree.js";
import { isDerivedMessage } from "./record-run-input.js";

/** How the run that ended on a message went, when it did not simply finish. */
export interface MessageRunStatus {
  /** `stopped`: the run was cancelled (Stop); `failed`: it ended with `RUN_ERROR`. */
  readonly status: "stopped" | "failed";
  readonly runId: string | undefined;
  /** The error's text, for a failed run. */
  readonly message?: string;
  readonly code?: string;
}

/**
 * Follows a thread's event log, stored or live, run by run: the message list after each run feeds
 * a {@link MessageTree} (the branches), and each run that was stopped or failed leaves its status
 * on the last conversation message it ended with (its answer, or the user message when it had
 * none). The runtime's thread API and the client core both read threads with it, so they agree.
 *
 * @example
 * const history = new ThreadHistory();
 * for (const { event } of storedEvents) history.apply(event);
 * history.tree.active; // the active branch
 */
export class ThreadHistory {
  readonly tree = new MessageTree();
  readonly #statuses = new Map<string, MessageRunStatus>();
  #messages: Message[] = [];
  #run: BaseEvent[] | undefined;

  /** The stopped and failed runs, by the message each ended on. */
  get statuses(): ReadonlyMap<string, MessageRunStatus> {
    return this.#statuses;
  }

  /** True between a run's `RUN_STARTED` and its terminal event. */
  get hasOpenRun(): boolean {
    return this.#run !== undefined;
  }

  apply(event: BaseEvent): void {
    switch (event.type) {
      case EventType.RUN_STARTED:
        if (this.#run !== undefined) this.#end(undefined);
        this.#run = [event];
        return;
      case EventType.RUN_FINISHED:
      case EventType.RUN_ERROR:
        (this.#run ??= []).push(event);
        this.#end(event);
        return;
      case EventType.MESSAGES_SNAPSHOT:
        if (this.#run === undefined) {
          this.#messages = reduceRunMessages(this.#messages, [event]);
          this.tree.addPath(this.#messages);
          return;
        }
        this.#run.push(event);
        return;
      default:
        this.#run?.push(event);
    }
  }

  #end(terminal: BaseEvent | undefined): void {
    const events = this.#run ?? [];
    this.#run = undefined;
    this.#messages = reduceRunMessages(this.#messages, events);
    this.tree.addPath(this.#messages);
    const last = this.#messages.findLast((message) => !isDerivedMessage(message));
    const status = terminal === undefined ? undefined : statusOf(terminal, events[0]);
    if (last !== undefined && status !== undefined) this.#statuses.set(last.id, status);
  }
}

function statusOf(terminal: BaseEvent, started: BaseEvent | undefined): MessageRunStatus | undefined {
  const runId = typeof started?.runId === "string" ? started.runId : typeof terminal.runId === "string" ? terminal.runId : undefined;
  if (terminal.type === EventType.RUN_ERROR) {
    return {
      status: "failed",
      runId,
      message: typeof terminal.message === "string" ? terminal.message : "The run failed",
      ...(typeof terminal.code === "string" && { code: terminal.code }),
    };
  }
  const outcome = terminal.outcome as { type?: unknown } | undefined;
  return outcome?.type === "cancelled" ? { status: "stopped", runId } : undefined;
}

import { EventType, type BaseEvent, type RunAgentInput } from "@ag-ui/core";
import { Observable } from "rxjs";
import { isAbortError } from "../async/is-abort-error.js";
import { omitNullMessageFields } from "./omit-null-message-fields.js";
import { RuntimeRequestError } from "../runtime-api/runtime-request-error.js";
import { backoffDelay, readServerSentEvents } from "@wingman/shared/internal";

/** One HTTP attempt of a {@link resumableEventStream}: what to send, as the runtime method it calls. */
export interface ResumableEventStreamRequest {
  readonly method: "agent/run" | "agent/connect";
  readonly body: unknown;
  /** Extra headers of this attempt (`Last-Event-ID` when resuming). */
  readonly headers: Record<string, string>;
  readonly signal: AbortSignal;
}

export interface ResumableEventStreamOptions {
  readonly method: "agent/run" | "agent/connect";
  readonly input: RunAgentInput;
  /** Aborting it ends the stream quietly (no error, no reconnect). */
  readonly signal: AbortSignal;
  /** Resume attempts after a drop, and the backoff between them (ceiling `delayMs` doubling to `maxDelayMs`, full jitter). */
  readonly reconnect: { readonly maxAttempts: number; readonly delayMs: number; readonly maxDelayMs: number };
  /** The last event id seen on the thread (read when the stream starts): a connect asks only for what follows it. */
  lastEventId(): string | undefined;
  /** Sends one attempt; called again, as a connect, for every resume. */
  send(request: ResumableEventStreamRequest): Promise<Response>;
  /** Each SSE `id:` as it arrives (the caller's resume cursor). */
  onEventId(id: string): void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * One run or connect as an event stream over HTTP + SSE. When the connection drops while a run is
 * open (no RUN_FINISHED/RUN_ERROR yet), it reconnects with `agent/connect` from the last event id
 * it saw, so the subscriber receives every event exactly once.
 */
export function resumableEventStream(options: ResumableEventStreamOptions): Observable<BaseEvent> {
  return new Observable<BaseEvent>((subscriber) => {
    const local = new AbortController();
    const outer = options.signal;
    const abort = () => local.abort();
    if (outer.aborted) local.abort();
    else outer.addEventListener("abort", abort, { once: true });
    // The runtime validates the input against the protocol's schema (and strips unknown keys);
    // `enforceOutgoingInput` here would ship that schema to every browser (README, "Bundle size").
    const payload = omitNullMessageFields(options.input);
    const { maxAttempts, delayMs, maxDelayMs } = options.reconnect;

    const pump = async () => {
      let method = options.method;
      let lastEventId = method === "agent/connect" ? options.lastEventId() : undefined;
      let openRun = false;
      let attempts = 0;
      while (true) {
        try {
          const resuming = method === "agent/connect" && lastEventId !== undefined;
          const response = await options.send({
            method,
            body: resuming ? { ...payload, lastSeenEventId: lastEventId } : payload,
            headers: resuming ? { "Last-Event-ID": lastEventId! } : {},
            signal: local.signal,
          });
          if (!response.ok) throw await RuntimeRequestError.fromResponse(response, `Agent ${method.slice(6)} request`);
          if (!response.body) throw new Error("The runtime answered without a body");
          for await (const message of readServerSentEvents(response.body)) {
            if (local.signal.aborted) return;
            const event = JSON.parse(message.data) as BaseEvent;
            if (message.id !== undefined) {
              lastEventId = message.id;
              options.onEventId(message.id);
            }
            if (event.type === EventType.RUN_STARTED) openRun = true;
            else if (event.type === EventType.RUN_FINISHED || event.type === EventType.RUN_ERROR) openRun = false;
            attempts = 0;
            subscriber.next(event);
          }
          if (local.signal.aborted || !openRun) return;
          throw new Error("The event stream ended in the middle of a run");
        } catch (error) {
          if (local.signal.aborted || isAbortError(error)) return;
          const resumable = openRun && lastEventId !== undefined && !RuntimeRequestError.isInstance(error) && !(error instanceof SyntaxError);
          if (!resumable || ++attempts > maxAttempts) throw error;
          await sleep(backoffDelay(attempts - 1, { baseMs: delayMs, maxMs: maxDelayMs }), local.signal);
          if (local.signal.aborted) return;
          method = "agent/connect";
        }
      }
    };

    pump().then(
      () => subscriber.complete(),
      (error: unknown) => subscriber.error(error),
    );
    return () => {
      outer.removeEventListener("abort", abort);
      local.abort();
    };
  });
}

import type { AbstractAgent } from "@ag-ui/client";
import { EventType, type BaseEvent, type RunAgentInput } from "@ag-ui/core";
import { Observable } from "rxjs";
import type { AgentEventTransport } from "../agents/agent-event-transport.js";
import type { RealtimeClient, RealtimeRequestHandle } from "./realtime-client.js";
import type { RealtimeClientRequest } from "./realtime-frames.js";
import { RealtimeRequestError } from "./realtime-request-error.js";

const isTerminal = (event: BaseEvent): boolean => event.type === EventType.RUN_FINISHED || event.type === EventType.RUN_ERROR;

/** Learns when this transport's streams on a thread start and end. */
export interface ThreadStreamListener {
  onStreamStart?(threadId: string): void;
  onStreamEnd?(threadId: string): void;
}

/**
 * An {@link AgentEventTransport} over a runtime's realtime socket: run, connect and stop are
 * requests on a shared {@link RealtimeClient}. It keeps, per thread, the id of the last event it
 * delivered; when the socket drops mid-stream the stream goes on after the reconnect with a
 * `connect` after that id, so the agent receives every event exactly once.
 *
 * @example
 * const transport = new RealtimeEventTransport(client, () => "default");
 * const agent = new ProxiedCopilotRuntimeAgent({ agentId: "default", eventTransport: transport });
 */
export class RealtimeEventTransport implements AgentEventTransport {
  readonly #client: RealtimeClient;
  readonly #agentId: (agent: AbstractAgent) => string;
  readonly #cursors = new Map<string, number>();
  readonly #streaming = new Map<string, number>();
  readonly #listeners = new Set<ThreadStreamListener>();

  /** `agentId` names the runtime agent requests go to (default: the agent's `agentId`). */
  constructor(client: RealtimeClient, agentId?: (agent: AbstractAgent) => string) {
    this.#client = client;
    this.#agentId = agentId ?? ((agent) => agent.agentId ?? "");
  }

  get client(): RealtimeClient {
    return this.#client;
  }

  /** The id of the last event delivered on this thread. */
  lastEventId(threadId: string): number | undefined {
    return this.#cursors.get(threadId);
  }

  /** Moves the thread's cursor forward (never back). */
  advance(threadId: string, eventId: number): void {
    const current = this.#cursors.get(threadId);
    if (current === undefined || eventId > current) this.#cursors.set(threadId, eventId);
  }

  clearCursor(threadId: string): void {
    this.#cursors.delete(threadId);
  }

  /** Whether a run or connect of this transport is streaming the thread now. */
  isStreaming(threadId: string): boolean {
    return (this.#streaming.get(threadId) ?? 0) > 0;
  }

  listen(listener: ThreadStreamListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  run(input: RunAgentInput, context: { agent: AbstractAgent; signal: AbortSignal }): Observable<BaseEvent> {
    const agentId = this.#agentId(context.agent);
    const { threadId } = input;
    const before = this.#cursors.get(threadId);
    return this.#stream(threadId, { type: "run", agentId, input }, context.signal, (last) => ({
      type: "connect",
      agentId,
      threadId,
      // Dropped before any event: the run may or may not have started; what came after the
      // thread's cursor tells.
      ...((last ?? before) !== undefined && { after: (last ?? before)! }),
    }));
  }

  connect(
    input: RunAgentInput,
    context: { agent: AbstractAgent; signal: AbortSignal; lastEventId: string | undefined },
  ): Observable<BaseEvent> {
    const agentId = this.#agentId(context.agent);
    const { threadId } = input;
    const parsed = context.lastEventId === undefined ? undefined : Number(context.lastEventId);
    const after = parsed !== undefined && Number.isSafeInteger(parsed) ? parsed : undefined;
    return this.#stream(threadId, { type: "connect", agentId, threadId, ...(after !== undefined && { after }) }, context.signal, (last) => ({
      type: "connect",
      agentId,
      threadId,
      ...((last ?? after) !== undefined && { after: (last ?? after)! }),
    }));
  }

  stop(threadId: string, context: { agent: AbstractAgent }): Promise<boolean> {
    const agentId = this.#agentId(context.agent);
    return new Promise((resolve, reject) => {
      const handle: RealtimeRequestHandle = this.#client.request(
        { type: "stop", agentId, threadId },
        {
          onFrame: (frame) => {
            if (frame.type === "result") {
              handle.release();
              resolve((frame.result as { stopped?: boolean } | null)?.stopped === true);
            } else if (frame.type === "error") reject(new RealtimeRequestError(frame.error, frame.message, frame.status));
          },
          // A stop lost with its socket is sent again: stopping twice is harmless.
          onReconnect: () => ({ type: "stop", agentId, threadId }),
          onError: reject,
        },
      );
    });
  }

  /**
   * A run or connect as one stream of events, across socket drops: after a reconnect, `resume`
   * (given the last event id delivered) says what to ask for.
   */
  #stream(
    threadId: string,
    frame: RealtimeClientRequest,
    signal: AbortSignal,
    resume: (last: number | undefined) => RealtimeClientRequest,
  ): Observable<BaseEvent> {
    return new Observable<BaseEvent>((subscriber) => {
      let last: number | undefined;
      let ended = false;
      this.#streaming.set(threadId, (this.#streaming.get(threadId) ?? 0) + 1);
      for (const listener of this.#listeners) listener.onStreamStart?.(threadId);
      const handle = this.#client.request(frame, {
        onFrame: (answer) => {
          if (answer.type === "event") {
            if (last !== undefined && answer.eventId <= last) return;
            last = answer.eventId;
            this.advance(threadId, answer.eventId);
            if (isTerminal(answer.event)) ended = true;
            subscriber.next(answer.event);
          } else if (answer.type === "end") subscriber.complete();
          else if (answer.type === "error") subscriber.error(new RealtimeRequestError(answer.error, answer.message, answer.status));
        },
        onReconnect: () => {
          if (ended) {
            subscriber.complete();
            return undefined;
          }
          return resume(last);
        },
        onError: (error) => subscriber.error(error),
      });
      const abort = (): void => subscriber.complete();
      if (signal.aborted) abort();
      else signal.addEventListener("abort", abort, { once: true });
      return () => {
        signal.removeEventListener("abort", abort);
        handle.cancel();
        const count = (this.#streaming.get(threadId) ?? 1) - 1;
        if (count > 0) this.#streaming.set(threadId, count);
        else this.#streaming.delete(threadId);
        for (const listener of this.#listeners) listener.onStreamEnd?.(threadId);
      };
    });
  }
}

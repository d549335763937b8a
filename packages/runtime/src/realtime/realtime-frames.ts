import type { BaseEvent } from "@ag-ui/core";
import type { ThreadChange } from "../runner/agent-runner.js";

/**
 * The frames of the realtime protocol (JSON text frames; see the package README). Every request
 * carries a client-chosen `id`, unique among the socket's open requests; every answer names it.
 */
export type RealtimeClientFrame =
  | RealtimeRunFrame
  | RealtimeConnectFrame
  | RealtimeStopFrame
  | RealtimeSubscribeThreadFrame
  | RealtimeSubscribeThreadsFrame
  | RealtimeUnsubscribeFrame
  | RealtimePingFrame;

/** Starts a run; answered by `event` frames up to its terminal event, then `end`. */
export interface RealtimeRunFrame {
  readonly type: "run";
  readonly id: string;
  readonly agentId: string;
  /** A `RunAgentInput`. */
  readonly input: unknown;
}

/** Replays a thread after `after` (all of it without) and follows its live run; then `end`. */
export interface RealtimeConnectFrame {
  readonly type: "connect";
  readonly id: string;
  readonly agentId: string;
  readonly threadId: string;
  readonly after?: number;
}

/** Stops the thread's run; answered by `result` `{stopped: true, outcome: "cancelled"}` or `{stopped: false}`. */
export interface RealtimeStopFrame {
  readonly type: "stop";
  readonly id: string;
  readonly agentId: string;
  readonly threadId: string;
  readonly runId?: string;
}

/**
 * Follows a thread until unsubscribed: `result` `{thread}`, then the events after `after` (all of
 * them without) and those of every later run, whoever starts it, on any instance.
 */
export interface RealtimeSubscribeThreadFrame {
  readonly type: "subscribe-thread";
  readonly id: string;
  readonly threadId: string;
  readonly agentId?: string;
  readonly after?: number;
}

/** Follows the caller's thread list until unsubscribed: `result` `{}`, then `thread-change` frames. */
export interface RealtimeSubscribeThreadsFrame {
  readonly type: "subscribe-threads";
  readonly id: string;
  readonly agentId?: string;
}

/** Ends the stream of request `target`; answered by `end` of `target`, then `result` `{unsubscribed}`. */
export interface RealtimeUnsubscribeFrame {
  readonly type: "unsubscribe";
  readonly id: string;
  readonly target: string;
}

/** An application-level heartbeat for clients that cannot see WebSocket pings (browsers). */
export interface RealtimePingFrame {
  readonly type: "ping";
  readonly id?: string;
}

/** A frame the runtime sends on the realtime WebSocket. */
export type RealtimeServerFrame =
  | { readonly type: "event"; readonly id: string; readonly eventId: number; readonly event: BaseEvent }
  | { readonly type: "end"; readonly id: string }
  | { readonly type: "result"; readonly id: string; readonly result: unknown }
  | { readonly type: "thread-change"; readonly id: string; readonly change: ThreadChange }
  | { readonly type: "pong"; readonly id?: string }
  /**
   * A piece of a frame too large for the socket's queue (`maxQueuedBytes`): the `data` of
   * consecutive `chunk` frames, up to the one with `last`, joined, are the text of that frame.
   * Nothing else comes between them.
   */
  | { readonly type: "chunk"; readonly data: string; readonly last: boolean }
  | {
      readonly type: "error";
      /** Absent for an error about the socket rather than one request (an unreadable frame). */
      readonly id?: string;
      readonly error: string;
      readonly message: string;
      /** The HTTP status the same failure has over HTTP (400, 401, 403, 404, 409, 429, 500, 503). */
      readonly status: number;
      /** Seconds to wait before trying again, where HTTP would send `Retry-After` (a per-owner limit's 429, a store outage's 503). */
      readonly retryAfter?: number;
    };

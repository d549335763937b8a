import type { BaseEvent } from "@ag-ui/core";

/**
 * The realtime protocol's frames as the client sends them, without the request `id` the
 * {@link RealtimeClient} assigns (see `@wingman/runtime`'s README for the protocol).
 */
export type RealtimeClientRequest =
  | { readonly type: "run"; readonly agentId: string; readonly input: unknown }
  | { readonly type: "connect"; readonly agentId: string; readonly threadId: string; readonly after?: number }
  | { readonly type: "stop"; readonly agentId: string; readonly threadId: string; readonly runId?: string }
  | { readonly type: "subscribe-thread"; readonly threadId: string; readonly agentId?: string; readonly after?: number }
  | { readonly type: "subscribe-threads"; readonly agentId?: string };

/** A change to one of the caller's threads, as `subscribe-threads` reports it. */
export interface RealtimeThreadChange {
  readonly kind: "run-started" | "run-ended" | "updated" | "deleted";
  readonly threadId: string;
  readonly agentId: string;
  readonly thread?: Readonly<Record<string, unknown>>;
}

/** Frames the server sends about one request. */
export type RealtimeServerFrame =
  | { readonly type: "event"; readonly id: string; readonly eventId: number; readonly event: BaseEvent }
  | { readonly type: "end"; readonly id: string }
  | { readonly type: "result"; readonly id: string; readonly result: unknown }
  | { readonly type: "thread-change"; readonly id: string; readonly change: RealtimeThreadChange }
  | { readonly type: "error"; readonly id: string; readonly error: string; readonly message: string; readonly status: number };

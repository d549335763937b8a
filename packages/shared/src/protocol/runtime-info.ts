/** A value or a promise of it. */
export type MaybePromise<T> = T | PromiseLike<T>;

/** `T` when it is a record with at least one key, `never` otherwise. */
export type NonEmptyRecord<T> = T extends Record<string, unknown> ? (keyof T extends never ? never : T) : never;

/** One agent as the runtime's `/info` describes it. */
export interface AgentDescription {
  name: string;
  className: string;
  description: string;
}

/** `sse`: HTTP + SSE (Wingman's runtimes, realtime included). `intelligence`: CopilotKit's hosted platform. */
export type RuntimeMode = "sse" | "intelligence";
/** The `/info` mode of a runtime that streams runs over Server-Sent Events. */
export const RUNTIME_MODE_SSE = "sse" as const;
/** The `/info` mode of a runtime that serves agents over a realtime WebSocket. */
export const RUNTIME_MODE_INTELLIGENCE = "intelligence" as const;

/** Where a runtime in intelligence (realtime) mode accepts WebSocket connections. */
export interface IntelligenceRuntimeInfo {
  wsUrl: string;
}

/** The fields of a runtime's `/info` answer every CopilotKit-compatible client reads. */
export interface RuntimeInfo {
  version: string;
  agents: Record<string, AgentDescription>;
  audioFileTranscriptionEnabled: boolean;
  mode: RuntimeMode;
  intelligence?: IntelligenceRuntimeInfo;
  a2uiEnabled?: boolean;
}

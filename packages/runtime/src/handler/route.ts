/** Every operation the handler serves, as named in the single-route envelope's `method`. */
export type RouteName =
  | "info"
  | "inspector/metadata"
  | "transcribe"
  | "agent/run"
  | "agent/connect"
  | "agent/suggest"
  | "agent/stop"
  | "threads/list"
  | "threads/get"
  | "threads/messages"
  | "threads/state"
  | "threads/branches"
  | "threads/switch-branch"
  | "threads/update"
  | "threads/archive"
  | "threads/delete";

/** A routed request: the operation and its path parameters (`agentId`, `threadId`). */
export interface RouteInfo {
  readonly name: RouteName;
  readonly params: Readonly<Record<string, string>>;
}

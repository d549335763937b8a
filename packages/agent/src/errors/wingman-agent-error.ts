const marker = Symbol.for("wingman.agent.error");

/** Machine-readable reasons a {@link WingmanAgentError} can carry; sent as `RUN_ERROR.code`. */
export type WingmanAgentErrorCode =
  | "unknown_provider"
  | "invalid_model"
  | "invalid_tool_schema"
  | "unresolved_interrupt"
  | "unknown_interrupt"
  | "model_error"
  | "mcp_error";

/**
 * The one error class of `@wingman/agent`. Every failure the agent reports as `RUN_ERROR` is turned
 * into one of these first, so its `code` reaches the client.
 *
 * @example
 * if (WingmanAgentError.isInstance(error) && error.code === "unknown_provider") { … }
 */
export class WingmanAgentError extends Error {
  readonly [marker] = true;
  readonly code: WingmanAgentErrorCode;

  constructor(code: WingmanAgentErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "WingmanAgentError";
    this.code = code;
  }

  /** Works across duplicated copies of the package, unlike `instanceof`. */
  static isInstance(error: unknown): error is WingmanAgentError {
    return typeof error === "object" && error !== null && marker in error;
  }
}

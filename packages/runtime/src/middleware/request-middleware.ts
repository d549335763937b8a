type MaybePromise<T> = T | Promise<T>;

/**
 * What `beforeRequestMiddleware` receives. `Runtime` is the `CopilotRuntime` that runs it: a type
 * parameter, so that this contract need not import the class whose options take it.
 */
export interface BeforeRequestMiddlewareParametersOf<Runtime> {
  readonly runtime: Runtime;
  /** The request after the `onRequest` hooks, as a real Web `Request`. */
  readonly request: Request;
  /** The request's URL path. */
  readonly path: string;
}

/** `beforeRequestMiddleware` for a runtime of type `Runtime` (see `BeforeRequestMiddleware`). */
export type BeforeRequestMiddlewareOf<Runtime> = (parameters: BeforeRequestMiddlewareParametersOf<Runtime>) => MaybePromise<Request | Response | void>;

/** One tool call of a {@link MiddlewareMessage}, its arguments as the JSON text the model streamed. */
export interface MiddlewareToolCall {
  readonly id: string;
  readonly name: string;
  readonly args: string;
}

/** A message rebuilt from a response's event stream, in CopilotKit's minimal shape. */
export interface MiddlewareMessage {
  readonly id: string;
  readonly role: string;
  readonly content?: string;
  readonly toolCalls?: readonly MiddlewareToolCall[];
  readonly toolCallId?: string;
}

/** What `afterRequestMiddleware` receives (`Runtime`: as for {@link BeforeRequestMiddlewareParametersOf}). */
export interface AfterRequestMiddlewareParametersOf<Runtime> {
  readonly runtime: Runtime;
  /** A copy of the response that was sent (its body complete and readable). */
  readonly response: Response;
  readonly path: string;
  /** The messages the response's events built (empty for a response that is not an event stream). */
  readonly messages?: readonly MiddlewareMessage[];
  /** From the stream's `RUN_STARTED`. */
  readonly threadId?: string;
  /** From the stream's `RUN_STARTED`. */
  readonly runId?: string;
}

/** `afterRequestMiddleware` for a runtime of type `Runtime` (see `AfterRequestMiddleware`). */
export type AfterRequestMiddlewareOf<Runtime> = (parameters: AfterRequestMiddlewareParametersOf<Runtime>) => MaybePromise<void>;

import type { CopilotRuntime } from "../runtime/copilot-runtime.js";

type MaybePromise<T> = T | Promise<T>;

/** What `beforeRequestMiddleware` receives. */
export interface BeforeRequestMiddlewareParameters {
  readonly runtime: CopilotRuntime;
  /** The request after the `onRequest` hooks, as a real Web `Request`. */
  readonly request: Request;
  /** The request's URL path. */
  readonly path: string;
}

/**
 * CopilotKit's request middleware, run once per request after the `onRequest` hooks and before
 * routing: return a `Request` to replace the request, return (or throw) a `Response` to answer
 * with it instead (no route runs, `onResponse` hooks are skipped, CORS headers are added), or
 * return nothing to go on. Any other throw is a 500 (`onError` hooks see it).
 *
 * @example
 * beforeRequestMiddleware: ({ request }) => {
 *   if (!request.headers.get("authorization")) throw new Response("Unauthorized", { status: 401 });
 * }
 */
export type BeforeRequestMiddleware = (parameters: BeforeRequestMiddlewareParameters) => MaybePromise<Request | Response | void>;

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

/** What `afterRequestMiddleware` receives. */
export interface AfterRequestMiddlewareParameters {
  readonly runtime: CopilotRuntime;
  /** A copy of the response that was sent (its body complete and readable). */
  readonly response: Response;
  readonly path: string;
  /** The messages the response's events built (empty for a response that is not an event stream). */
  readonly messages?: readonly MiddlewareMessage[];
  /** From the stream's `RUN_STARTED`. */
  readonly threadId?: string;
  readonly runId?: string;
}

/**
 * CopilotKit's response observer: called for every response once its body has been fully produced
 * (for an event stream, when the stream ends, even if the client left), with the messages rebuilt
 * from it. It cannot change the response; what it throws is logged and ignored.
 */
export type AfterRequestMiddleware = (parameters: AfterRequestMiddlewareParameters) => MaybePromise<void>;

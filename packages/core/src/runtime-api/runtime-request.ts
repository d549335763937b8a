/** How the core reaches a runtime: one route per operation (`rest`), one POST endpoint with an envelope (`single`), or detect (`auto`). */
export type CopilotRuntimeTransport = "rest" | "single" | "auto";

/** The transport a binding's `useSingleEndpoint` option means: true → `single`, false → `rest`, unset → `auto`. */
export const runtimeTransportOf = (useSingleEndpoint: boolean | undefined): CopilotRuntimeTransport =>
  useSingleEndpoint === true ? "single" : useSingleEndpoint === false ? "rest" : "auto";

/** The operations of the runtime's wire protocol. */
export type RuntimeMethod = "info" | "agent/run" | "agent/connect" | "agent/stop" | "agent/suggest";

/** `fetch` as the core calls it; inject your own for tests, proxies or non-browser platforms. */
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

/** One request to a runtime endpoint, in REST or single-endpoint form. */
export interface RuntimeRequestOptions {
  /** The runtime's base URL. */
  readonly runtimeUrl: string;
  /** REST routes or the single route. */
  readonly transport: "rest" | "single";
  /** The endpoint called (`info`, `agent/run`, …). */
  readonly method: RuntimeMethod;
  /** The agent in the path (REST) or in `params` (single route), for the agent methods. */
  readonly agentId?: string;
  /** The thread in the path (REST) or in `params` (single route), for `agent/stop` and threads. */
  readonly threadId?: string;
  /** The JSON body. Default: none (for the single route, no `body` field). */
  readonly body?: unknown;
  /** Sent with the request. Default: none. */
  readonly headers?: Record<string, string>;
  /** `fetch`'s `credentials`. Default: unset, fetch's `"same-origin"`. */
  readonly credentials?: RequestCredentials;
  /** Cancels the request. Default: none. */
  readonly signal?: AbortSignal;
  /** Streams (run, connect, suggest) ask for `text/event-stream`. Default: false. */
  readonly stream?: boolean;
}

/** Strips trailing slashes so that `${url}/info` never has `//`. */
export function normalizeRuntimeUrl(url: string): string {
  return url.replace(/\/+$/, "");
}

const segment = (value: string | undefined, name: string): string => {
  if (!value) throw new Error(`A runtime request for this operation needs a ${name}`);
  return encodeURIComponent(value);
};

/** Builds the URL and `RequestInit` of one runtime operation on either transport. */
export function createRuntimeRequest(options: RuntimeRequestOptions): { url: string; init: RequestInit } {
  const base = normalizeRuntimeUrl(options.runtimeUrl);
  const headers: Record<string, string> = { ...options.headers };
  if (options.stream) headers.Accept = "text/event-stream";
  const init: RequestInit = { headers };
  if (options.credentials) init.credentials = options.credentials;
  if (options.signal) init.signal = options.signal;

  if (options.transport === "single") {
    headers["Content-Type"] = "application/json";
    const params: Record<string, string> = {};
    if (options.agentId !== undefined) params.agentId = options.agentId;
    if (options.threadId !== undefined) params.threadId = options.threadId;
    const envelope: Record<string, unknown> = { method: options.method };
    if (Object.keys(params).length > 0) envelope.params = params;
    if (options.body !== undefined) envelope.body = options.body;
    return { url: base, init: { ...init, method: "POST", body: JSON.stringify(envelope) } };
  }

  if (options.method === "info") return { url: `${base}/info`, init: { ...init, method: "GET" } };
  const agent = segment(options.agentId, "agent id");
  const path =
    options.method === "agent/stop"
      ? `/agent/${agent}/stop/${segment(options.threadId, "thread id")}`
      : `/agent/${agent}/${options.method.slice("agent/".length)}`;
  if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(options.body);
  } else if (options.method === "agent/stop") {
    // CopilotKit's client labels its body-less stop request JSON too; proxies and runtimes may route on it.
    headers["Content-Type"] = "application/json";
  }
  return { url: `${base}${path}`, init: { ...init, method: "POST" } };
}

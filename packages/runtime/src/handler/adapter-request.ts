/** Where a server adapter's own light requests carry what the handler may use from them. */
export const ADAPTER_REQUEST: unique symbol = Symbol("wingman.adapterRequest");

/**
 * What a server adapter attaches to the requests it builds for the handler. Building a real Web
 * `Request` (and the stream behind its body) costs more than the rest of a short run's request, so
 * the Node adapter hands the handler a light object instead and keeps a real one for code outside
 * the runtime.
 */
export interface AdapterRequestInfo {
  /** The body, already read: the handler takes it as it is instead of streaming it. */
  readonly bodyBytes: Uint8Array<ArrayBuffer> | undefined;
  /** The adapter writes the event streams of `directSseResponse` itself, without a Web stream. */
  readonly acceptsDirectSse: boolean;
  /** A real `Request` for the same request, made once on first use. */
  standard(): Request;
}

export function adapterRequestInfo(request: Request): AdapterRequestInfo | undefined {
  return (request as { [ADAPTER_REQUEST]?: AdapterRequestInfo })[ADAPTER_REQUEST];
}

/**
 * `request` as a real Web `Request`, for code written against the standard (hooks, `identifyUser`,
 * agent factories): such code may pass it to `new Request(request, init)`, which only accepts the
 * real thing.
 */
export function standardRequest(request: Request): Request {
  return adapterRequestInfo(request)?.standard() ?? request;
}

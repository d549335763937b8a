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
  /** The request's `url`, parsed already by the adapter: read, never changed. */
  readonly parsedUrl: URL;
  /** A request header's value, read from the adapter's own request without building `Headers`. */
  header(name: string): string | null;
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

/** The request's URL, parsed once: the adapter's parse when it made the request. */
export function requestUrl(request: Request): URL {
  return adapterRequestInfo(request)?.parsedUrl ?? new URL(request.url);
}

/** A request header (`content-type`, …): from the adapter's request when it made it, else from `headers`. */
export function requestHeader(request: Request, name: string): string | null {
  const info = adapterRequestInfo(request);
  return info === undefined ? request.headers.get(name) : info.header(name);
}

import type { IncomingMessage, ServerResponse } from "node:http";
import { ADAPTER_REQUEST, type AdapterRequestInfo } from "../../handler/adapter-request.js";
import { bodyStream } from "./node-request-body.js";
import { readRawHeader } from "./read-raw-header.js";

const BODYLESS_METHODS = new Set(["GET", "HEAD"]);
const STANDARD = Symbol("standard");
/** On a real request made here: the light request it stands for. */
const LIGHT = Symbol("wingman.lightRequest");

export interface NodeRequestOptions {
  /** The body when it was read already, or a framework consumed the stream (Express body parsers). */
  readonly body?: BodyInit;
  /** The path and query, when the framework rewrote `req.url` for a mount point. Default `req.url`. */
  readonly url?: string;
}

/**
 * A Node request seen as a Web `Request` without building one: `method`, `url`, `headers` and
 * `signal` come straight from Node, a body read already is handed to the handler as bytes, and
 * anything else of `Request` (another body reader, `clone()`, `cache`, …) is answered by a real
 * `Request` made on first use. `instanceof Request` holds.
 */
class NodeRequest {
  readonly #req: IncomingMessage;
  readonly #url: string;
  readonly #body: BodyInit | undefined;
  readonly #bodyBytes: Uint8Array<ArrayBuffer> | undefined;
  /** A body given (read already, or a framework's copy) speaks for its own length, not the header. */
  readonly #dropContentLength: boolean;
  #headers: Headers | undefined;
  #abort: AbortController | undefined;
  #clientGone = false;
  #standard: Request | undefined;
  readonly [ADAPTER_REQUEST]: AdapterRequestInfo;

  constructor(req: IncomingMessage, res: ServerResponse, url: URL, options: NodeRequestOptions) {
    this.#req = req;
    this.#url = url.href;
    this.#body = options.body;
    this.#bodyBytes = options.body instanceof Uint8Array ? (options.body as Uint8Array<ArrayBuffer>) : undefined;
    this.#dropContentLength = options.body !== undefined;
    res.once("close", () => {
      if (res.writableFinished) return;
      this.#clientGone = true;
      this.#abort?.abort();
    });
    this[ADAPTER_REQUEST] = {
      bodyBytes: this.#bodyBytes,
      acceptsDirectSse: true,
      parsedUrl: url,
      header: (name) => this.#header(name),
      standard: () => this[STANDARD](),
    };
  }

  get method(): string {
    return this.#req.method ?? "GET";
  }

  get url(): string {
    return this.#url;
  }

  get headers(): Headers {
    if (this.#headers === undefined) {
      const headers = new Headers();
      const raw = this.#req.rawHeaders;
      for (let index = 0; index + 1 < raw.length; index += 2) headers.append(raw[index]!, raw[index + 1]!);
      if (this.#dropContentLength) headers.delete("content-length");
      this.#headers = headers;
    }
    return this.#headers;
  }

  /** The raw headers as pairs, for a real request's init: spares building our own `Headers` first. */
  #headerPairs(): [string, string][] {
    const raw = this.#req.rawHeaders;
    const pairs: [string, string][] = [];
    for (let index = 0; index + 1 < raw.length; index += 2) {
      const name = raw[index]!;
      if (this.#dropContentLength && name.toLowerCase() === "content-length") continue;
      pairs.push([name, raw[index + 1]!]);
    }
    return pairs;
  }

  /** One header, as `headers.get` would answer it (lower-case name), without building `headers`. */
  #header(name: string): string | null {
    if (this.#headers !== undefined) return this.#headers.get(name);
    if (this.#dropContentLength && name === "content-length") return null;
    return readRawHeader(this.#req.rawHeaders, name);
  }

  /** Aborts when the client goes away before the response is complete. */
  get signal(): AbortSignal {
    if (this.#abort === undefined) {
      this.#abort = new AbortController();
      if (this.#clientGone) this.#abort.abort();
    }
    return this.#abort.signal;
  }

  [STANDARD](): Request {
    if (this.#standard === undefined) {
      // No `signal` in the init: a signal given to `new Request` is followed (a WeakRef, a
      // finalization registration, an abort listener), and with the AbortController behind ours it
      // cost ~75 µs a request in place, for code that rarely reads it. The real request answers
      // `signal` with ours instead (see `standardSignal`).
      const init: RequestInit & { duplex?: "half" } = { method: this.method, headers: this.#headers ?? this.#headerPairs() };
      if (this.#body !== undefined) init.body = this.#body;
      else if (!BODYLESS_METHODS.has(this.method)) {
        init.body = bodyStream(this.#req);
        init.duplex = "half";
      }
      const standard = new Request(this.#url, init) as Request & { [LIGHT]: NodeRequest };
      standard[LIGHT] = this;
      Object.defineProperty(standard, "signal", standardSignal);
      this.#standard = standard;
    }
    return this.#standard;
  }
}

/**
 * The `signal` of the real requests made here: the light request's own, which aborts when the client
 * goes away. One accessor shared by all of them (a getter per request would be a closure and an
 * accessor pair each, which kept requests alive through young-generation GCs: see
 * `NodeResponseSink`). A copy (`new Request(request)`, `request.clone()`, `fetch(request)`) follows
 * the real request's internal signal instead, which does not abort, unless given `request.signal`.
 */
const standardSignal: PropertyDescriptor = {
  configurable: true,
  get(this: { readonly [LIGHT]: NodeRequest }): AbortSignal {
    return this[LIGHT].signal;
  },
};

// Everything else of `Request` is delegated to the real one.
Object.setPrototypeOf(NodeRequest.prototype, Request.prototype);
for (const key of Reflect.ownKeys(Request.prototype)) {
  if (key === "constructor" || Object.prototype.hasOwnProperty.call(NodeRequest.prototype, key)) continue;
  const descriptor = Object.getOwnPropertyDescriptor(Request.prototype, key)!;
  if (descriptor.get) {
    Object.defineProperty(NodeRequest.prototype, key, {
      configurable: true,
      get(this: NodeRequest) {
        return Reflect.get(this[STANDARD](), key);
      },
    });
  } else if (typeof descriptor.value === "function") {
    const method = descriptor.value as (...args: unknown[]) => unknown;
    Object.defineProperty(NodeRequest.prototype, key, {
      configurable: true,
      writable: true,
      value(this: NodeRequest, ...args: unknown[]) {
        return method.apply(this[STANDARD](), args);
      },
    });
  }
}

/**
 * The handler's view of a Node request (see `NodeRequest`): `url` is absolute, a body given in
 * `options` (read already, or a framework's) is used as it is, otherwise the body streams from `req`.
 */
export function createNodeRequest(req: IncomingMessage, res: ServerResponse, options: NodeRequestOptions = {}): Request {
  const protocol = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  // The host only completes the URL; routing uses the path alone. Throws on a malformed one.
  const url = new URL(options.url ?? req.url ?? "/", `${protocol}://${req.headers.host ?? "localhost"}`);
  return new NodeRequest(req, res, url, options) as unknown as Request;
}

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { CopilotRuntimeHandlerOptions } from "../../handler/copilot-runtime-handler-options.js";
import { attachCopilotRealtime, type CopilotRealtimeServer } from "./attach-copilot-realtime.js";
import { createCopilotNodeListener } from "./create-copilot-node-listener.js";
import { DEFAULT_SHUTDOWN_GRACE_MS, type DrainOptions } from "../../lifecycle/drain-options.js";
import { shutDownOnSignals } from "./shut-down-on-signals.js";

const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Options of {@link serveCopilotRuntime}: the handler's, plus where to listen. */
export interface ServeCopilotRuntimeOptions extends CopilotRuntimeHandlerOptions {
  /** 0 picks a free port. @default 0 */
  readonly port?: number;
  /** Listen on all interfaces with `"0.0.0.0"` or `"::"`. @default "127.0.0.1" */
  readonly host?: string;
  /**
   * How long `shutdown()` (and so SIGTERM) lets runs in flight finish before the runner finalizes
   * them as errors.
   * @default 30000
   */
  readonly shutdownGraceMs?: number;
  /**
   * Whether shutdown hands open streams off at once (see `DrainOptions.handOffStreams`); false for
   * clients that do not resume a dropped stream.
   * @default true
   */
  readonly shutdownHandOffStreams?: boolean;
  /**
   * How long an idle keep-alive connection stays open. Node's own 5 s is shorter than the idle
   * timeout of most load balancers (60 s), which then reuse a connection Node has just closed (a 502
   * for the browser, "fetch failed" for a Node client: both seen here under load). The server also
   * announces it (`Keep-Alive: timeout=65`), so clients stop reusing a connection a second earlier.
   * @default 65000
   */
  readonly keepAliveTimeoutMs?: number;
  /**
   * Shut down gracefully on SIGTERM and SIGINT (see `shutdown()`), then exit. `false` leaves the
   * signals to the app (call `shutdown()` from your own handler).
   * @default true
   */
  readonly handleSignals?: boolean;
}

/** A running server. */
export interface ServedCopilotRuntime {
  /** The runtime's URL, base path included, e.g. `http://127.0.0.1:3000/api/copilotkit`. */
  readonly url: string;
  readonly port: number;
  /** The realtime endpoint, when the runtime has `realtime` set. */
  readonly realtime: CopilotRealtimeServer | undefined;
  /**
   * Graceful shutdown (what SIGTERM does): the runtime drains (`CopilotRuntime.drain`: new runs
   * 503 with `Retry-After`, `/health/ready` 503, open streams and sockets handed off so that clients
   * resume elsewhere), requests are still served for up to `graceMs` while runs in flight finish;
   * then the runtime closes (runs still alive are finalized as errors) and so does the server.
   */
  shutdown(options?: DrainOptions): Promise<void>;
  /** Stops accepting requests and ends open connections (event streams and sockets included) now. */
  close(): Promise<void>;
}

/**
 * Serves a runtime on a port in one call.
 *
 * @example
 * const { url, close } = await serveCopilotRuntime({ runtime, port: 3000, basePath: "/api/copilotkit" });
 */
export function serveCopilotRuntime(options: ServeCopilotRuntimeOptions): Promise<ServedCopilotRuntime> {
  const { port = 0, host = "127.0.0.1", shutdownGraceMs = DEFAULT_SHUTDOWN_GRACE_MS, shutdownHandOffStreams = true, handleSignals = true, keepAliveTimeoutMs = DEFAULT_KEEP_ALIVE_TIMEOUT_MS, ...handlerOptions } = options;
  // headersTimeout above keepAliveTimeout, as Node asks: a request arriving on a connection just
  // before it idles out must not be cut by the header timer first.
  const server = createServer({ keepAliveTimeout: keepAliveTimeoutMs, headersTimeout: keepAliveTimeoutMs + 1_000 }, createCopilotNodeListener(handlerOptions));
  const { runtime, basePath } = handlerOptions;
  const realtime = runtime.realtime ? attachCopilotRealtime(server, { runtime, ...(basePath !== undefined && { basePath }) }) : undefined;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address() as AddressInfo;
      const hostname = address.family === "IPv6" ? `[${address.address}]` : address.address;
      const basePath = (handlerOptions.basePath ?? "").replace(/\/+$/, "");
      let closing: Promise<void> | undefined;
      const close = (): Promise<void> =>
        (closing ??= (async () => {
          unregisterSignals();
          await realtime?.close();
          await new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          });
        })());
      const shutdown = async (drain: DrainOptions = {}): Promise<void> => {
        await runtime.close({ graceMs: drain.graceMs ?? shutdownGraceMs, handOffStreams: drain.handOffStreams ?? shutdownHandOffStreams });
        await close();
      };
      const unregisterSignals = handleSignals ? shutDownOnSignals(shutdown) : () => undefined;
      resolve({
        url: `http://${hostname}:${address.port}${basePath}`,
        port: address.port,
        realtime,
        shutdown,
        close,
      });
    });
  });
}

/** Options of the realtime (WebSocket) endpoint: `new CopilotRuntime({ realtime: { … } })`. */
export interface RealtimeOptions {
  /**
   * The path of the WebSocket endpoint, or a full `ws://`/`wss://` URL when clients reach it
   * elsewhere (behind a proxy). Announced in `/info` as `wingman.realtime.wsUrl`.
   * @default "{basePath}/ws"
   */
  readonly path?: string;
  /**
   * The full `ws://`/`wss://` URL announced to clients (behind a proxy or CDN). Without it (and
   * without `trustProxy`) `/info` announces the socket's path and clients resolve it against the
   * runtime URL they used: the request's `Host` header never decides where clients connect.
   */
  readonly publicUrl?: string;
  /**
   * Derive the announced URL from the `X-Forwarded-Proto`/`X-Forwarded-Host` headers (first
   * value; else `Host`). Set it only when a proxy you run sets (and overwrites) them.
   * @default false
   */
  readonly trustProxy?: boolean;
  /**
   * Every socket is pinged this often; one that has not answered the previous ping is closed.
   * 0 disables heartbeats.
   * @default 30000
   */
  readonly heartbeatIntervalMs?: number;
  /**
   * How many bytes of unsent data one socket may hold. A stream (run, connect, subscribe-thread)
   * that finds the socket past it pauses and, once the socket is down to half of it, goes on from
   * the runner's log after the last event it sent, so a slow client is paced, never buffered for.
   * A socket holding twice as much when any other frame is due is closed (the client reconnects and
   * resumes from its last event id). A frame larger than a quarter of it is sent in `chunk` frames.
   * @default 4194304 (4 MiB)
   */
  readonly maxQueuedBytes?: number;
  /**
   * Runs, connects and stops one socket may have open at once. Past it a request is answered with
   * an `error` frame `too_many_requests` (429); the socket and its other requests go on.
   * @default 16
   */
  readonly maxConcurrentRequests?: number;
  /**
   * Thread and thread-list subscriptions one socket may have open at once. Past it a subscription is
   * answered with an `error` frame `too_many_requests` (429); the socket and its other requests go on.
   * @default 64
   */
  readonly maxSubscriptions?: number;
  /** Larger client frames close the socket (1009). @default the runtime's `limits.maxBodyBytes` */
  readonly maxMessageBytes?: number;
  /**
   * With a runner that cannot report thread changes (`WingmanAgentRunner.watchThreads`), subscriptions
   * poll it this often for runs started on other instances.
   * @default 1000
   */
  readonly threadPollIntervalMs?: number;
  /**
   * Web pages of other origins allowed to open the socket (exact origins, e.g.
   * `"https://app.example.com"`), or `"*"` for any. Pages of the runtime's own origin and clients
   * that send no `Origin` (servers, CLIs) are always allowed.
   * @default []
   */
  readonly allowedOrigins?: readonly string[] | "*";
}

/** {@link RealtimeOptions} with every default applied. */
export interface ResolvedRealtimeOptions {
  readonly path: string | undefined;
  readonly publicUrl: string | undefined;
  readonly trustProxy: boolean;
  readonly heartbeatIntervalMs: number;
  readonly maxQueuedBytes: number;
  readonly maxConcurrentRequests: number;
  readonly maxSubscriptions: number;
  readonly maxMessageBytes: number;
  readonly threadPollIntervalMs: number;
  readonly allowedOrigins: readonly string[] | "*";
}

export const DEFAULT_REALTIME_HEARTBEAT_INTERVAL_MS = 30_000;
export const DEFAULT_REALTIME_MAX_QUEUED_BYTES = 4 * 1024 * 1024;
export const DEFAULT_REALTIME_THREAD_POLL_INTERVAL_MS = 1000;
export const DEFAULT_REALTIME_MAX_CONCURRENT_REQUESTS = 16;
export const DEFAULT_REALTIME_MAX_SUBSCRIPTIONS = 64;

export function resolveRealtimeOptions(options: RealtimeOptions, maxBodyBytes: number): ResolvedRealtimeOptions {
  return {
    path: options.path,
    publicUrl: options.publicUrl,
    trustProxy: options.trustProxy ?? false,
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? DEFAULT_REALTIME_HEARTBEAT_INTERVAL_MS,
    maxQueuedBytes: options.maxQueuedBytes ?? DEFAULT_REALTIME_MAX_QUEUED_BYTES,
    maxConcurrentRequests: options.maxConcurrentRequests ?? DEFAULT_REALTIME_MAX_CONCURRENT_REQUESTS,
    maxSubscriptions: options.maxSubscriptions ?? DEFAULT_REALTIME_MAX_SUBSCRIPTIONS,
    maxMessageBytes: options.maxMessageBytes ?? maxBodyBytes,
    threadPollIntervalMs: options.threadPollIntervalMs ?? DEFAULT_REALTIME_THREAD_POLL_INTERVAL_MS,
    allowedOrigins: options.allowedOrigins ?? [],
  };
}

import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { WingmanHttpError } from "../../errors/wingman-http-error.js";
import { checkRealtimeOrigin } from "../../realtime/check-realtime-origin.js";
import type { RealtimeConnection } from "../../realtime/realtime-connection.js";
import { RealtimeSession } from "../../realtime/realtime-session.js";
import { realtimeWebSocketClass } from "./realtime-web-socket-class.js";
import type { CopilotRuntime } from "../../runtime/copilot-runtime.js";
import { toUpgradeRequest } from "./to-upgrade-request.js";

/** Options of {@link attachCopilotRealtime}. */
export interface AttachCopilotRealtimeOptions {
  /** A runtime created with `realtime` set. */
  readonly runtime: CopilotRuntime;
  /** The runtime's base path (as given to the handler): the socket path defaults to `{basePath}/ws`. */
  readonly basePath?: string;
}

/** The realtime endpoint attached to a server. */
export interface CopilotRealtimeServer {
  /** The path upgrades are accepted on; undefined means any path ending in `/ws` (no base path). */
  readonly path: string | undefined;
  /** Open sockets. */
  readonly clients: number;
  /** Sockets closed so far for falling behind `maxQueuedBytes`. */
  readonly overflows: number;
  /**
   * Stops accepting sockets and closes the open ones (1001 Going Away; 1012 Service Restart when
   * the runtime drains); runs go on in the runner.
   */
  close(): Promise<void>;
}

const CLOSE_GOING_AWAY = 1001;
/** Service Restart (RFC 6455 registry): the client should reconnect, to this or another instance. */
const CLOSE_SERVICE_RESTART = 1012;
/** How long closing sockets may take to say goodbye before they are cut. */
const CLOSE_TIMEOUT_MS = 2000;

function refuseUpgrade(socket: Duplex, error: unknown): void {
  const status = WingmanHttpError.isInstance(error) ? error.status : 500;
  const body = JSON.stringify(
    WingmanHttpError.isInstance(error)
      ? { error: error.code, message: error.message }
      : { error: "internal_error", message: "An internal error occurred" },
  );
  if (!WingmanHttpError.isInstance(error)) console.error("[wingman] realtime upgrade failed:", error);
  const reason = status === 401 ? "Unauthorized" : status === 403 ? "Forbidden" : status === 404 ? "Not Found" : "Error";
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Closes `ws` with `code`, cutting it when the goodbye takes longer than {@link CLOSE_TIMEOUT_MS}. */
function closeSocket(ws: WebSocket, code: number, reason: string): Promise<void> {
  return new Promise<void>((done) => {
    if (ws.readyState === ws.CLOSED) return done();
    const timer = setTimeout(() => ws.terminate(), CLOSE_TIMEOUT_MS);
    ws.once("close", () => {
      clearTimeout(timer);
      done();
    });
    ws.close(code, reason);
  });
}

function connectionOf(socket: WebSocket): RealtimeConnection {
  return {
    send: (text, onWritten) => socket.send(text, onWritten === undefined ? undefined : () => onWritten()),
    get bufferedAmount() {
      return socket.bufferedAmount;
    },
    close: (code, reason) => socket.close(code, reason),
    terminate: () => socket.terminate(),
  };
}

/**
 * Serves the runtime's realtime endpoint on a Node `http`/`https` server: WebSocket upgrades on its
 * path from an allowed origin (403 otherwise) are identified with the runtime's `identifyUser`
 * (401 refuses the upgrade), then every
 * socket is a `RealtimeSession`. Sockets are pinged every `heartbeatIntervalMs` and closed when
 * they miss a pong. `serveCopilotRuntime` calls it for you when the runtime has `realtime` set.
 *
 * @example
 * const runtime = new CopilotRuntime({ agents, realtime: true });
 * const server = createServer(createCopilotNodeListener({ runtime, basePath: "/api/copilotkit" }));
 * const realtime = attachCopilotRealtime(server, { runtime, basePath: "/api/copilotkit" });
 * server.listen(3000);
 */
export function attachCopilotRealtime(server: Server, options: AttachCopilotRealtimeOptions): CopilotRealtimeServer {
  const { runtime } = options;
  const settings = runtime.realtime;
  if (!settings) throw new Error("attachCopilotRealtime needs a CopilotRuntime created with the `realtime` option");
  const configured = settings.path !== undefined && /^wss?:\/\//i.test(settings.path) ? new URL(settings.path).pathname : settings.path;
  const path = configured ?? (options.basePath === undefined ? undefined : `${options.basePath.replace(/\/+$/, "")}/ws`);
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: settings.maxMessageBytes,
    WebSocket: realtimeWebSocketClass(settings.maxMessageBytes),
  });
  const sessions = new Map<WebSocket, RealtimeSession>();
  const alive = new WeakSet<WebSocket>();
  let overflows = 0;
  let closing = false;

  const accepts = (req: IncomingMessage): boolean => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    return path === undefined ? pathname.endsWith("/ws") : pathname === path;
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (!accepts(req)) {
      // Another upgrade listener may own this path; with none, nobody would ever answer.
      if (server.listenerCount("upgrade") === 1) refuseUpgrade(socket, new WingmanHttpError(404, "Not found", "No WebSocket endpoint here"));
      return;
    }
    if (closing) {
      socket.destroy();
      return;
    }
    socket.on("error", () => socket.destroy());
    void admit(req, socket, head);
  };

  /** Checks the origin and the caller, then completes the upgrade. */
  const admit = async (req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> => {
    const request = toUpgradeRequest(req);
    try {
      checkRealtimeOrigin(request, settings.allowedOrigins);
      await runtime.identifyUser(request);
    } catch (error) {
      refuseUpgrade(socket, error);
      return;
    }
    if (closing || socket.destroyed) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => open(ws, request));
  };

  const open = (ws: WebSocket, request: Request): void => {
    const session = new RealtimeSession({
      runtime,
      connection: connectionOf(ws),
      request,
      options: settings,
      onOverflow: () => void overflows++,
    });
    sessions.set(ws, session);
    // A draining runtime hands the socket off: the client reconnects and resumes its streams.
    const unregisterHandOff = runtime.lifecycle.register(() => void closeSocket(ws, CLOSE_SERVICE_RESTART, "Server restarting"));
    alive.add(ws);
    ws.on("pong", () => alive.add(ws));
    ws.on("message", (data, isBinary) => {
      alive.add(ws);
      // Binary frames are not part of the protocol: the session answers them as invalid.
      session.handleMessage(isBinary ? "" : data.toString());
    });
    ws.on("close", () => {
      unregisterHandOff();
      sessions.delete(ws);
      session.dispose();
    });
    ws.on("error", () => {
      session.dispose();
      if (ws.readyState !== ws.CLOSING) {
        ws.terminate();
        return;
      }
      // ws is closing it (1009 for an oversized frame, 1002 for a protocol error): the close frame
      // goes after what is queued, so cutting the socket now would leave the client a bare 1006.
      const timer = setTimeout(() => ws.terminate(), CLOSE_TIMEOUT_MS);
      ws.once("close", () => clearTimeout(timer));
    });
  };
  server.on("upgrade", onUpgrade);

  const heartbeat =
    settings.heartbeatIntervalMs > 0
      ? setInterval(() => {
          for (const ws of sessions.keys()) {
            if (!alive.has(ws)) {
              ws.terminate();
              continue;
            }
            alive.delete(ws);
            ws.ping();
          }
        }, settings.heartbeatIntervalMs)
      : undefined;
  (heartbeat as { unref?: () => void } | undefined)?.unref?.();

  return {
    path,
    get clients() {
      return sessions.size;
    },
    get overflows() {
      return overflows;
    },
    async close() {
      if (closing) return;
      closing = true;
      server.off("upgrade", onUpgrade);
      clearInterval(heartbeat);
      const code = runtime.draining ? CLOSE_SERVICE_RESTART : CLOSE_GOING_AWAY;
      await Promise.all([...sessions.keys()].map((ws) => closeSocket(ws, code, "Server shutting down")));
      await new Promise<void>((done) => wss.close(() => done()));
    },
  };
}

import type { AgentConfig } from "@ag-ui/client";
import type { CopilotRuntimeTransport, FetchFunction } from "../runtime-api/runtime-request.js";
import type { Scheduler } from "../async/scheduler.js";
import type { RealtimeClient } from "../realtime/realtime-client.js";
import type { WebSocketConstructor } from "../realtime/web-socket-like.js";
import type { AgentEventTransport } from "./agent-event-transport.js";

/** How a `ProxiedCopilotRuntimeAgent` reaches its runtime agent. Default transport: `auto`. */
export interface ProxiedCopilotRuntimeAgentConfig extends AgentConfig {
  /** The runtime's base URL (trailing slashes are ignored). Default: `""`, the page's own origin and path. */
  runtimeUrl?: string;
  /** Default `auto`: probe `/info` once before the first request. */
  transport?: CopilotRuntimeTransport;
  /** The runtime agent that requests are routed to, when it differs from the local `agentId`. */
  runtimeAgentId?: string;
  /** Sent with every request. Default: none. */
  headers?: Record<string, string>;
  /** `fetch`'s `credentials` for every request. Default: unset, fetch's `"same-origin"`. */
  credentials?: RequestCredentials;
  /** The fetch of every request (a seam for tests and proxies). Default: the global `fetch`. */
  fetch?: FetchFunction;
  /** When `onMessagesChanged`/`onStateChanged` fire during a stream; default: once per animation frame. */
  scheduler?: Scheduler;
  /** `sse` (default), or `pending` while the registry has not reached the runtime yet. */
  runtimeMode?: string;
  /**
   * Resuming a dropped stream from the last event id: attempts (default 5); each wait is drawn
   * between 0 and a ceiling (full jitter) starting at `delayMs` (default 250 ms) and doubling up
   * to `maxDelayMs` (default 10 s).
   */
  reconnect?: { maxAttempts?: number; delayMs?: number; maxDelayMs?: number };
  /**
   * Replaces the HTTP transport (the seam for a realtime/WebSocket transport): run, connect and
   * stop go through it instead of HTTP + SSE.
   */
  eventTransport?: AgentEventTransport;
  /** `/info`'s `intelligence` (CopilotKit's hosted platform): kept for the app to read, never connected to. */
  intelligence?: { wsUrl?: string };
  /** `/info`'s `wingman.realtime`: with a `wsUrl`, runs, connects and stops go over that WebSocket. */
  realtime?: { wsUrl?: string };
  /** The realtime socket shared by a core's agents (the registry passes one); else the agent opens its own. */
  realtimeClient?: RealtimeClient;
  /** The WebSocket class for a socket the agent opens itself. @default globalThis.WebSocket */
  webSocket?: WebSocketConstructor;
  /**
   * The runtime resolves attachment references (`/info`'s `wingman.attachments.references`; the
   * registry sets it): attachments it already stores for the thread are sent as references.
   * @default false
   */
  attachmentReferences?: boolean;
}

import type { AbstractAgent } from "@ag-ui/client";
import type { RetryOptions } from "../agents/agent-registry.js";
import type { WebSocketConstructor } from "../realtime/web-socket-like.js";
import type { CopilotRuntimeTransport, FetchFunction } from "../runtime-api/runtime-request.js";
import type { Scheduler } from "../async/scheduler.js";
import type { Timers } from "../async/timers.js";
import type { FrontendTool, SuggestionsConfig } from "../types.js";

/** The options of `new CopilotKitCore(config)`; every one has a default. */
export interface CopilotKitCoreConfig {
  /** The runtime's base URL; no URL = local agents only. */
  runtimeUrl?: string;
  /** Default `auto`: REST `GET /info` when it answers 2xx, else the single route. */
  runtimeTransport?: CopilotRuntimeTransport;
  /** Don't fetch `/info` until `connect()` is called. */
  deferInitialConnection?: boolean;
  /** Agents running in the page (development/testing), by id. */
  agents__unsafe_dev_only?: Record<string, AbstractAgent>;
  headers?: Record<string, string | null | undefined>;
  credentials?: RequestCredentials;
  /** Sent as `forwardedProps` on every run (per-run props win). */
  properties?: Record<string, unknown>;
  tools?: FrontendTool[];
  suggestionsConfig?: SuggestionsConfig[];
  /** Platform seams: `fetch` (default the global), the notification scheduler (default per animation frame, else 16 ms), timers for `/info` retries. */
  fetch?: FetchFunction;
  scheduler?: Scheduler;
  timers?: Timers;
  /**
   * The WebSocket class used when the runtime is in intelligence (realtime) mode.
   * @default globalThis.WebSocket (Node 20 has none: pass `ws`'s `WebSocket`)
   */
  webSocket?: WebSocketConstructor;
  /** `/info` retry backoff: jittered delays under a ceiling of 500 ms doubling to 30 s, unlimited (defaults). */
  retry?: RetryOptions;
  /** Follow-up runs allowed after one user turn, per agent (default 10). */
  maxFollowUpDepth?: number;
  /** Default throttle of `subscribeToAgentWithOptions`, in ms (default 0). */
  defaultThrottleMs?: number;
}

/** Headers without the null/undefined values (how a header is cleared). */
export const cleanHeaders = (headers: Record<string, string | null | undefined> | undefined): Record<string, string> => {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) if (value !== null && value !== undefined) result[name] = value;
  return result;
};

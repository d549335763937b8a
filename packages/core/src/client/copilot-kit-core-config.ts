import type { AbstractAgent } from "@ag-ui/client";
import type { RetryOptions } from "../agents/agent-registry.js";
import type { WebSocketConstructor } from "../realtime/web-socket-like.js";
import type { CopilotRuntimeTransport, FetchFunction } from "../runtime-api/runtime-request.js";
import type { Scheduler } from "../async/scheduler.js";
import type { Timers } from "../async/timers.js";
import type { FrontendTool, SuggestionsConfig } from "../types.js";

/** The options of `new CopilotKitCore(config)`; every one has a default. */
export interface CopilotKitCoreConfig {
  /** The runtime's base URL. Default: none, local agents only. */
  runtimeUrl?: string;
  /** Default `auto`: REST `GET /info` when it answers 2xx, else the single route. */
  runtimeTransport?: CopilotRuntimeTransport;
  /** Don't fetch `/info` until `connect()` is called. Default: false. */
  deferInitialConnection?: boolean;
  /** Agents running in the page (development/testing), by id. */
  agents__unsafe_dev_only?: Record<string, AbstractAgent>;
  /** Sent with every request to the runtime; a null or undefined value clears a header. Default: none. */
  headers?: Record<string, string | null | undefined>;
  /** `fetch`'s `credentials` for every request (`"include"` sends cookies cross-origin). Default: unset, fetch's `"same-origin"`. */
  credentials?: RequestCredentials;
  /** Sent as `forwardedProps` on every run (per-run props win). */
  properties?: Record<string, unknown>;
  /** Tools the agents may call in the page. Default: none. */
  tools?: FrontendTool[];
  /** Static and model-generated suggestions. Default: none. */
  suggestionsConfig?: SuggestionsConfig[];
  /** The fetch of every runtime request (a platform seam). Default: the global `fetch`. */
  fetch?: FetchFunction;
  /** When agent notifications are delivered. Default: once per animation frame, else every 16 ms. */
  scheduler?: Scheduler;
  /** The timers of `/info` retries and follow-ups (a seam for tests). Default: the global `setTimeout`/`clearTimeout`. */
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

import type { AgentCapabilities } from "@ag-ui/core";
import { createRuntimeRequest, type CopilotRuntimeTransport, type FetchFunction } from "./runtime-request.js";
import { RuntimeRequestError } from "./runtime-request-error.js";
import { resolveRealtimeUrl } from "../realtime/resolve-realtime-url.js";

/** One agent as `/info` describes it. */
export interface RuntimeAgentInfo {
  readonly name?: string;
  readonly description?: string;
  readonly className?: string;
  readonly capabilities?: AgentCapabilities;
}

/** The runtime's `/info` answer. Unknown fields are kept. */
export interface RuntimeInfo {
  readonly version?: string;
  readonly agents: Record<string, RuntimeAgentInfo>;
  readonly mode?: "sse" | "intelligence" | string;
  readonly audioFileTranscriptionEnabled?: boolean;
  readonly threadEndpoints?: { list?: boolean; inspect?: boolean; mutations?: boolean; realtimeMetadata?: boolean };
  readonly suggestions?: boolean;
  readonly a2ui?: { enabled?: boolean; agents?: string[] };
  readonly a2uiEnabled?: boolean;
  readonly openGenerativeUIEnabled?: boolean;
  readonly telemetryDisabled?: boolean;
  readonly intelligence?: { wsUrl?: string };
  /**
   * Wingman's own discovery fields; `realtime.wsUrl` is where the runtime's WebSocket endpoint listens
   * (as fetched by `fetchRuntimeInfo`: resolved against the runtime URL when the runtime announced a path).
   */
  readonly wingman?: {
    realtime?: { wsUrl?: string };
    /** `references`: the runtime resolves `wingman-attachment:sha256:…` sources from the thread's stored messages. */
    attachments?: { references?: boolean };
  };
  readonly [field: string]: unknown;
}

/** Where and how to fetch a runtime's `/info` answer. */
export interface FetchRuntimeInfoOptions {
  /** The runtime's base URL. */
  readonly runtimeUrl: string;
  /** `rest`, `single`, or `auto` (REST first, the single route when REST fails). */
  readonly transport: CopilotRuntimeTransport;
  /** The fetch to use. */
  readonly fetch: FetchFunction;
  /** Sent with the request. Default: none. */
  readonly headers?: Record<string, string>;
  /** `fetch`'s `credentials`. Default: unset, fetch's `"same-origin"`. */
  readonly credentials?: RequestCredentials;
  /** Cancels the request. Default: none. */
  readonly signal?: AbortSignal;
}

async function requestInfo(options: FetchRuntimeInfoOptions, transport: "rest" | "single"): Promise<RuntimeInfo> {
  const { url, init } = createRuntimeRequest({ ...options, transport, method: "info" });
  const response = await options.fetch(url, init);
  // `ok === false`, not `!ok`: a test double answering only `json()` (as CopilotKit apps' tests do) is read.
  if (response.ok === false) throw await RuntimeRequestError.fromResponse(response, "Runtime info request");
  const info = (await response.json()) as RuntimeInfo;
  const wsUrl = info.wingman?.realtime?.wsUrl;
  return {
    ...info,
    agents: info.agents ?? {},
    ...(typeof wsUrl === "string" && {
      wingman: { ...info.wingman, realtime: { ...info.wingman!.realtime, wsUrl: resolveRealtimeUrl(wsUrl, options.runtimeUrl) } },
    }),
  };
}

/**
 * Fetches `/info`. `auto` tries REST (`GET {url}/info`, only a 2xx counts) and falls back to the
 * single route (`POST {url}` `{method:"info"}`); the answer says which transport worked.
 */
export async function fetchRuntimeInfo(
  options: FetchRuntimeInfoOptions,
): Promise<{ info: RuntimeInfo; transport: "rest" | "single" }> {
  if (options.transport !== "auto") {
    return { info: await requestInfo(options, options.transport), transport: options.transport };
  }
  try {
    return { info: await requestInfo(options, "rest"), transport: "rest" };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { info: await requestInfo(options, "single"), transport: "single" };
  }
}

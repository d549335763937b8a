import type { CopilotRuntime } from "../runtime/copilot-runtime.js";
import type { RuntimeHooks } from "../runtime/runtime-hooks.js";
import type { SseStreamOptions } from "../sse/sse-stream-options.js";
import type { CorsOptions } from "./cors-options.js";

/** Options of {@link createCopilotRuntimeHandler} (and of every adapter). */
export interface CopilotRuntimeHandlerOptions {
  readonly runtime: CopilotRuntime;
  /**
   * Where the runtime is mounted, e.g. `"/api/copilotkit"`. With it, routes must match exactly below
   * it (anything else is 404); without it, routes match the end of any path.
   * @default "" (none: routes match the end of any path)
   */
  readonly basePath?: string;
  /**
   * `"multi-route"`: REST routes (`/info`, `/agent/:id/run`, …). `"single-route"`: one
   * `POST {basePath}` taking `{method, params, body}`.
   * @default "multi-route"
   */
  readonly mode?: "multi-route" | "single-route";
  /** CORS is off unless set (the default); `true` allows any origin. */
  readonly cors?: boolean | CorsOptions;
  /** Request hooks; they run after the runtime's own. */
  readonly hooks?: RuntimeHooks;
  /** Heartbeat and buffering of event streams. */
  readonly sse?: SseStreamOptions;
}

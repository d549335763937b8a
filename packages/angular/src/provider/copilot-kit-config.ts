import { InjectionToken } from "@angular/core";
import type { AbstractAgent } from "@ag-ui/client";
import type { CopilotKitCoreErrorCode, FrontendTool, SuggestionsConfig } from "@wingman/core";
import type { HumanInTheLoopTool } from "../tools/human-in-the-loop-tool.js";
import type { AngularActivityMessageRenderer, AngularToolCallRenderer, Renderable, ToolCallRenderProps } from "../types.js";

/** A frontend tool as the configuration takes it: optionally with a renderer for its calls. */
export type AngularFrontendTool<Args extends Record<string, unknown> = Record<string, unknown>> = FrontendTool<Args> & {
  render?: Renderable<ToolCallRenderProps<Args>>;
};

/** What `provideCopilotKit` takes: the same options as React's `CopilotKitProvider`. */
export interface CopilotKitConfig {
  /** The runtime's base URL, e.g. `/api/copilotkit`. */
  runtimeUrl?: string;
  /** Sent with every request. Change them later with `CopilotKit.setHeaders`. */
  headers?: Record<string, string>;
  /** `fetch`'s `credentials` for every request (`"include"` sends cookies cross-origin). Default: unset, fetch's `"same-origin"`. */
  credentials?: RequestCredentials;
  /** Forwarded to every run as `forwardedProps`. */
  properties?: Record<string, unknown>;
  /** `true` → single endpoint, `false` → REST routes. Default: unset, detected (`auto`). */
  useSingleEndpoint?: boolean;
  /** Agents that run in the page (development and tests). */
  agents__unsafe_dev_only?: Record<string, AbstractAgent>;
  /** Tools the agents may call in the page, each with an optional renderer of its calls. Default: none. */
  frontendTools?: AngularFrontendTool<any>[];
  /** Tools that wait for the user; configured ones answer `undefined` (use `registerHumanInTheLoop` to respond). */
  humanInTheLoop?: HumanInTheLoopTool<any>[];
  /** Components that render tool calls in the chat, by tool name (`"*"` for any). Default: none. */
  renderToolCalls?: AngularToolCallRenderer<any>[];
  /** Components that render activity messages, by activity type. Default: none. */
  renderActivityMessages?: AngularActivityMessageRenderer<any>[];
  /** Static and model-generated suggestions shown in the chats. Default: none. */
  suggestionsConfig?: SuggestionsConfig[];
  /** Every error of the core; without it errors are logged with `console.error`. */
  onError?: (event: { error: Error; code: CopilotKitCoreErrorCode; context: Record<string, unknown> }) => void;
  /**
   * The dev console (`@wingman/inspector`, loaded lazily in its own chunk): `true`, `false`
   * (default) or `"auto"` (localhost only).
   */
  showDevConsole?: boolean | "auto";
  /** Throttle of agent subscriptions that set none, in ms (0: every frame-batched notification). Default: 0. */
  defaultThrottleMs?: number;
  /** For tests and custom platforms: the fetch the core uses. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/** Injection token holding the configuration given to `provideCopilotKit`. */
export const COPILOT_KIT_CONFIG = new InjectionToken<CopilotKitConfig>("COPILOT_KIT_CONFIG");

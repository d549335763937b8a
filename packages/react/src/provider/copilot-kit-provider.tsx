import type { AbstractAgent } from "@ag-ui/client";
import type { CopilotKitCoreErrorCode, FrontendTool } from "@wingman/core";
// The core first, then what it shares with us: bundlers place modules in import order, and this one packs smaller (bundle-size.test.ts).
import { CopilotKitCoreReact } from "./copilot-kit-core-react.js";
import { runtimeTransportOf } from "@wingman/core/internal";
import { configuredTools } from "@wingman/core/chat";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { CopilotKitContext } from "./copilot-kit-context.js";
import type { HumanInTheLoopTool } from "../tools/use-human-in-the-loop.js";
import { configuredHumanInTheLoopRenderer } from "../tools/human-in-the-loop-renderer.js";
import type { ReactActivityMessageRenderer, ReactCustomMessageRenderer, ReactToolCallRenderer } from "../types.js";
import { mcpAppsActivityMessageRenderer } from "../mcp-apps/mcp-apps-activity-renderer.js";
import { useInspector } from "./use-inspector.js";
import { useLatest } from "../hooks/use-latest.js";
import { useStableArrayProp } from "../hooks/use-stable-array-prop.js";

/** A frontend tool as the provider takes it: optionally with a renderer for its calls. */
export type ReactFrontendTool<Args extends Record<string, unknown> = Record<string, unknown>> = FrontendTool<Args> & {
  render?: ReactToolCallRenderer<Args>["render"];
};

/** Props of `CopilotKitProvider`: the runtime to talk to, agents, tools, renderers and options. */
export interface CopilotKitProviderProps {
  /** The app, whose hooks and chat components use this provider's core. */
  children?: ReactNode;
  /** The runtime's base URL, e.g. `/api/copilotkit`. */
  runtimeUrl?: string;
  /** Sent with every request; a function is called on each render. */
  headers?: Record<string, string> | (() => Record<string, string>);
  /** `fetch`'s `credentials` for every request (`"include"` sends cookies cross-origin). Default: unset, fetch's `"same-origin"`. */
  credentials?: RequestCredentials;
  /** Forwarded to every run as `forwardedProps`. */
  properties?: Record<string, unknown>;
  /** `true` → single endpoint, `false` → REST routes. Default: unset, detected (`auto`). */
  useSingleEndpoint?: boolean;
  /** Agents that run in the page (development and tests). */
  agents__unsafe_dev_only?: Record<string, AbstractAgent>;
  /** Agents the app runs itself, merged over `agents__unsafe_dev_only` (these win on a shared id), as CopilotKit's. */
  selfManagedAgents?: Record<string, AbstractAgent>;
  /** Components that render tool calls in the chat, by tool name (`"*"` for any). Default: none. */
  renderToolCalls?: ReactToolCallRenderer<any>[];
  /** Components that render activity messages, by activity type. Default: none. */
  renderActivityMessages?: ReactActivityMessageRenderer<any>[];
  /** Components shown before or after messages. Default: none. */
  renderCustomMessages?: ReactCustomMessageRenderer[];
  /** Tools the agents may call in the page, each with an optional renderer of its calls. Default: none. */
  frontendTools?: ReactFrontendTool<any>[];
  /** Tools that wait for the user; the provider-level ones answer `undefined` (use `useHumanInTheLoop` to respond). */
  humanInTheLoop?: HumanInTheLoopTool<any>[];
  /**
   * The dev console (`@wingman/inspector`, loaded lazily in its own chunk): `true`, `false`
   * (default) or `"auto"` (localhost only).
   */
  showDevConsole?: boolean | "auto";
  /** Every error of the core; without it errors are logged with `console.error`. */
  onError?: (event: { error: Error; code: CopilotKitCoreErrorCode; context: Record<string, unknown> }) => void;
  /** Default throttle of agent subscriptions, in ms (0: every batched notification). */
  defaultThrottleMs?: number;
  /** For tests and custom platforms: the fetch the core uses. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

const resolveHeaders = (headers: CopilotKitProviderProps["headers"]) => (typeof headers === "function" ? headers() : (headers ?? {}));
const stableWarning = (prop: string) =>
  // "<prop> must be a stable array", without quotes, as CopilotKit says it: apps' tests match on it.
  `CopilotKitProvider: ${prop} must be a stable array (define it outside the component or memoise it). To add or remove tools dynamically, use useFrontendTool.`;
const rendererSetChanged = (initial: ReactToolCallRenderer<any>[], next: ReactToolCallRenderer<any>[]) => {
  const keys = (list: ReactToolCallRenderer<any>[]) => list.map((renderer) => `${renderer.agentId ?? ""}:${renderer.name}`).sort().join("|");
  return keys(initial) !== keys(next);
};

/**
 * Creates one core per provider (StrictMode-safe: one `/info` request) and keeps it in sync with
 * the props. Every hook and chat component below reads this core.
 *
 * @example
 * <CopilotKitProvider runtimeUrl="/api/copilotkit"><CopilotChat /></CopilotKitProvider>
 */
export function CopilotKitProvider(props: CopilotKitProviderProps) {
  const { runtimeUrl, credentials, useSingleEndpoint, defaultThrottleMs } = props;
  const frontendTools = useStableArrayProp(props.frontendTools, stableWarning("frontendTools"));
  const humanInTheLoop = useStableArrayProp(props.humanInTheLoop, stableWarning("humanInTheLoop"));
  const renderToolCalls = useStableArrayProp(props.renderToolCalls, stableWarning("renderToolCalls"), rendererSetChanged);
  const appActivityRenderers = useStableArrayProp(props.renderActivityMessages, stableWarning("renderActivityMessages"));
  // Built in after the app's own: MCP Apps activities render in a sandboxed frame unless the app renders them.
  const renderActivityMessages = useMemo(() => [...appActivityRenderers, mcpAppsActivityMessageRenderer as ReactActivityMessageRenderer<any>], [appActivityRenderers]);
  const renderCustomMessages = useStableArrayProp(props.renderCustomMessages, stableWarning("renderCustomMessages"));
  const agents =
    props.selfManagedAgents || props.agents__unsafe_dev_only ? { ...props.agents__unsafe_dev_only, ...props.selfManagedAgents } : undefined;

  const hasAgents = agents !== undefined && Object.keys(agents).length > 0;
  if (!runtimeUrl && !hasAgents) {
    const message = "CopilotKitProvider: nothing to connect to. Pass 'runtimeUrl' (your Wingman runtime) or 'agents__unsafe_dev_only'.";
    if ((globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.NODE_ENV === "production") throw new Error(message);
    console.warn(message);
  }

  const { tools, renderers: toolRenderers } = useMemo(
    () =>
      configuredTools({
        frontendTools,
        humanInTheLoop,
        renderToolCalls,
        humanInTheLoopRenderer: configuredHumanInTheLoopRenderer,
        declaredIn: "declared on the provider",
        registerWith: "useHumanInTheLoop",
      }),
    [frontendTools, humanInTheLoop, renderToolCalls],
  );

  const headers = resolveHeaders(props.headers);
  const headersKey = JSON.stringify(headers);
  const onError = useLatest(props.onError);

  const [copilotkit] = useState(
    () =>
      new CopilotKitCoreReact({
        ...(runtimeUrl !== undefined && { runtimeUrl }),
        runtimeTransport: runtimeTransportOf(useSingleEndpoint),
        deferInitialConnection: true,
        headers,
        ...(credentials !== undefined && { credentials }),
        properties: props.properties ?? {},
        ...(agents && { agents__unsafe_dev_only: agents }),
        tools,
        renderToolCalls: toolRenderers,
        renderActivityMessages,
        renderCustomMessages,
        ...(defaultThrottleMs !== undefined && { defaultThrottleMs }),
        ...(props.fetch && { fetch: props.fetch }),
      }),
  );

  // Dispose on unmount, deferred a tick so StrictMode's unmount/remount keeps the one connection.
  const pendingDispose = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(pendingDispose.current);
    return () => {
      pendingDispose.current = setTimeout(() => copilotkit.dispose(), 0);
    };
  }, [copilotkit]);

  useEffect(() => {
    const subscription = copilotkit.subscribe({
      onError: ({ error, code, context }) => {
        if (onError.current) onError.current({ error, code, context });
        else console.error(`[wingman] Error (${code}):`, error);
      },
    });
    return () => subscription.unsubscribe();
  }, [copilotkit, onError]);

  // Setters skip the mount: the core was built with these values, and hooks below registered first.
  const mounted = useRef(false);
  const propertiesKey = JSON.stringify(props.properties ?? {});
  useEffect(() => {
    copilotkit.setRuntimeTransport(runtimeTransportOf(useSingleEndpoint));
    copilotkit.setRuntimeUrl(runtimeUrl);
    copilotkit.setHeaders(JSON.parse(headersKey) as Record<string, string>);
    copilotkit.setCredentials(credentials);
    copilotkit.setProperties(JSON.parse(propertiesKey) as Record<string, unknown>);
    copilotkit.setDefaultThrottleMs(defaultThrottleMs);
    void copilotkit.connect();
  }, [copilotkit, runtimeUrl, useSingleEndpoint, headersKey, credentials, propertiesKey, defaultThrottleMs]);

  useEffect(() => {
    if (agents && mounted.current) copilotkit.setAgents__unsafe_dev_only(agents);
  }, [copilotkit, agents]);

  const providerToolNames = useRef<FrontendTool[]>(tools);
  useEffect(() => {
    if (!mounted.current) return;
    for (const tool of providerToolNames.current) copilotkit.removeTool(tool.name, tool.agentId);
    for (const tool of tools) {
      copilotkit.removeTool(tool.name, tool.agentId);
      copilotkit.addTool(tool);
    }
    providerToolNames.current = tools;
  }, [copilotkit, tools]);

  useEffect(() => {
    if (mounted.current) copilotkit.setRenderToolCalls(toolRenderers);
  }, [copilotkit, toolRenderers]);
  useEffect(() => {
    if (mounted.current) copilotkit.setRenderActivityMessages(renderActivityMessages);
  }, [copilotkit, renderActivityMessages]);
  useEffect(() => {
    if (mounted.current) copilotkit.setRenderCustomMessages(renderCustomMessages);
  }, [copilotkit, renderCustomMessages]);

  useInspector(copilotkit, { enabled: props.showDevConsole ?? false });

  useEffect(() => {
    mounted.current = true;
  }, []);

  return <CopilotKitContext.Provider value={copilotkit}>{props.children}</CopilotKitContext.Provider>;
}

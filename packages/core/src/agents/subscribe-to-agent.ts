import type { AbstractAgent, AgentSubscriber } from "@ag-ui/client";
import type { Timers } from "../async/timers.js";
import { joinRunInProgress } from "./late-subscribers.js";

/** The agent callbacks a UI needs; others are refused (they would run per event, unthrottled). */
export type SubscribeToAgentSubscriber = Pick<
  AgentSubscriber,
  "onMessagesChanged" | "onStateChanged" | "onRunInitialized" | "onRunFinalized" | "onRunFailed" | "onRunErrorEvent"
>;

/** How often a throttled agent subscription notifies. Default: 0 ms, every notification. */
export interface SubscribeToAgentOptions {
  /** Leading + trailing throttle of `onMessagesChanged`/`onStateChanged`, in ms; 0 = every notification. Default: 0. */
  throttleMs?: number;
}

/** The timers and error sink a throttled agent subscription uses. */
export interface SubscribeToAgentContext {
  readonly timers: Timers;
  /** A callback threw or rejected, a key was refused, or the throttle was invalid. */
  readonly onError: (error: Error, context: Record<string, unknown>) => void;
}

const ALLOWED = new Set(["onMessagesChanged", "onStateChanged", "onRunInitialized", "onRunFinalized", "onRunFailed", "onRunErrorEvent"]);
const THROTTLED = new Set(["onMessagesChanged", "onStateChanged"]);

type Callback = (params: unknown) => unknown;

/**
 * Subscribes to an agent for a UI: only the callbacks above, each isolated (a throw or rejection
 * is reported, never propagated), with messages and state changes sharing one leading + trailing
 * throttle window that delivers the latest of each. Unsubscribing cancels pending deliveries.
 */
export function subscribeToAgentWithOptions(
  agent: AbstractAgent,
  subscriber: SubscribeToAgentSubscriber,
  options: SubscribeToAgentOptions,
  context: SubscribeToAgentContext,
): { unsubscribe(): void } {
  const agentId = agent.agentId;
  let throttleMs = options.throttleMs ?? 0;
  if (!Number.isFinite(throttleMs) || throttleMs < 0) {
    context.onError(new Error(`Invalid throttleMs ${String(options.throttleMs)}: notifications are not throttled`), { agentId });
    throttleMs = 0;
  }
  let active = true;
  const guard = (name: string, callback: Callback) => (params: unknown) => {
    if (!active) return;
    try {
      const result = callback.call(subscriber, params);
      if (result && typeof (result as Promise<unknown>).catch === "function") {
        (result as Promise<unknown>).catch((error: unknown) =>
          context.onError(error instanceof Error ? error : new Error(String(error)), { agentId, callback: name }),
        );
      }
    } catch (error) {
      context.onError(error instanceof Error ? error : new Error(String(error)), { agentId, callback: name });
    }
  };

  let window: unknown;
  const pending = new Map<string, unknown>();
  const deliver = new Map<string, (params: unknown) => void>();
  const closeWindow = () => {
    window = undefined;
    if (!active || pending.size === 0) return;
    const due = [...pending];
    pending.clear();
    for (const [name, params] of due) deliver.get(name)?.(params);
    window = context.timers.setTimeout(closeWindow, throttleMs);
  };

  const wrapped: AgentSubscriber = {};
  for (const [name, callback] of Object.entries(subscriber)) {
    if (typeof callback !== "function") continue;
    if (!ALLOWED.has(name)) {
      console.warn(`subscribeToAgentWithOptions: '${name}' is not supported and is ignored`);
      context.onError(new Error(`Unsupported agent callback '${name}'`), { agentId, callback: name });
      continue;
    }
    const safe = guard(name, callback as Callback);
    if (!THROTTLED.has(name) || throttleMs === 0) {
      (wrapped as Record<string, unknown>)[name] = safe;
      continue;
    }
    deliver.set(name, safe);
    (wrapped as Record<string, unknown>)[name] = (params: unknown) => {
      if (!active) return;
      if (window === undefined) {
        safe(params);
        window = context.timers.setTimeout(closeWindow, throttleMs);
      } else {
        pending.set(name, params);
      }
    };
  }
  const subscription = agent.subscribe(wrapped);
  // A run already going on does not tell subscribers that came after it started (late-subscribers.ts).
  const leaveRun = joinRunInProgress(agent, wrapped);
  return {
    unsubscribe: () => {
      active = false;
      leaveRun();
      pending.clear();
      if (window !== undefined) context.timers.clearTimeout(window);
      window = undefined;
      subscription.unsubscribe();
    },
  };
}

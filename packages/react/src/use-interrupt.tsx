import type { Interrupt } from "@ag-ui/core";
import { enabledInterrupts, InterruptController } from "@wingman/core";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactElement, type ReactNode } from "react";
import { useAgent, UseAgentUpdate } from "./use-agent.js";
import { useCopilotKit } from "./copilot-kit-context.js";
import { useLatest } from "./use-latest.js";

export interface InterruptRenderProps<Result = unknown> {
  /** The first open interrupt. */
  interrupt: Interrupt;
  /** Every open interrupt of the last run. */
  interrupts: Interrupt[];
  /** What `handler` returned for the first interrupt (null when it failed or there is none). */
  result: Result | null;
  /** Answers an interrupt (default: the first); the run resumes once all are answered. */
  resolve: (payload?: unknown, interruptId?: string) => void;
  /** Cancels an interrupt (default: the first). */
  cancel: (interruptId?: string) => void;
}

export interface UseInterruptOptions<Result = unknown> {
  render: (props: InterruptRenderProps<Result>) => ReactNode;
  handler?: (props: { interrupt: Interrupt; interrupts: Interrupt[] }) => Result | Promise<Result>;
  enabled?: (interrupt: Interrupt) => boolean;
  agentId?: string;
}

/** CopilotKit's name for the options. */
export type UseInterruptConfig<Result = unknown> = UseInterruptOptions<Result>;

/**
 * AG-UI interrupts (`RUN_FINISHED` with `outcome: "interrupt"`): returns the rendered element
 * while the agent's last run has open interrupts, and resumes the run once each is resolved or
 * cancelled. Returns null when there is nothing to answer.
 */
export function useInterrupt<Result = unknown>(options: UseInterruptOptions<Result>): ReactElement | null {
  const { copilotkit } = useCopilotKit();
  const { agent } = useAgent({ ...(options.agentId !== undefined && { agentId: options.agentId }), updates: [UseAgentUpdate.OnRunStatusChanged] });
  const latest = useLatest(options);
  const [result, setResult] = useState<Result | null>(null);
  // The open interrupts and their answers are the core's InterruptController (shared with Angular).
  const controller = useMemo(() => new InterruptController(copilotkit, () => agent, { caller: "useInterrupt" }), [copilotkit, agent]);
  const subscribe = useCallback((onChange: () => void) => controller.subscribe(onChange), [controller]);
  const getInterrupts = () => controller.interrupts;
  const interrupts = useSyncExternalStore(subscribe, getInterrupts, getInterrupts);
  const enabled = useMemo(() => enabledInterrupts(interrupts, latest.current.enabled), [interrupts, latest]);

  useEffect(() => {
    const handler = latest.current.handler;
    const first = enabled[0];
    setResult(null);
    if (!handler || !first) return;
    let active = true;
    Promise.resolve()
      .then(() => handler({ interrupt: first, interrupts: enabled }))
      .then(
        (value) => void (active && setResult(value)),
        () => void (active && setResult(null)),
      );
    return () => {
      active = false;
    };
  }, [enabled, latest]);

  const resolve = useCallback((payload?: unknown, interruptId?: string) => controller.resolve(payload, interruptId), [controller]);
  const cancel = useCallback((interruptId?: string) => controller.cancel(interruptId), [controller]);

  const first = enabled[0];
  if (!first) return null;
  return <>{latest.current.render({ interrupt: first, interrupts: enabled, result, resolve, cancel })}</>;
}

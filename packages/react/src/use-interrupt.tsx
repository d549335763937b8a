import type { Interrupt } from "@ag-ui/core";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from "react";
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

/**
 * AG-UI interrupts (`RUN_FINISHED` with `outcome: "interrupt"`): returns the rendered element
 * while the agent's last run has open interrupts, and resumes the run once each is resolved or
 * cancelled. Returns null when there is nothing to answer.
 */
export function useInterrupt<Result = unknown>(options: UseInterruptOptions<Result>): ReactElement | null {
  const { copilotkit } = useCopilotKit();
  const { agent } = useAgent({ ...(options.agentId !== undefined && { agentId: options.agentId }), updates: [UseAgentUpdate.OnRunStatusChanged] });
  const latest = useLatest(options);
  const [interrupts, setInterrupts] = useState<Interrupt[]>(() => [...((agent.pendingInterrupts ?? []) as Interrupt[])]);
  const [result, setResult] = useState<Result | null>(null);
  const answers = useRef<Record<string, { status: "resolved"; payload?: unknown } | { status: "cancelled" }>>({});

  useEffect(() => {
    setInterrupts([...((agent.pendingInterrupts ?? []) as Interrupt[])]);
    const subscription = copilotkit.subscribe({
      onAgentInterrupted: (event) => {
        if (event.agent !== agent) return;
        answers.current = {};
        setInterrupts([...event.interrupts]);
      },
      onAgentRunStarted: (event) => void (event.agent === agent && setInterrupts([])),
    });
    return () => subscription.unsubscribe();
  }, [copilotkit, agent]);

  const enabled = useMemo(() => {
    const check = latest.current.enabled;
    return interrupts.filter((interrupt) => {
      try {
        return check ? check(interrupt) : true;
      } catch {
        return false;
      }
    });
  }, [interrupts, latest]);

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

  const answer = useCallback(
    (entry: { status: "resolved"; payload?: unknown } | { status: "cancelled" }, interruptId?: string) => {
      const target = interruptId ?? interrupts[0]?.id;
      if (!target) return;
      if (interruptId === undefined && interrupts.length > 1) console.warn("useInterrupt: several interrupts are open; answering the first");
      answers.current = { ...answers.current, [target]: entry };
      if (!interrupts.every((interrupt) => interrupt.id in answers.current)) return;
      const responses = answers.current;
      answers.current = {};
      setInterrupts([]);
      void copilotkit.resumeAgent({ agent, responses: responses as never });
    },
    [copilotkit, agent, interrupts],
  );
  const resolve = useCallback((payload?: unknown, interruptId?: string) => answer({ status: "resolved", payload }, interruptId), [answer]);
  const cancel = useCallback((interruptId?: string) => answer({ status: "cancelled" }, interruptId), [answer]);

  const first = enabled[0];
  if (!first) return null;
  return <>{latest.current.render({ interrupt: first, interrupts: enabled, result, resolve, cancel })}</>;
}

import type { Interrupt } from "@ag-ui/core";
import { enabledInterrupts, InterruptController } from "@wingman/core/chat";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactElement, type ReactNode } from "react";
import { useAgent, UseAgentUpdate } from "./use-agent.js";
import { useCopilotKit } from "../provider/copilot-kit-context.js";
import { useLatest } from "./use-latest.js";

/**
 * An open AG-UI interrupt with CopilotKit's `{ name, value }` on top, so render code written for
 * their `event.value` keeps working: `name` is the interrupt's `reason`, `value` its
 * `metadata.value` when the agent put one there, else its `message`.
 */
export interface InterruptEvent<TValue = unknown> extends Interrupt {
  name: string;
  value: TValue;
}

/** What a `useInterrupt` handler receives: the open interrupts and `resolve`. */
export interface InterruptHandlerProps<TValue = unknown> {
  /** The first open interrupt accepted by `enabled`. */
  event: InterruptEvent<TValue>;
  interrupt: Interrupt;
  interrupts: Interrupt[];
  resolve: (payload?: unknown, interruptId?: string) => void;
}

/** What a `useInterrupt` render function receives: the interrupts, the handler's result and `resolve`. */
export interface InterruptRenderProps<TValue = unknown, TResult = unknown> {
  event: InterruptEvent<TValue>;
  /** The first open interrupt. */
  interrupt: Interrupt;
  /** Every open interrupt of the last run. */
  interrupts: Interrupt[];
  /** What `handler` returned for the first interrupt (null when it failed or there is none). */
  result: TResult | null;
  /** Answers an interrupt (default: the first); the run resumes once all are answered. */
  resolve: (payload?: unknown, interruptId?: string) => void;
  /** Cancels an interrupt (default: the first). */
  cancel: (interruptId?: string) => void;
}

type InterruptRenderInChat = boolean | undefined;

export interface UseInterruptConfigBase<TValue = unknown, TResult = unknown> {
  render: (props: InterruptRenderProps<TValue, TResult>) => ReactNode;
  /** Runs when an interrupt opens; what it returns (or resolves to) is `result` in `render`. */
  handler?: (props: InterruptHandlerProps<TValue>) => TResult | PromiseLike<TResult>;
  /** Which interrupts this hook answers (one that throws counts as refused). */
  enabled?: (event: InterruptEvent<TValue>) => boolean;
  /** Default: the chat's agent. */
  agentId?: string;
}

/** What `useInterrupt` answers and how it shows it. Default: rendered inside `<CopilotChat>`. */
export type UseInterruptConfig<TValue = unknown, TResult = unknown, TRenderInChat extends InterruptRenderInChat = undefined> = UseInterruptConfigBase<TValue, TResult> & {
  /** Default true: the element is shown inside `<CopilotChat>` after the messages and the hook returns nothing. False returns it. */
  renderInChat?: TRenderInChat;
};
/** CopilotKit's other name for {@link UseInterruptConfig}. */
export type UseInterruptOptions<TValue = unknown, TResult = unknown, TRenderInChat extends InterruptRenderInChat = undefined> = UseInterruptConfig<TValue, TResult, TRenderInChat>;

type UseInterruptReturn<TRenderInChat extends InterruptRenderInChat> = TRenderInChat extends false ? ReactElement | null : TRenderInChat extends true | undefined ? void : ReactElement | null | void;

/** `interrupt` as CopilotKit's `{ name, value }` event. */
export function interruptEvent<TValue = unknown>(interrupt: Interrupt): InterruptEvent<TValue> {
  const metadata = interrupt.metadata as Record<string, unknown> | undefined;
  const value = metadata && "value" in metadata ? metadata["value"] : interrupt.message;
  return { ...interrupt, name: interrupt.reason, value: value as TValue };
}

/**
 * AG-UI interrupts (`RUN_FINISHED` with `outcome: "interrupt"`): while the agent's last run has
 * open interrupts, renders them and resumes the run once each is resolved or cancelled. By
 * default the element is shown inside `<CopilotChat>`; with `renderInChat: false` it is returned.
 */
export function useInterrupt<TResult = unknown, TRenderInChat extends InterruptRenderInChat = undefined>(
  // `any` value as theirs: the payload's shape is the agent's, narrowed by the app's callbacks.
  config: UseInterruptConfig<any, TResult, TRenderInChat>,
): UseInterruptReturn<TRenderInChat> {
  const { copilotkit } = useCopilotKit();
  const { agent } = useAgent({ ...(config.agentId !== undefined && { agentId: config.agentId }), updates: [UseAgentUpdate.OnRunStatusChanged] });
  const latest = useLatest(config);
  const [result, setResult] = useState<TResult | null>(null);
  // The open interrupts and their answers are the core's InterruptController (shared with Angular).
  const controller = useMemo(() => new InterruptController(copilotkit, () => agent, { caller: "useInterrupt" }), [copilotkit, agent]);
  const subscribe = useCallback((onChange: () => void) => controller.subscribe(onChange), [controller]);
  const getInterrupts = () => controller.interrupts;
  const interrupts = useSyncExternalStore(subscribe, getInterrupts, getInterrupts);
  // Filtered once per change of the open interrupts: an inline `enabled` must not re-run the handler.
  const enabled = useMemo(() => {
    const filter = latest.current.enabled;
    return enabledInterrupts(interrupts, filter && ((interrupt) => filter(interruptEvent(interrupt))));
  }, [interrupts, latest]);

  const resolve = useCallback((payload?: unknown, interruptId?: string) => controller.resolve(payload, interruptId), [controller]);
  const cancel = useCallback((interruptId?: string) => controller.cancel(interruptId), [controller]);

  useEffect(() => {
    const handler = latest.current.handler;
    const first = enabled[0];
    setResult(null);
    if (!handler || !first) return;
    let active = true;
    Promise.resolve()
      .then(() => handler({ event: interruptEvent(first), interrupt: first, interrupts: enabled, resolve }))
      .then(
        (value) => void (active && setResult(value)),
        () => void (active && setResult(null)),
      );
    return () => {
      active = false;
    };
  }, [enabled, latest, resolve]);

  const first = enabled[0];
  const element = first ? <>{latest.current.render({ event: interruptEvent(first), interrupt: first, interrupts: enabled, result, resolve, cancel })}</> : null;
  const inChat = config.renderInChat !== false;

  useEffect(() => {
    if (!inChat) return;
    copilotkit.setInterruptElement(element);
  });
  useEffect(() => {
    if (!inChat) return;
    return () => copilotkit.setInterruptElement(null);
  }, [copilotkit, inChat]);

  return (inChat ? undefined : element) as UseInterruptReturn<TRenderInChat>;
}

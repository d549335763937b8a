import { DestroyRef, computed, effect, inject, signal, untracked, type Signal } from "@angular/core";
import type { Interrupt } from "@ag-ui/core";
import { CopilotKit } from "./copilot-kit.js";
import { injectAgentStore } from "./inject-agent-store.js";

export interface InterruptOptions<Result = unknown> {
  agentId?: string;
  /** Runs for the first open interrupt; its value (or promise) becomes `result`, null on failure. */
  handler?: (props: { interrupt: Interrupt; interrupts: Interrupt[] }) => Result | Promise<Result>;
  /** Interrupts it returns false for (or throws on) are left to others. */
  enabled?: (interrupt: Interrupt) => boolean;
}

export interface InterruptStore<Result = unknown> {
  /** The first open interrupt, undefined when there is nothing to answer. */
  readonly interrupt: Signal<Interrupt | undefined>;
  readonly interrupts: Signal<Interrupt[]>;
  readonly result: Signal<Result | null>;
  /** Answers an interrupt (default: the first); the run resumes once every one is answered. */
  resolve(payload?: unknown, interruptId?: string): void;
  /** Cancels an interrupt (default: the first). */
  cancel(interruptId?: string): void;
}

type Answer = { status: "resolved"; payload?: unknown } | { status: "cancelled" };

/**
 * AG-UI interrupts (`RUN_FINISHED` with `outcome: "interrupt"`) of the agent's last run, as
 * signals, with `resolve`/`cancel`; the run resumes once each open interrupt is answered.
 *
 * @example
 * readonly approval = injectInterrupt();
 * // template: @if (approval.interrupt(); as interrupt) { <button (click)="approval.resolve({ approved: true })">Approve</button> }
 */
export function injectInterrupt<Result = unknown>(options: InterruptOptions<Result> = {}): InterruptStore<Result> {
  const copilotkit = inject(CopilotKit);
  const store = injectAgentStore(options.agentId !== undefined ? { agentId: options.agentId } : {});
  const open = signal<Interrupt[]>([...((store.agent().pendingInterrupts ?? []) as Interrupt[])]);
  const result = signal<Result | null>(null);
  let answers: Record<string, Answer> = {};

  const subscription = copilotkit.core.subscribe({
    onAgentInterrupted: (event) => {
      if (event.agent !== store.agent()) return;
      answers = {};
      open.set([...event.interrupts]);
    },
    onAgentRunStarted: (event) => void (event.agent === store.agent() && open.set([])),
  });
  inject(DestroyRef).onDestroy(() => subscription.unsubscribe());

  const interrupts = computed(() =>
    open().filter((interrupt) => {
      try {
        return options.enabled ? options.enabled(interrupt) : true;
      } catch {
        return false;
      }
    }),
  );

  effect((onCleanup) => {
    const enabled = interrupts();
    untracked(() => {
      result.set(null);
      const first = enabled[0];
      if (!options.handler || !first) return;
      let active = true;
      onCleanup(() => void (active = false));
      Promise.resolve()
        .then(() => options.handler!({ interrupt: first, interrupts: enabled }))
        .then(
          (value) => void (active && result.set(value)),
          () => void (active && result.set(null)),
        );
    });
  });

  const answer = (entry: Answer, interruptId?: string) => {
    const all = open();
    const target = interruptId ?? all[0]?.id;
    if (!target) return;
    if (interruptId === undefined && all.length > 1) console.warn("injectInterrupt: several interrupts are open; answering the first");
    answers = { ...answers, [target]: entry };
    if (!all.every((interrupt) => interrupt.id in answers)) return;
    const responses = answers;
    answers = {};
    open.set([]);
    void copilotkit.core.resumeAgent({ agent: store.agent(), responses: responses as never });
  };

  return {
    interrupt: computed(() => interrupts()[0]),
    interrupts,
    result: result.asReadonly(),
    resolve: (payload, interruptId) => answer({ status: "resolved", payload }, interruptId),
    cancel: (interruptId) => answer({ status: "cancelled" }, interruptId),
  };
}

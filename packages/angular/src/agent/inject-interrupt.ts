import { DestroyRef, computed, effect, inject, signal, untracked, type Signal } from "@angular/core";
import type { Interrupt } from "@ag-ui/core";
import { enabledInterrupts, InterruptController } from "@wingman/core/chat";
import { CopilotKit } from "../provider/copilot-kit.js";
import { injectAgentStore } from "./inject-agent-store.js";

/** Which agent's interrupts `injectInterrupt` answers, and how. Default agent: the enclosing chat's. */
export interface InterruptOptions<Result = unknown> {
  /** Default: the enclosing chat's agent, else `"default"`. */
  agentId?: string;
  /** Runs for the first open interrupt; its value (or promise) becomes `result`, null on failure. */
  handler?: (props: { interrupt: Interrupt; interrupts: Interrupt[] }) => Result | Promise<Result>;
  /** Interrupts it returns false for (or throws on) are left to others. */
  enabled?: (interrupt: Interrupt) => boolean;
}

/** Signals of an agent's open interrupts, with methods to answer or cancel them. */
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
  // The open interrupts and their answers are the core's InterruptController (shared with React).
  const controller = new InterruptController(copilotkit.core, () => store.agent(), { caller: "injectInterrupt" });
  const open = signal<readonly Interrupt[]>(controller.interrupts);
  const result = signal<Result | null>(null);
  inject(DestroyRef).onDestroy(controller.subscribe(() => open.set(controller.interrupts)));
  open.set(controller.interrupts);

  const interrupts = computed(() => enabledInterrupts(open(), options.enabled));

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

  return {
    interrupt: computed(() => interrupts()[0]),
    interrupts,
    result: result.asReadonly(),
    resolve: (payload, interruptId) => controller.resolve(payload, interruptId),
    cancel: (interruptId) => controller.cancel(interruptId),
  };
}

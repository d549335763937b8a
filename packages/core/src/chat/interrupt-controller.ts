import type { AbstractAgent } from "@ag-ui/client";
import type { Interrupt } from "@ag-ui/core";
import type { CopilotKitCore } from "../client/copilot-kit-core.js";
import type { CopilotKitCoreSubscription } from "../client/copilot-kit-core-subscriber.js";
import { isLegacyInterrupt, legacyResumeProps } from "../run/legacy-interrupt.js";

type Answer = { status: "resolved"; payload?: unknown } | { status: "cancelled" };

/** The interrupts `enabled` accepts (one that throws counts as refused). */
export function enabledInterrupts(interrupts: readonly Interrupt[], enabled: ((interrupt: Interrupt) => boolean) | undefined): Interrupt[] {
  return interrupts.filter((interrupt) => {
    try {
      return enabled ? enabled(interrupt) : true;
    } catch {
      return false;
    }
  });
}

/**
 * The open AG-UI interrupts (`RUN_FINISHED` with `outcome: "interrupt"`, or CopilotKit's legacy
 * `on_interrupt` CUSTOM event, answered with a run carrying `forwardedProps.command`) of an agent's
 * last run, and their answers: each interrupt is resolved or cancelled, and once every open one is answered
 * the run resumes with all the answers. A new run clears them. It listens to the core while it
 * has listeners.
 *
 * @example
 * const interrupts = new InterruptController(copilotkit, () => agent);
 * interrupts.subscribe(() => render(interrupts.interrupts));
 * interrupts.resolve({ approved: true });
 */
export class InterruptController {
  readonly #core: CopilotKitCore;
  readonly #agent: () => AbstractAgent;
  readonly #caller: string;
  readonly #listeners = new Set<() => void>();
  #subscription: CopilotKitCoreSubscription | undefined;
  #open: readonly Interrupt[];
  #answers: Record<string, Answer> = {};

  /** `caller` names the API in warnings (default `"InterruptController"`). */
  constructor(core: CopilotKitCore, agent: () => AbstractAgent, options: { caller?: string } = {}) {
    this.#core = core;
    this.#agent = agent;
    this.#caller = options.caller ?? "InterruptController";
    this.#open = this.#pending();
  }

  /** Every open interrupt of the last run (a new array after each change). */
  get interrupts(): readonly Interrupt[] {
    return this.#open;
  }

  /** Calls `listener` when the open interrupts changed; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    if (!this.#subscription) {
      this.#subscription = this.#core.subscribe({
        onAgentInterrupted: (event) => {
          if (event.agent !== this.#agent()) return;
          this.#answers = {};
          this.#set([...event.interrupts]);
        },
        onAgentRunStarted: (event) => void (event.agent === this.#agent() && this.#set([])),
      });
      const pending = this.#pending();
      if (pending.length !== this.#open.length || pending.some((interrupt, i) => interrupt !== this.#open[i])) this.#set(pending);
    }
    return () => {
      if (!this.#listeners.delete(listener) || this.#listeners.size > 0) return;
      this.#subscription?.unsubscribe();
      this.#subscription = undefined;
    };
  }

  /** Answers an interrupt (default: the first); the run resumes once every open one is answered. */
  resolve(payload?: unknown, interruptId?: string): void {
    this.#answer({ status: "resolved", payload }, interruptId);
  }

  /** Cancels an interrupt (default: the first). */
  cancel(interruptId?: string): void {
    this.#answer({ status: "cancelled" }, interruptId);
  }

  #pending(): Interrupt[] {
    return [...((this.#agent().pendingInterrupts ?? []) as Interrupt[])];
  }

  #answer(entry: Answer, interruptId: string | undefined): void {
    const open = this.#open;
    const target = interruptId ?? open[0]?.id;
    if (!target) return;
    if (interruptId === undefined && open.length > 1) console.warn(`${this.#caller}: several interrupts are open; answering the first`);
    const legacy = open.find((interrupt) => interrupt.id === target && isLegacyInterrupt(interrupt));
    if (legacy) {
      // CopilotKit's legacy interrupt: an answer is a new run carrying it; a cancel only dismisses it.
      this.#answers = {};
      this.#set([]);
      if (entry.status === "resolved") void this.#core.runAgent({ agent: this.#agent(), forwardedProps: legacyResumeProps(legacy, entry.payload) });
      return;
    }
    this.#answers = { ...this.#answers, [target]: entry };
    if (!open.every((interrupt) => interrupt.id in this.#answers)) return;
    const responses = this.#answers;
    this.#answers = {};
    this.#set([]);
    void this.#core.resumeAgent({ agent: this.#agent(), responses: responses as never });
  }

  #set(interrupts: readonly Interrupt[]): void {
    if (interrupts.length === 0 && this.#open.length === 0) return;
    this.#open = interrupts;
    for (const listener of [...this.#listeners]) listener();
  }
}

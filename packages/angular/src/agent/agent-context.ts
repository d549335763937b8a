import { DestroyRef, Directive, computed, effect, inject, input, isSignal, untracked, type Signal } from "@angular/core";
import { CopilotKit } from "../provider/copilot-kit.js";
import { SignalInput } from "../ui/signal-input.js";

/** A piece of app context shared with agents while the calling component lives. */
export interface AgentContextInput {
  description: string;
  /** Stringified (unless a string). A signal keeps the context up to date. */
  value: unknown;
  /** Only these agents see it (default: all). */
  agentIds?: string[];
}

const serialise = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value ?? null));

/**
 * Sends a description and a value as context with every run, until the calling component is
 * destroyed. Give a signal (or a function reading signals) and the entry follows it; it is
 * replaced only when the serialised value changes.
 *
 * @example
 * connectAgentContext({ description: "The user's cart", value: this.cart }); // cart: Signal<Cart>
 */
export function connectAgentContext(context: AgentContextInput | Signal<AgentContextInput>): void {
  const core = inject(CopilotKit).core;
  const entry = computed(() => {
    const current = isSignal(context) ? context() : context;
    const value = isSignal(current.value) ? (current.value as Signal<unknown>)() : current.value;
    return JSON.stringify({ description: current.description, value: serialise(value), agentIds: current.agentIds });
  });
  let id: string | undefined;
  const apply = (key: string) => {
    if (id !== undefined) core.removeContext(id);
    const parsed = JSON.parse(key) as { description: string; value: string; agentIds?: string[] };
    id = core.addContext({ description: parsed.description, value: parsed.value, ...(parsed.agentIds && { agentIds: parsed.agentIds }) });
  };
  // Added at once (a run started right after sees it), then kept in sync with the signals.
  apply(untracked(entry));
  let last = untracked(entry);
  effect(() => {
    const key = entry();
    if (key !== last) {
      last = key;
      untracked(() => apply(key));
    }
  });
  inject(DestroyRef).onDestroy(() => {
    if (id !== undefined) core.removeContext(id);
  });
}

/**
 * The directive form: `<section [copilotkitAgentContext]="cart()" agentContextDescription="The cart">`.
 */
@Directive({ selector: "[copilotkitAgentContext]", standalone: true })
export class CopilotkitAgentContext {
  @SignalInput() readonly copilotkitAgentContext = input<unknown>(undefined);
  @SignalInput() readonly agentContextDescription = input<string>("Context from the page");

  constructor() {
    connectAgentContext(computed(() => ({ description: this.agentContextDescription(), value: this.copilotkitAgentContext() })));
  }
}

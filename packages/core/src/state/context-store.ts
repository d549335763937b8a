import type { Context } from "@ag-ui/core";
import type { ScopedContext } from "../types.js";

let nextContextId = 0;

/**
 * The context entries sent with every run (`RunAgentInput.context`). An entry with `agentIds`
 * reaches only those agents; `agentIds: []` reaches none.
 */
export class ContextStore {
  readonly #entries = new Map<string, ScopedContext>();
  readonly #onChange: (context: Record<string, ScopedContext>) => void;

  constructor(onChange: (context: Record<string, ScopedContext>) => void = () => {}) {
    this.#onChange = onChange;
  }

  /** Adds an entry; returns its id for {@link removeContext}. */
  addContext(context: ScopedContext): string {
    const id = `context-${++nextContextId}`;
    this.#entries.set(id, { ...context });
    this.#onChange(this.context);
    return id;
  }

  removeContext(id: string): void {
    if (this.#entries.delete(id)) this.#onChange(this.context);
  }

  /** Every entry by id (a copy). */
  get context(): Record<string, ScopedContext> {
    return Object.fromEntries(this.#entries);
  }

  /** What an agent receives: unscoped entries and those listing it, as plain `{description, value}`. */
  getContextForAgent(agentId: string | undefined): Context[] {
    const result: Context[] = [];
    for (const entry of this.#entries.values()) {
      if (entry.agentIds && (agentId === undefined || !entry.agentIds.includes(agentId))) continue;
      result.push({ description: entry.description, value: entry.value });
    }
    return result;
  }
}

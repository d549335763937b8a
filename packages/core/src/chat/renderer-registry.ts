import { WILDCARD_TOOL_NAME } from "../tools/tool-registry.js";

/** A renderer for one key (a tool name or an activity type, `"*"` for any), optionally for one agent. */
export interface ScopedRenderer {
  readonly agentId?: string | undefined;
}

const slot = (key: string, agentId: string | undefined) => `${agentId ?? ""}\u0000${key}`;

/**
 * The renderers a UI binding shows tool calls or activity messages with, whatever the framework:
 * a list given by the app's configuration, plus renderers registered by components while they are
 * mounted. A registered renderer wins over the configured one for the same key and agent, the
 * latest registration wins over earlier ones, and removing a registration removes only that one
 * (so two components registering the same renderer never remove each other's).
 *
 * @example
 * const registry = new RendererRegistry<{ name: string; agentId?: string; render: unknown }>((r) => r.name);
 * const remove = registry.add({ name: "getWeather", render: WeatherCard });
 * registry.find("getWeather", "default"); // the WeatherCard renderer
 * remove();
 */
export class RendererRegistry<R extends ScopedRenderer> {
  readonly #keyOf: (renderer: R) => string;
  readonly #listeners = new Set<() => void>();
  readonly #registered = new Map<string, R[]>();
  #configured: readonly R[] = [];
  #merged: readonly R[] | undefined;
  #version = 0;

  constructor(keyOf: (renderer: R) => string, configured: readonly R[] = []) {
    this.#keyOf = keyOf;
    this.#configured = configured;
  }

  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  /** Increases on every change: a cheap snapshot for `getSnapshot`-style bindings. */
  get version(): number {
    return this.#version;
  }

  /** Configured and registered renderers merged (one per key and agent); a new array after each change. */
  get renderers(): readonly R[] {
    if (!this.#merged) {
      const merged = new Map<string, R>();
      for (const renderer of this.#configured) merged.set(slot(this.#keyOf(renderer), renderer.agentId), renderer);
      for (const [key, entries] of this.#registered) {
        const latest = entries.at(-1);
        if (latest) merged.set(key, latest);
      }
      this.#merged = [...merged.values()];
    }
    return this.#merged;
  }

  /** Replaces the configured list (registrations are kept). */
  setConfigured(renderers: readonly R[]): void {
    this.#configured = renderers;
    this.#changed();
  }

  /** Registers a renderer; the returned function removes this registration only (idempotent). */
  add(renderer: R): () => void {
    const key = slot(this.#keyOf(renderer), renderer.agentId);
    const entries = this.#registered.get(key) ?? [];
    entries.push(renderer);
    this.#registered.set(key, entries);
    this.#changed();
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      const list = this.#registered.get(key);
      const index = list?.lastIndexOf(renderer) ?? -1;
      if (!list || index === -1) return;
      list.splice(index, 1);
      if (list.length === 0) this.#registered.delete(key);
      this.#changed();
    };
  }

  /** The renderer for `key`: key and agent, key without agent, `"*"` for the agent, then `"*"`. */
  find(key: string, agentId: string | undefined): R | undefined {
    const renderers = this.renderers;
    const match = (wanted: string, scoped: boolean) =>
      renderers.find(
        (renderer) =>
          this.#keyOf(renderer) === wanted && (scoped ? agentId !== undefined && renderer.agentId === agentId : renderer.agentId === undefined),
      );
    return match(key, true) ?? match(key, false) ?? match(WILDCARD_TOOL_NAME, true) ?? match(WILDCARD_TOOL_NAME, false);
  }

  #changed(): void {
    this.#merged = undefined;
    this.#version++;
    for (const listener of [...this.#listeners]) {
      try {
        listener();
      } catch (error) {
        console.error("RendererRegistry listener error:", error);
      }
    }
  }
}

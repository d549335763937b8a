import { backoffDelay, type BackoffOptions } from "@wingman/shared/internal";
import { defaultTimers, type Timers } from "../async/timers.js";
import { isOffline, onceOnline } from "./connectivity.js";

/**
 * Code a binding loads on demand (a chat part most chats never show). Unlike a bare `import()`
 * behind `React.lazy`, a failed load is neither cached nor thrown at the page: the part stays
 * absent and the load is tried again once the browser is back online (or after a backoff while
 * online, for a passing server error), so going offline never takes the chat down with it.
 */
export interface ChunkLoader<T> {
  /** The loaded value, once it has arrived. */
  current(): T | undefined;
  /** Starts loading, unless the value is there or on its way. */
  request(): void;
  /** Calls `listener` when the value arrives; returns the function that stops listening. */
  subscribe(listener: () => void): () => void;
}

/** How `createChunkLoader` retries a failed load. */
export interface ChunkLoaderOptions {
  /** Delays between attempts while online. Default: 500 ms doubling to 30 s, full jitter. */
  readonly backoff?: BackoffOptions;
  /** Attempts while online before waiting for the next `request()`. Default 5. */
  readonly maxAttempts?: number;
  /** The timers of retries (a seam for tests). Default: the global `setTimeout`/`clearTimeout`. */
  readonly timers?: Timers;
  /** Told once the attempts are used up. Default: a console warning. */
  readonly onGiveUp?: (error: unknown) => void;
}

const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, maxMs: 30_000 };

/** A `ChunkLoader` over `load` (typically a dynamic `import()`), retrying as `ChunkLoader` says. */
export function createChunkLoader<T>(load: () => Promise<T>, options: ChunkLoaderOptions = {}): ChunkLoader<T> {
  const timers = options.timers ?? defaultTimers;
  const maxAttempts = options.maxAttempts ?? 5;
  const listeners = new Set<() => void>();
  let value: T | undefined;
  let pending = false;
  let failures = 0;

  const attempt = () => {
    pending = true;
    load().then(
      (loaded) => {
        value = loaded;
        pending = false;
        for (const listener of [...listeners]) listener();
      },
      (error: unknown) => {
        failures += 1;
        if (isOffline()) {
          onceOnline(attempt);
          return;
        }
        if (failures >= maxAttempts) {
          pending = false;
          failures = 0;
          (options.onGiveUp ?? ((cause) => console.warn("[wingman] A part of the chat could not be loaded:", cause)))(error);
          return;
        }
        timers.setTimeout(attempt, backoffDelay(failures - 1, options.backoff ?? DEFAULT_BACKOFF));
      },
    );
  };

  return {
    current: () => value,
    request: () => {
      if (value === undefined && !pending) attempt();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Runs `callback` when the browser is idle (or soon, where there is no `requestIdleCallback`):
 * for loading parts the chat needs in bad moments, such as the error banner shown when the network
 * goes, while the network is still there. Returns the function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  const host = globalThis as { requestIdleCallback?: (run: () => void) => number; cancelIdleCallback?: (handle: number) => void };
  if (typeof host.requestIdleCallback === "function" && typeof host.cancelIdleCallback === "function") {
    const handle = host.requestIdleCallback(callback);
    return () => host.cancelIdleCallback!(handle);
  }
  const handle = globalThis.setTimeout(callback, 200);
  return () => globalThis.clearTimeout(handle);
}

import type { ThreadChange, ThreadChangeListener, WatchThreadsRequest } from "./agent-runner.js";

interface Watcher {
  readonly agentId: string | undefined;
  readonly listener: ThreadChangeListener;
}

/**
 * The watchers of one runner instance, by owner: a building block for `WingmanAgentRunner.watchThreads`.
 * A runner calls `emit` after each change is visible to its queries (a `run-started` thread can
 * be connected to); each watcher of that owner (and agent, when it gave one) is told.
 *
 * @example
 * readonly #changes = new ThreadChangeHub();
 * watchThreads(request, listener) { return this.#changes.watch(request, listener); }
 * // after locking a thread for a run:
 * this.#changes.emit({ kind: "run-started", threadId, ownerId, agentId, thread: info });
 */
export class ThreadChangeHub {
  readonly #watchers = new Map<string, Set<Watcher>>();

  /** Whether anyone watches this owner (a runner may skip building changes nobody reads). */
  isWatched(ownerId: string): boolean {
    return this.#watchers.has(ownerId);
  }

  watch(request: WatchThreadsRequest, listener: ThreadChangeListener): () => void {
    const watcher: Watcher = { agentId: request.agentId, listener };
    let watchers = this.#watchers.get(request.ownerId);
    if (watchers === undefined) {
      watchers = new Set();
      this.#watchers.set(request.ownerId, watchers);
    }
    watchers.add(watcher);
    return () => {
      const current = this.#watchers.get(request.ownerId);
      if (current === undefined) return;
      current.delete(watcher);
      if (current.size === 0) this.#watchers.delete(request.ownerId);
    };
  }

  emit(change: ThreadChange): void {
    const watchers = this.#watchers.get(change.ownerId);
    if (watchers === undefined) return;
    for (const watcher of [...watchers]) {
      if (watcher.agentId !== undefined && watcher.agentId !== change.agentId) continue;
      try {
        watcher.listener(change);
      } catch (error) {
        console.error("[wingman] a thread watcher failed:", error);
      }
    }
  }
}

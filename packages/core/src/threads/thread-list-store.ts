import type { ListThreadsOptions, ThreadClient, ThreadSummary } from "./thread-client.js";

/** What a thread list shows; a new object whenever something changed. */
export interface ThreadListSnapshot {
  readonly threads: readonly ThreadSummary[];
  /** The first page is loading. */
  readonly isLoading: boolean;
  /** The last failed list, fetch-more or mutation. */
  readonly error: Error | undefined;
  /** The last failed first-page list (not mutations or later pages); cleared by a successful one. */
  readonly listError: Error | undefined;
  /** The last failed next-page fetch; cleared by a successful one or a refetch. */
  readonly fetchMoreError: Error | undefined;
  readonly hasMoreThreads: boolean;
  readonly isFetchingMoreThreads: boolean;
  readonly isMutating: boolean;
}

/** The client and filters of a thread list store. */
export interface ThreadListStoreOptions extends Omit<ListThreadsOptions, "cursor"> {
  readonly client: ThreadClient;
}

const INITIAL: ThreadListSnapshot = {
  threads: [],
  isLoading: false,
  error: undefined,
  listError: undefined,
  fetchMoreError: undefined,
  hasMoreThreads: false,
  isFetchingMoreThreads: false,
  isMutating: false,
};

/**
 * One agent's thread list as an external store (`subscribe`/`getSnapshot`): paged fetches, and
 * rename/archive/delete applied optimistically and rolled back when the runtime refuses.
 */
export class ThreadListStore {
  readonly #options: ThreadListStoreOptions;
  readonly #listeners = new Set<() => void>();
  #snapshot: ThreadListSnapshot = INITIAL;
  #cursor: string | null = null;
  #generation = 0;

  constructor(options: ThreadListStoreOptions) {
    this.#options = options;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): ThreadListSnapshot => this.#snapshot;

  #set(patch: Partial<ThreadListSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...patch };
    for (const listener of [...this.#listeners]) listener();
  }

  #listOptions(cursor?: string): ListThreadsOptions {
    const { agentId, limit, includeArchived } = this.#options;
    return {
      ...(agentId !== undefined && { agentId }),
      ...(limit !== undefined && { limit }),
      ...(includeArchived !== undefined && { includeArchived }),
      ...(cursor !== undefined && { cursor }),
    };
  }

  /** Reloads the first page; an older answer arriving later is ignored. */
  async refetch(): Promise<void> {
    const generation = ++this.#generation;
    this.#set({ isLoading: true });
    try {
      const page = await this.#options.client.listThreads(this.#listOptions());
      if (generation !== this.#generation) return;
      this.#cursor = page.nextCursor;
      this.#set({ threads: page.threads, isLoading: false, error: undefined, listError: undefined, fetchMoreError: undefined, hasMoreThreads: page.nextCursor !== null });
    } catch (error) {
      if (generation !== this.#generation) return;
      const asError = error instanceof Error ? error : new Error(String(error));
      this.#set({ isLoading: false, error: asError, listError: asError });
    }
  }

  /** Appends the next page (no-op without one or while one is loading). */
  async fetchMore(): Promise<void> {
    if (this.#cursor === null || this.#snapshot.isFetchingMoreThreads) return;
    const generation = this.#generation;
    this.#set({ isFetchingMoreThreads: true });
    try {
      const page = await this.#options.client.listThreads(this.#listOptions(this.#cursor));
      if (generation !== this.#generation) return;
      this.#cursor = page.nextCursor;
      const known = new Set(this.#snapshot.threads.map((thread) => thread.id));
      this.#set({
        threads: [...this.#snapshot.threads, ...page.threads.filter((thread) => !known.has(thread.id))],
        isFetchingMoreThreads: false,
        fetchMoreError: undefined,
        hasMoreThreads: page.nextCursor !== null,
      });
    } catch (error) {
      const asError = error instanceof Error ? error : new Error(String(error));
      this.#set({ isFetchingMoreThreads: false, error: asError, fetchMoreError: asError });
    }
  }

  renameThread(threadId: string, name: string | null): Promise<void> {
    return this.#mutate(
      (threads) => threads.map((thread) => (thread.id === threadId ? { ...thread, name } : thread)),
      async () => void (await this.#options.client.renameThread(threadId, name)),
    );
  }

  archiveThread(threadId: string, archived = true): Promise<void> {
    const keep = this.#options.includeArchived === true;
    return this.#mutate(
      (threads) =>
        keep
          ? threads.map((thread) => (thread.id === threadId ? { ...thread, archived } : thread))
          : threads.filter((thread) => thread.id !== threadId || !archived),
      async () => void (await this.#options.client.archiveThread(threadId, archived)),
    );
  }

  deleteThread(threadId: string): Promise<void> {
    return this.#mutate(
      (threads) => threads.filter((thread) => thread.id !== threadId),
      () => this.#options.client.deleteThread(threadId),
    );
  }

  async #mutate(optimistic: (threads: readonly ThreadSummary[]) => readonly ThreadSummary[], request: () => Promise<void>): Promise<void> {
    const before = this.#snapshot.threads;
    // A list answer already on its way predates this change: ignore it.
    this.#generation++;
    this.#set({ threads: optimistic(before), isMutating: true, isLoading: false });
    try {
      await request();
      this.#set({ isMutating: false });
    } catch (error) {
      const asError = error instanceof Error ? error : new Error(String(error));
      this.#set({ threads: before, isMutating: false, error: asError });
      throw asError;
    }
  }
}

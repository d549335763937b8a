import { DestroyRef, computed, inject, signal, type Signal } from "@angular/core";
import type { ThreadListSnapshot } from "@wingman/core";
import { CopilotChatConfiguration } from "../chat/copilot-chat-configuration.js";
import { injectAgentStore } from "../agent/inject-agent-store.js";
import { CopilotKit } from "../provider/copilot-kit.js";

/** Which agent's threads `injectThreads` lists. Defaults: the enclosing chat's agent, archived left out, the runtime's page size. */
export interface ThreadsOptions {
  /** Default: the enclosing chat's agent, else `"default"`. */
  agentId?: string;
  /** Default false: archived threads are left out. */
  includeArchived?: boolean;
  /** Page size. Default: the runtime's (50). */
  limit?: number;
}

/** Signals of an agent's thread list, with methods to switch, create, rename, archive and delete threads. */
export interface ThreadsStore {
  /** The list, loading flags and last error (a new object on every change). */
  readonly snapshot: Signal<ThreadListSnapshot>;
  readonly threads: Signal<ThreadListSnapshot["threads"]>;
  readonly isLoading: Signal<boolean>;
  readonly error: Signal<Error | undefined>;
  /** The thread the agent is on now. */
  readonly currentThreadId: Signal<string>;
  switchThread(threadId: string): Promise<void>;
  startNewThread(): Promise<void>;
  renameThread(threadId: string, name: string | null): Promise<void>;
  archiveThread(threadId: string, archived?: boolean): Promise<void>;
  /** Deletes the thread; deleting the current one starts a new thread. */
  deleteThread(threadId: string): Promise<void>;
  fetchMoreThreads(): Promise<void>;
  refetchThreads(): Promise<void>;
}

/**
 * The agent's threads (newest first, paged) with the actions to switch, start, rename, archive
 * and delete them. Loads once the runtime is connected and again after each run; stops when the
 * calling component is destroyed.
 *
 * @example
 * readonly threads = injectThreads({ agentId: "default", limit: 20 });
 */
export function injectThreads(options: ThreadsOptions = {}): ThreadsStore {
  const copilotkit = inject(CopilotKit);
  const core = copilotkit.core;
  const chat = inject(CopilotChatConfiguration, { optional: true });
  const agentId = options.agentId ?? chat?.agentId() ?? "default";
  const store = injectAgentStore({ agentId });
  const list = core.createThreadListStore({
    agentId,
    ...(options.limit !== undefined && { limit: options.limit }),
    ...(options.includeArchived !== undefined && { includeArchived: options.includeArchived }),
  });
  const snapshot = signal(list.getSnapshot());
  const unsubscribe = list.subscribe(() => snapshot.set(list.getSnapshot()));
  inject(DestroyRef).onDestroy(() => {
    unsubscribe();
    list.dispose();
  });
  const currentThreadId = computed(() => (store.messages(), store.agent().threadId));
  return {
    snapshot: snapshot.asReadonly(),
    threads: computed(() => snapshot().threads),
    isLoading: computed(() => snapshot().isLoading),
    error: computed(() => snapshot().error),
    currentThreadId,
    switchThread: (threadId) => core.switchThread(store.agent(), threadId).then(() => undefined),
    startNewThread: () => core.startNewThread(store.agent()),
    renameThread: (threadId, name) => list.renameThread(threadId, name),
    archiveThread: (threadId, archived = true) => list.archiveThread(threadId, archived),
    deleteThread: async (threadId) => {
      await list.deleteThread(threadId);
      if (store.agent().threadId === threadId) await core.startNewThread(store.agent());
    },
    fetchMoreThreads: () => list.fetchMore(),
    refetchThreads: () => list.refetch(),
  };
}

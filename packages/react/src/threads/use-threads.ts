import type { ThreadListSnapshot, ThreadSummary } from "@wingman/core";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useCopilotChatConfiguration } from "../chat/copilot-chat-configuration.js";
import { useCopilotKit } from "../provider/copilot-kit-context.js";
import { useAgent, UseAgentUpdate } from "../hooks/use-agent.js";

/** One thread as `useThreads` lists it. */
export type Thread = ThreadSummary;

/** Which agent's threads `useThreads` lists. Defaults: the chat's agent, archived left out, enabled. */
export interface UseThreadsOptions {
  /** Default: the chat's agent, else `"default"`. */
  agentId?: string;
  /** Default false: archived threads are left out. */
  includeArchived?: boolean;
  /** Page size. Default: the runtime's (50). */
  limit?: number;
  /** Default true; false neither fetches nor subscribes. */
  enabled?: boolean;
}

const IDLE: ThreadListSnapshot = {
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
 * The agent's threads (newest first, paged), the current thread id, and the actions to switch,
 * start, rename, archive, unarchive and delete threads. Loads once the runtime is connected and
 * after each run. Has CopilotKit's fields under both of their names (`fetchMoreThreads` and
 * 1.54's `fetchNextPage`, `hasMoreThreads` and `hasNextPage`, …); errors are `null` when none.
 */
export function useThreads(options: UseThreadsOptions = {}) {
  const { copilotkit } = useCopilotKit();
  const chat = useCopilotChatConfiguration();
  const agentId = options.agentId ?? chat?.agentId ?? "default";
  const enabled = options.enabled ?? true;
  const { agent } = useAgent({ agentId, updates: [UseAgentUpdate.OnRunStatusChanged, UseAgentUpdate.OnMessagesChanged] });
  const [store, setStore] = useState<ReturnType<typeof copilotkit.createThreadListStore> | undefined>(undefined);

  useEffect(() => {
    if (!enabled) return;
    const created = copilotkit.createThreadListStore({
      agentId,
      ...(options.limit !== undefined && { limit: options.limit }),
      ...(options.includeArchived !== undefined && { includeArchived: options.includeArchived }),
    });
    setStore(created);
    return () => {
      created.dispose();
      setStore(undefined);
    };
  }, [copilotkit, agentId, enabled, options.limit, options.includeArchived]);

  const subscribe = useCallback((onChange: () => void) => (store ? store.subscribe(onChange) : () => {}), [store]);
  const snapshot = useSyncExternalStore(subscribe, () => store?.getSnapshot() ?? IDLE, () => IDLE);

  const switchThread = useCallback((threadId: string) => copilotkit.switchThread(agent, threadId).then(() => undefined), [copilotkit, agent]);
  const startNewThread = useCallback(() => copilotkit.startNewThread(agent), [copilotkit, agent]);
  const renameThread = useCallback((threadId: string, name: string | null) => store?.renameThread(threadId, name) ?? Promise.resolve(), [store]);
  const archiveThread = useCallback((threadId: string, archived = true) => store?.archiveThread(threadId, archived) ?? Promise.resolve(), [store]);
  const unarchiveThread = useCallback((threadId: string) => store?.archiveThread(threadId, false) ?? Promise.resolve(), [store]);
  const deleteThread = useCallback(
    async (threadId: string) => {
      await store?.deleteThread(threadId);
      if (agent.threadId === threadId) await copilotkit.startNewThread(agent);
    },
    [store, copilotkit, agent],
  );
  const fetchMoreThreads = useCallback(() => store?.fetchMore() ?? Promise.resolve(), [store]);
  // CopilotKit 1.54's name: fire and forget (a failure is `fetchMoreError`).
  const fetchNextPage = useCallback(() => void fetchMoreThreads(), [fetchMoreThreads]);
  const refetchThreads = useCallback(() => store?.refetch() ?? Promise.resolve(), [store]);

  return useMemo(
    () => ({
      ...snapshot,
      // null rather than undefined, as CopilotKit's.
      error: snapshot.error ?? null,
      listError: snapshot.listError ?? null,
      fetchMoreError: snapshot.fetchMoreError ?? null,
      hasNextPage: snapshot.hasMoreThreads,
      isFetchingNextPage: snapshot.isFetchingMoreThreads,
      currentThreadId: agent.threadId,
      switchThread,
      startNewThread,
      renameThread,
      archiveThread,
      unarchiveThread,
      deleteThread,
      fetchMoreThreads,
      fetchNextPage,
      refetchThreads,
    }),
    [snapshot, agent.threadId, switchThread, startNewThread, renameThread, archiveThread, unarchiveThread, deleteThread, fetchMoreThreads, fetchNextPage, refetchThreads],
  );
}

/** CopilotKit's names for the options and the result. */
export type UseThreadsInput = UseThreadsOptions;
/** What `useThreads` returns: the thread list, its loading state and thread actions. */
export type UseThreadsResult = ReturnType<typeof useThreads>;

import { useAgent, useCopilotKit, useThreads } from "@wingman/react";
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { DEFAULT_PLAN, isEmptyState, threadTitleFrom } from "@wingman/demo-shared/page";

type Agent = ReturnType<typeof useAgent>["agent"];

const STORAGE_KEY = "wingman-demo:thread";

/**
 * The conversation the page shows, kept across reloads: the current thread id is remembered in
 * this browser and reconnected on load (its history, then the rest of a run still streaming).
 * New conversations get the default shared state and are named after their first message.
 */
export function useThreadSession() {
  const { copilotkit } = useCopilotKit();
  const { agent, isReady } = useAgent({ updates: [] });
  const threads = useThreads();
  const restored = useRef(false);
  const named = useRef(new Set<string>());
  // The agent that stands in until the runtime answers: a message sent meanwhile is shown on it.
  const standIn = useRef<Agent | undefined>(undefined);

  const seedState = useCallback(
    async (target: Agent) => {
      if (!isEmptyState(target.state)) return;
      const threadId = target.threadId;
      // Only a thread with history exists on the server (asking about a fresh one would be a 404).
      const stored = target.messages.length > 0 ? await copilotkit.threads.getThreadState(threadId).catch(() => null) : null;
      if (target.threadId !== threadId || !isEmptyState(target.state)) return;
      target.setState(stored && !isEmptyState(stored) ? stored : structuredClone(DEFAULT_PLAN));
    },
    [copilotkit],
  );

  // The default plan from the first render, on the stand-in agent too: a message sent before the
  // runtime answered runs with it (the core hands a stand-in's state to the agent that replaces it).
  useEffect(() => {
    if (isReady) return;
    standIn.current = agent;
    if (isEmptyState(agent.state)) agent.setState(structuredClone(DEFAULT_PLAN));
  }, [isReady, agent]);

  useEffect(() => {
    if (!isReady || restored.current) return;
    restored.current = true;
    const saved = localStorage.getItem(STORAGE_KEY);
    // A conversation begun while the page connected (a message sent before the runtime answered,
    // still on the stand-in or moved to the agent) is the one on screen: restoring the remembered
    // thread now would move the agent away from it, and the message out of sight.
    const begun = agent.messages.length > 0 || (standIn.current?.messages.length ?? 0) > 0;
    const restore = saved && saved !== agent.threadId && !begun ? copilotkit.switchThread(agent, saved) : Promise.resolve();
    void restore.catch(() => undefined).then(() => seedState(agent));
  }, [isReady, agent, copilotkit, seedState]);

  useEffect(() => {
    if (restored.current && isReady) localStorage.setItem(STORAGE_KEY, threads.currentThreadId);
  }, [threads.currentThreadId, isReady]);

  // Name a conversation after its first message, once it exists on the server.
  useEffect(() => {
    const current = threads.threads.find((thread) => thread.id === threads.currentThreadId);
    if (!current || current.name !== null || named.current.has(current.id)) return;
    const title = threadTitleFrom(agent.messages);
    if (!title) return;
    named.current.add(current.id);
    void threads.renameThread(current.id, title).catch(() => undefined);
  }, [threads, agent]);

  const startNewThread = useCallback(async () => {
    await threads.startNewThread();
    agent.setState(structuredClone(DEFAULT_PLAN));
    void copilotkit.reloadSuggestions(agent.agentId ?? "default");
  }, [threads, agent, copilotkit]);

  const switchThread = useCallback(
    async (threadId: string) => {
      if (threadId === agent.threadId) return;
      await threads.switchThread(threadId).catch(() => undefined);
      await seedState(agent);
      void copilotkit.reloadSuggestions(agent.agentId ?? "default");
    },
    [threads, agent, seedState, copilotkit],
  );

  const deleteThread = useCallback(
    async (threadId: string) => {
      await threads.deleteThread(threadId).catch(() => undefined);
      await seedState(agent);
    },
    [threads, agent, seedState],
  );

  // What to call the current conversation until the runtime has its name: a tab that joined a run
  // mid-way has the messages at once, while the rename (by the tab that started it) may come later.
  const subscribeTitle = useCallback((onChange: () => void) => agent.subscribe({ onMessagesChanged: onChange }).unsubscribe, [agent]);
  const currentTitle = useSyncExternalStore(subscribeTitle, () => threadTitleFrom(agent.messages));

  return { ...threads, currentTitle, startNewThread, switchThread, deleteThread };
}

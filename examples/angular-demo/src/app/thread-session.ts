import { computed, effect, inject, signal, untracked } from "@angular/core";
import { CopilotKit, injectAgentStore, injectThreads } from "@wingman/angular";
import { DEFAULT_PLAN, isEmptyState, threadTitleFrom } from "@wingman/demo-shared/page";

type Agent = ReturnType<ReturnType<typeof injectAgentStore>["agent"]>;

const STORAGE_KEY = "wingman-demo:thread";

/**
 * The conversation the page shows, kept across reloads: the current thread id is remembered in
 * this browser and reconnected on load (its history, then the rest of a run still streaming).
 * New conversations get the default shared state and are named after their first message.
 * Call it in an injection context.
 */
export function injectThreadSession() {
  const core = inject(CopilotKit).core;
  const store = injectAgentStore();
  const threads = injectThreads();
  const restored = signal(false);
  const named = new Set<string>();

  const seedState = async (target: Agent) => {
    if (!isEmptyState(target.state)) return;
    const threadId = target.threadId;
    // Only a thread with history exists on the server (asking about a fresh one would be a 404).
    const stored = target.messages.length > 0 ? await core.threads.getThreadState(threadId).catch(() => null) : null;
    if (target.threadId !== threadId || !isEmptyState(target.state)) return;
    target.setState(stored && !isEmptyState(stored) ? stored : structuredClone(DEFAULT_PLAN));
  };

  // The agent that stands in until the runtime answers: a message sent meanwhile is shown on it.
  let standIn: Agent | undefined;

  // The default plan from the first render, on the stand-in agent too: a message sent before the
  // runtime answered runs with it (the core hands a stand-in's state to the agent that replaces it).
  effect(() => {
    const agent = store.agent();
    if (store.isReady()) return;
    standIn = agent;
    if (isEmptyState(agent.state)) untracked(() => agent.setState(structuredClone(DEFAULT_PLAN)));
  });

  let restoring = false;
  effect(() => {
    if (!store.isReady() || restoring) return;
    restoring = true;
    const agent = store.agent();
    untracked(() => {
      const saved = localStorage.getItem(STORAGE_KEY);
      // A conversation begun while the page connected (a message sent before the runtime answered,
      // still on the stand-in or moved to the agent) is the one on screen: restoring the remembered
      // thread now would move the agent away from it, and the message out of sight.
      const begun = agent.messages.length > 0 || (standIn?.messages.length ?? 0) > 0;
      const restore = saved && saved !== agent.threadId && !begun ? core.switchThread(agent, saved) : Promise.resolve();
      void restore
        .catch(() => undefined)
        .then(() => seedState(agent))
        .finally(() => restored.set(true));
    });
  });

  // Remembered only once the saved one is back, so a reload mid-restore keeps it.
  effect(() => {
    const threadId = threads.currentThreadId();
    if (restored()) localStorage.setItem(STORAGE_KEY, threadId);
  });

  // Name a conversation after its first message, once it exists on the server.
  effect(() => {
    const current = threads.threads().find((thread) => thread.id === threads.currentThreadId());
    if (!current || current.name !== null || named.has(current.id)) return;
    const title = threadTitleFrom(store.messages());
    if (!title) return;
    named.add(current.id);
    untracked(() => void threads.renameThread(current.id, title).catch(() => undefined));
  });

  return {
    threads: threads.threads,
    currentThreadId: threads.currentThreadId,
    isLoading: threads.isLoading,
    error: threads.error,
    /** What to call the current conversation until the runtime has its name. */
    currentTitle: computed(() => threadTitleFrom(store.messages())),
    renameThread: (threadId: string, name: string | null) => void threads.renameThread(threadId, name).catch(() => undefined),
    startNewThread: async () => {
      await threads.startNewThread();
      store.agent().setState(structuredClone(DEFAULT_PLAN));
      void core.reloadSuggestions(store.agent().agentId ?? "default");
    },
    switchThread: async (threadId: string) => {
      const agent = store.agent();
      if (threadId === agent.threadId) return;
      await threads.switchThread(threadId).catch(() => undefined);
      await seedState(agent);
      void core.reloadSuggestions(agent.agentId ?? "default");
    },
    deleteThread: async (threadId: string) => {
      await threads.deleteThread(threadId).catch(() => undefined);
      await seedState(store.agent());
    },
  };
}

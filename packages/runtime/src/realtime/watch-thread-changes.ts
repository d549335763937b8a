import type { WingmanAgentRunner, ThreadChange, ThreadChangeListener, ThreadInfo, WatchThreadsRequest } from "../runner/agent-runner.js";

/** How many of the newest threads a polling watcher compares. */
const POLLED_THREADS = 100;

/**
 * The owner's thread changes: from `runner.watchThreads` when the runner has it, else from
 * comparing the newest threads every `pollIntervalMs` (runs that started or ended, updates,
 * deletions of listed threads). Returns the function that stops watching.
 */
export function watchThreadChanges(
  runner: WingmanAgentRunner,
  request: WatchThreadsRequest,
  listener: ThreadChangeListener,
  pollIntervalMs: number,
): () => void {
  if (runner.watchThreads) return runner.watchThreads(request, listener);
  let stopped = false;
  let previous: Map<string, ThreadInfo> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const emit = (kind: ThreadChange["kind"], thread: ThreadInfo, deleted = false): void => {
    const { id: threadId, ownerId, agentId } = thread;
    listener(deleted ? { kind, threadId, ownerId, agentId } : { kind, threadId, ownerId, agentId, thread });
  };

  const poll = async (): Promise<void> => {
    const { threads } = await runner.listThreads({ ...request, includeArchived: true, limit: POLLED_THREADS });
    if (stopped) return;
    const current = new Map(threads.map((thread) => [thread.id, thread]));
    if (previous !== undefined) {
      for (const thread of threads) {
        const before = previous.get(thread.id);
        if (before === undefined || before.lastRunAt !== thread.lastRunAt || (thread.running && !before.running)) {
          emit("run-started", thread);
          if (!thread.running) emit("run-ended", thread);
        } else if (before.running && !thread.running) emit("run-ended", thread);
        else if (before.updatedAt !== thread.updatedAt || before.name !== thread.name || before.archived !== thread.archived) {
          emit("updated", thread);
        }
      }
      for (const [threadId, thread] of previous) {
        if (current.has(threadId)) continue;
        const still = await runner.getThread({ ownerId: request.ownerId, threadId });
        if (stopped) return;
        if (still === undefined) emit("deleted", thread, true);
        else current.set(threadId, still);
      }
    }
    previous = current;
  };

  const loop = (): void => {
    poll()
      .catch((error: unknown) => console.error("[wingman] polling threads failed:", error))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(loop, pollIntervalMs);
        (timer as { unref?: () => void }).unref?.();
      });
  };
  loop();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

import { useState } from "react";
import { useCopilotChatLabels } from "../chat/copilot-chat-configuration.js";
import { PlusIcon } from "../ui/icons.js";
import { cx } from "../ui/render-slot.js";
import { useThreads, type UseThreadsOptions } from "./use-threads.js";

/** Props of `CopilotThreadsList`: `useThreads` options and a class name. */
export interface CopilotThreadsListProps extends UseThreadsOptions {
  /** Added to the list's own class. Default: none. */
  className?: string;
}

/** The agent's conversations: switch, start, rename and delete, all by keyboard. */
export function CopilotThreadsList({ className, ...options }: CopilotThreadsListProps) {
  const labels = useCopilotChatLabels();
  const threads = useThreads(options);
  const [editing, setEditing] = useState<{ id: string; name: string } | undefined>(undefined);
  return (
    <nav className={cx("wm-root", "wm-threads", className)} data-wingman="" aria-label={labels.threadsLabel}>
      <button type="button" className="wm-button wm-threads__new" onClick={() => void threads.startNewThread()}>
        <PlusIcon /> {labels.newThreadButtonLabel}
      </button>
      {threads.error && (
        <p className="wm-threads__error" role="alert">
          {threads.error.message}
        </p>
      )}
      <ul className="wm-threads__list" aria-busy={threads.isLoading || undefined}>
        {threads.threads.map((thread) => {
          const name = thread.name ?? labels.untitledThread;
          const current = thread.id === threads.currentThreadId;
          return (
            <li key={thread.id} className="wm-threads__item" data-thread-id={thread.id}>
              {editing?.id === thread.id ? (
                <form
                  className="wm-threads__rename"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void threads.renameThread(thread.id, editing.name.trim() || null).catch(() => undefined);
                    setEditing(undefined);
                  }}
                >
                  <input
                    aria-label={labels.renameThreadButtonLabel}
                    value={editing.name}
                    autoFocus
                    onChange={(event) => setEditing({ id: thread.id, name: event.target.value })}
                    onKeyDown={(event) => void (event.key === "Escape" && setEditing(undefined))}
                  />
                </form>
              ) : (
                <button type="button" className="wm-threads__open" aria-current={current ? "true" : undefined} onClick={() => void threads.switchThread(thread.id)}>
                  {name}
                </button>
              )}
              <button type="button" className="wm-button wm-button--ghost" aria-label={`${labels.renameThreadButtonLabel}: ${name}`} onClick={() => setEditing({ id: thread.id, name: thread.name ?? "" })}>
                {labels.renameThreadButtonLabel}
              </button>
              <button type="button" className="wm-button wm-button--ghost" aria-label={`${labels.deleteThreadButtonLabel}: ${name}`} onClick={() => void threads.deleteThread(thread.id).catch(() => undefined)}>
                {labels.deleteThreadButtonLabel}
              </button>
            </li>
          );
        })}
      </ul>
      {threads.hasMoreThreads && (
        <button type="button" className="wm-button wm-button--ghost" disabled={threads.isFetchingMoreThreads} onClick={() => void threads.fetchMoreThreads()}>
          …
        </button>
      )}
    </nav>
  );
}

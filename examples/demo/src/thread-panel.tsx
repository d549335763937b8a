import type { ThreadSummary } from "@wingman/react";
import { useState } from "react";

export interface ThreadPanelProps {
  threads: readonly ThreadSummary[];
  currentThreadId: string;
  /** The current conversation's first message, shown while the runtime has no name for it yet. */
  currentTitle: string | undefined;
  isLoading: boolean;
  error: Error | null;
  onNew(): void;
  onSwitch(threadId: string): void;
  onRename(threadId: string, name: string | null): void;
  onDelete(threadId: string): void;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });
const dayFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric" });

function when(iso: string): string {
  const date = new Date(iso);
  return date.toDateString() === new Date().toDateString() ? timeFormat.format(date) : dayFormat.format(date);
}

/** The visitor's conversations (kept by the runtime, per browser): new, switch, rename, delete. */
export function ThreadPanel(props: ThreadPanelProps) {
  const [editing, setEditing] = useState<{ id: string; name: string } | undefined>(undefined);
  // Deleting cannot be undone, so the first click only asks.
  const [confirming, setConfirming] = useState<string | undefined>(undefined);
  const current = props.threads.some((thread) => thread.id === props.currentThreadId);
  return (
    <nav className="panel threads" aria-label="Conversations">
      <div className="panel__header">
        <h2 className="panel__title">Conversations</h2>
        <button type="button" className="button button--primary button--small" onClick={props.onNew}>
          + New
        </button>
      </div>
      {props.error && (
        <p className="threads__error" role="alert">
          Could not load the conversations.
        </p>
      )}
      <ul className="threads__list" aria-busy={props.isLoading || undefined}>
        {!current && (
          <li className="threads__item threads__item--current threads__item--draft">
            <span className="threads__open">
              <span className="threads__name">New conversation</span>
              <span className="threads__meta">not started yet</span>
            </span>
          </li>
        )}
        {props.threads.map((thread) => {
          const isCurrent = thread.id === props.currentThreadId;
          const name = thread.name ?? (isCurrent ? props.currentTitle : undefined) ?? "Untitled conversation";
          return (
            <li
              key={thread.id}
              className={`threads__item${isCurrent ? " threads__item--current" : ""}${confirming === thread.id ? " threads__item--confirming" : ""}`}
              data-thread-id={thread.id}
            >
              {confirming === thread.id ? (
                <div className="threads__confirm" role="group" aria-label={`Delete ${name}?`} onKeyDown={(event) => void (event.key === "Escape" && setConfirming(undefined))}>
                  <span className="threads__confirm-text">Delete “{name}”? This cannot be undone.</span>
                  <button
                    type="button"
                    className="button button--danger button--small"
                    autoFocus
                    onClick={() => {
                      setConfirming(undefined);
                      props.onDelete(thread.id);
                    }}
                  >
                    Delete
                  </button>
                  <button type="button" className="button button--small" onClick={() => setConfirming(undefined)}>
                    Cancel
                  </button>
                </div>
              ) : editing?.id === thread.id ? (
                <form
                  className="threads__rename"
                  onSubmit={(event) => {
                    event.preventDefault();
                    props.onRename(thread.id, editing.name.trim() || null);
                    setEditing(undefined);
                  }}
                >
                  <input
                    aria-label="Conversation name"
                    value={editing.name}
                    autoFocus
                    onChange={(event) => setEditing({ id: thread.id, name: event.target.value })}
                    onKeyDown={(event) => void (event.key === "Escape" && setEditing(undefined))}
                    onBlur={() => setEditing(undefined)}
                  />
                </form>
              ) : (
                <button type="button" className="threads__open" aria-current={isCurrent ? "true" : undefined} onClick={() => props.onSwitch(thread.id)}>
                  <span className="threads__name">{name}</span>
                  <span className="threads__meta">
                    {thread.running && <span className="threads__running" aria-label="answering" />}
                    {when(thread.lastRunAt ?? thread.updatedAt)}
                  </span>
                </button>
              )}
              <div className="threads__actions">
                <button type="button" className="icon-button" title="Rename" aria-label={`Rename: ${name}`} onClick={() => setEditing({ id: thread.id, name: thread.name ?? "" })}>
                  <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
                    <path d="M13.6 3.6a2 2 0 0 1 2.8 2.8l-8.5 8.5-3.6.8.8-3.6z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
                  </svg>
                </button>
                <button type="button" className="icon-button icon-button--danger" title="Delete" aria-label={`Delete: ${name}`} onClick={() => setConfirming(thread.id)}>
                  <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
                    <path d="M4 6h12M8 6V4h4v2m-6 0 .7 10h6.6L14 6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import type { AbstractAgent } from "@ag-ui/client";
import { EventType, type BaseEvent, type Message } from "@ag-ui/core";
import type { BranchPosition, MessageRunStatus } from "@wingman/shared";
import { BRANCH_FORWARDED_PROPS, isDerivedMessage, type ThreadHistory } from "@wingman/shared/internal";
import type { ThreadClient } from "../threads/thread-client.js";
import { threadHistoryOf } from "./agent-histories.js";

/** What {@link AgentBranches} needs from the core. */
export interface AgentBranchesOptions {
  readonly agent: AbstractAgent;
  readonly threads: ThreadClient;
  /**
   * Runs the agent as it is now, with these `forwardedProps` (the core's `runAgent`, or a chat's
   * run that tracks busy state).
   */
  readonly run: (forwardedProps?: Record<string, unknown>) => Promise<unknown>;
  /** Stops the agent's run (the core's `stopAgent`). */
  readonly stop: () => Promise<unknown>;
}

/**
 * Conversation controls over one agent, framework-free: regenerate an answer, edit a user message,
 * move between branches ("n / m"), and each message's stopped/failed status with Retry. The branch
 * tree and statuses come from the thread's event log as the agent receives it (a connect replays it
 * all, so they survive reloads); regenerate and edit are runs whose input drops the later messages,
 * which the runtime stores as a branch. See docs/design/branches.md.
 *
 * @example
 * const branches = new AgentBranches({
 *   agent,
 *   threads: core.threads,
 *   run: (forwardedProps) => core.runAgent({ agent, forwardedProps }),
 *   stop: () => core.stopAgent({ agent }),
 * });
 * branches.subscribe(render);
 * await branches.regenerate(answer.id);
 * branches.branchesOf(answer.id); // { index: 1, count: 2 }
 */
export class AgentBranches {
  readonly #options: AgentBranchesOptions;
  readonly #listeners = new Set<() => void>();
  #unsubscribe: (() => void) | undefined;
  #version = 0;

  constructor(options: AgentBranchesOptions) {
    this.#options = options;
    // The history is the agent's (followed from its creation, and before this subscriber): this one only hears its changes.
    threadHistoryOf(options.agent);
    const subscription = options.agent.subscribe({
      onEvent: ({ event }) => {
        if (event.type === "RUN_FINISHED" || event.type === "RUN_ERROR" || event.type === "MESSAGES_SNAPSHOT") this.#changed();
      },
    });
    this.#unsubscribe = () => subscription.unsubscribe();
  }

  /** Changes on every branch or status change: a cheap snapshot key for bindings. */
  get version(): number {
    return this.#version;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  dispose(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#listeners.clear();
  }

  /** The message's position among its alternatives; `{index: 0, count: 1}` when it has none. */
  branchesOf(messageId: string): BranchPosition {
    return this.#history().tree.branchesOf(messageId) ?? { index: 0, count: 1 };
  }

  /**
   * How the run that ended on this message went, when it was stopped or failed. A failure counts
   * only while the message is the last of the conversation: a later run (a Retry) supersedes it.
   */
  statusOf(messageId: string): MessageRunStatus | undefined {
    const status = this.#history().statuses.get(messageId);
    if (status?.status !== "failed") return status;
    return this.#isLast(messageId) ? status : undefined;
  }

  /** Whether the conversation's last run failed with an error the thread records (shown under its last message). */
  get lastRunFailed(): boolean {
    const last = this.#options.agent.messages.findLast((message) => !isDerivedMessage(message));
    return last !== undefined && this.statusOf(last.id)?.status === "failed";
  }

  /**
   * Runs again from the user message before `messageId` (an answer): earlier history is kept, and
   * the replaced answer stays as a branch. On a user message, runs again from that message.
   */
  regenerate(messageId: string): Promise<unknown> {
    const messages = this.#options.agent.messages;
    const index = messages.findIndex((message) => message.id === messageId);
    if (index < 0) return Promise.reject(new Error(`No message '${messageId}' to regenerate`));
    const userIndex = messages.findLastIndex((message, at) => at <= index && message.role === "user");
    if (userIndex < 0) return Promise.reject(new Error(`No user message before '${messageId}' to regenerate from`));
    return this.#runWith(messages.slice(0, userIndex + 1));
  }

  /** Replaces the user message with a new one holding `content` and runs: a new branch from that point. */
  editMessage(messageId: string, content: string): Promise<unknown> {
    const messages = this.#options.agent.messages;
    const index = messages.findIndex((message) => message.id === messageId);
    const original = messages[index];
    if (original?.role !== "user") return Promise.reject(new Error(`No user message '${messageId}' to edit`));
    const edited = { ...original, id: globalThis.crypto.randomUUID(), content } as Message;
    return this.#runWith([...messages.slice(0, index), edited]);
  }

  /**
   * Stops the run in progress. The client detaches from the stream before the runtime closes the
   * run with `RUN_FINISHED` (cancelled), so the run is closed here the same way: its answer shows
   * "Stopped" at once, as it will after a reload.
   */
  async stop(): Promise<void> {
    const history = this.#history();
    await this.#options.stop();
    if (!history.hasOpenRun) return;
    history.apply({ type: EventType.RUN_FINISHED, threadId: this.#options.agent.threadId, outcome: { type: "cancelled" } } as BaseEvent);
    this.#changed();
  }

  /** Re-runs the turn that failed or was stopped on this message (see {@link regenerate}). */
  retry(messageId: string): Promise<unknown> {
    const message = this.#options.agent.messages.find(({ id }) => id === messageId);
    if (message?.role === "user" && this.#isLast(messageId)) return this.#options.run();
    return this.regenerate(messageId);
  }

  /**
   * Makes the `index`-th (0-based) alternative of `messageId` the active branch, continued as it was
   * last left; stored in the thread, so a reload shows the same branch.
   */
  async switchBranch(messageId: string, index: number): Promise<void> {
    const { agent, threads } = this.#options;
    const path = this.#history().tree.branchPath(messageId, index);
    if (path === undefined) throw new Error(`Message '${messageId}' has no branch ${index}`);
    const answer = await threads.switchBranch(agent.threadId, messageId, index);
    this.#history().tree.addPath(answer.messages);
    agent.setMessages(answer.messages);
    this.#changed();
  }

  #runWith(messages: Message[]): Promise<unknown> {
    this.#options.agent.setMessages(messages);
    return this.#options.run(BRANCH_FORWARDED_PROPS);
  }

  #isLast(messageId: string): boolean {
    return this.#options.agent.messages.findLast((message) => !isDerivedMessage(message))?.id === messageId;
  }

  #history(): ThreadHistory {
    return threadHistoryOf(this.#options.agent);
  }

  #changed(): void {
    this.#version += 1;
    for (const listener of [...this.#listeners]) listener();
  }
}

import type { AbstractAgent } from "@ag-ui/client";
import type { ContentPart, Message } from "@ag-ui/core";
import { agentConnectSettled, isConnectStarting } from "../agents/agent-connects.js";
import { AgentBranches } from "../branches/agent-branches.js";
import { CopilotKitCoreErrorCode, CopilotKitCoreRuntimeConnectionStatus } from "../client/copilot-kit-core-error-code.js";
import type { CopilotKitCore } from "../client/copilot-kit-core.js";
import type { CopilotKitCoreSubscription } from "../client/copilot-kit-core-subscriber.js";
import { isOffline, onceOnline } from "./connectivity.js";

/**
 * Where a user message sent by the chat stands when it has not reached the agent: `queued` while
 * the browser is offline (it is sent on the `online` event), `failed` when its run failed or the
 * user cancelled the queue (Retry sends it again). A delivered message has none.
 */
export type MessageDeliveryStatus = "queued" | "failed";

/** A core error as a chat shows it, with what Retry does (none when nothing can be retried). */
export interface ChatError {
  readonly error: Error;
  readonly code: CopilotKitCoreErrorCode;
  readonly context: Record<string, unknown>;
  readonly retry: (() => void) | undefined;
}

/** What a chat component tells its {@link ChatController}; read on every use, so they may change. */
export interface ChatControllerOptions {
  /** The chat's agent now (a provisional one until the runtime answers). */
  agent(): AbstractAgent;
  /** False while a provisional agent stands in: sends wait for {@link ChatController.agentReady}. */
  isReady(): boolean;
  agentId(): string;
  /** An existing thread the chat shows (loaded by {@link ChatController.connectThread}). */
  threadId(): string | undefined;
  /** Errors of this chat's agent (and errors without an agent). */
  onError?(event: { error: Error; code: CopilotKitCoreErrorCode; context: Record<string, unknown> }): void;
}

const RUN_ERRORS = new Set<string>([
  CopilotKitCoreErrorCode.AGENT_RUN_FAILED,
  CopilotKitCoreErrorCode.AGENT_RUN_FAILED_EVENT,
  CopilotKitCoreErrorCode.AGENT_RUN_ERROR_EVENT,
  CopilotKitCoreErrorCode.AGENT_THREAD_LOCKED,
]);

/**
 * What a chat does besides rendering, whatever the framework: sending a user message (after the
 * run in flight), staying busy until the core's run resolves (tool handlers, a human-in-the-loop
 * answer and follow-ups run after the agent's own stream ended, and Stop must stay available),
 * loading an explicit thread, and keeping the last error of its agent with what Retry does. It
 * listens to the core while it has listeners.
 *
 * @example
 * const chat = new ChatController(copilotkit, { agent: () => agent, isReady: () => true, agentId: () => "default", threadId: () => undefined });
 * chat.subscribe(() => render(chat.busy, chat.error));
 * await chat.send("Hello");
 */
export class ChatController {
  readonly #core: CopilotKitCore;
  readonly #options: ChatControllerOptions;
  readonly #listeners = new Set<() => void>();
  #subscription: CopilotKitCoreSubscription | undefined;
  #busy = 0;
  #error: ChatError | undefined;
  #inFlight: Promise<unknown> = Promise.resolve();
  // Whether `#inFlight` loads a thread (its history replaces the messages) rather than runs.
  #loadingThread = false;
  readonly #branches = new WeakMap<AbstractAgent, AgentBranches>();
  #delivery: ReadonlyMap<string, MessageDeliveryStatus> = new Map();
  /** Messages sent before the agent was ready, with the stand-in agent that shows them. */
  #sentBeforeReady: Array<[Message, AbstractAgent]> = [];
  /** The agent and explicit thread whose load was last started ({@link connectThread}). */
  #threadLoad: readonly [AbstractAgent, string] | undefined;
  #stopWaitingForOnline: (() => void) | undefined;
  #runFailed = false;
  /** A failure of this chat's run in flight, shown when the run ends (see {@link #showRunError}). */
  #runError: ChatError | undefined;

  constructor(core: CopilotKitCore, options: ChatControllerOptions) {
    this.#core = core;
    this.#options = options;
  }

  /** True from a send (or retry) until the core's run, tools and follow-ups included, resolves. */
  get busy(): boolean {
    return this.#busy > 0;
  }

  get error(): ChatError | undefined {
    return this.#error;
  }

  /**
   * The conversation controls of the chat's agent (regenerate, edit, branches, stopped and failed
   * messages), running through this chat so that it is busy meanwhile. Created on first use and
   * at the latest when the chat subscribes or loads its thread, so it follows the replay.
   */
  get branches(): AgentBranches {
    const agent = this.#options.agent();
    let branches = this.#branches.get(agent);
    if (branches === undefined) {
      branches = new AgentBranches({
        agent,
        threads: this.#core.threads,
        run: (forwardedProps) => this.run(forwardedProps),
        stop: () => this.#core.stopAgent({ agent }),
      });
      branches.subscribe(() => this.#changed());
      this.#branches.set(agent, branches);
    }
    return branches;
  }

  /** Calls `listener` when `busy`, `error`, a message's delivery or the branches changed; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    void this.branches;
    this.#listeners.add(listener);
    this.#subscription ??= this.#listen();
    return () => {
      if (!this.#listeners.delete(listener) || this.#listeners.size > 0) return;
      this.#subscription?.unsubscribe();
      this.#subscription = undefined;
    };
  }

  /**
   * Adds the user's message (text, plus attachments' content parts) and runs the agent. Offline, or
   * before the agent is ready (the runtime has not answered, see {@link agentReady}), the message
   * waits (`queued`) and is sent once both are true; when its run fails it is `failed` (see
   * {@link deliveryOf}). Run failures are known through the core's error events, so the controller
   * must have a listener ({@link subscribe}) to mark them.
   */
  async send(text: string, parts: ContentPart[] = []): Promise<void> {
    const content = parts.length > 0 ? [...(text ? [{ type: "text" as const, text }] : []), ...parts] : text;
    const message = { id: globalThis.crypto.randomUUID(), role: "user", content } as Message;
    // Before the runtime answered (offline it may not for long), shown on the stand-in at once
    // however early the user typed, then waiting: agentReady moves it to the real agent and sends it.
    // Only agentReady may send it: sent on the agent before its explicit thread is loading, it would
    // run on the agent's default thread, and the chat (showing the loaded thread) would lose it.
    if (!this.#canRun()) {
      this.#sentBeforeReady.push([message, this.#options.agent()]);
      this.#options.agent().addMessage(message);
      return this.#setDelivery([message.id], "queued");
    }
    // The message shows at once, as in CopilotKit, unless the agent still streams (its reply must
    // not end up after the message) or a thread loads (its history replaces the messages): a run
    // may have finished without its promise settling yet. A connect started elsewhere (a thread the
    // page switched to, another tab's run followed) is waited for too: running would cut it short,
    // and a run sent with part of the history would fork the thread (agent-connects.ts).
    const shownNow = !this.#loadingThread && !this.#options.agent().isRunning;
    if (shownNow) this.#options.agent().addMessage(message);
    await this.#inFlight;
    await agentConnectSettled(this.#options.agent());
    if (!shownNow) this.#options.agent().addMessage(message);
    await this.#deliver([message.id]);
  }

  /** The user messages not delivered yet, by id (a new map whenever one changes). */
  get undelivered(): ReadonlyMap<string, MessageDeliveryStatus> {
    return this.#delivery;
  }

  /** Whether the user message `messageId` still waits for a connection or was not sent. */
  deliveryOf(messageId: string): MessageDeliveryStatus | undefined {
    return this.#delivery.get(messageId);
  }

  /** Sends a `failed` message again (it waits again while offline). */
  async retryMessage(messageId: string): Promise<void> {
    if (this.#delivery.get(messageId) !== "failed") return;
    this.#setDelivery([messageId], undefined);
    await this.#inFlight;
    await this.#deliver([messageId]);
  }

  /** Gives up waiting for a connection: the queued messages become `failed`, with Retry. */
  cancelQueued(): void {
    this.#stopWaitingForOnline?.();
    this.#stopWaitingForOnline = undefined;
    this.#setDelivery(this.#withStatus("queued"), "failed");
  }

  /**
   * Tells the chat its agent is ready (the runtime answered, or the agent changed): loads the
   * explicit thread, then moves the messages sent before onto the agent, after its history, and
   * sends those still waiting (not the ones Stop cancelled), once.
   */
  agentReady(): void {
    this.connectThread();
    const early = this.#sentBeforeReady.splice(0);
    if (early.length === 0) return;
    void this.#inFlight.then(() => {
      for (const [message, standIn] of early) {
        standIn.setMessages(standIn.messages.filter((shown) => shown.id !== message.id));
        this.#options.agent().addMessage(message);
      }
      const waiting = early.map(([message]) => message.id).filter((id) => this.#delivery.get(id) === "queued");
      if (waiting.length > 0) return this.#deliver(waiting);
    });
  }

  async #deliver(ids: string[]): Promise<void> {
    // Not ready yet (retried before the runtime answered: still among the messages agentReady sends).
    if (!this.#canRun()) return this.#setDelivery(ids, "queued");
    if (isOffline()) return this.#queue(ids);
    await agentConnectSettled(this.#options.agent());
    // Messages not sent earlier are in the agent's messages: this run takes them along.
    const batch = [...ids, ...this.#withStatus("failed")];
    this.#setDelivery(batch, undefined);
    this.#runFailed = false;
    await this.run();
    if (!this.#runFailed) return;
    // Offline by now, the request failed for want of a network: wait for it instead of failing.
    if (isOffline()) this.#queue(batch);
    else this.#setDelivery(batch, "failed");
  }

  #queue(ids: string[]): void {
    this.#setDelivery(ids, "queued");
    this.#stopWaitingForOnline ??= onceOnline(() => {
      this.#stopWaitingForOnline = undefined;
      const queued = this.#withStatus("queued");
      this.#setDelivery(queued, undefined);
      void this.#inFlight.then(() => this.#deliver(queued));
    });
  }

  #withStatus(status: MessageDeliveryStatus): string[] {
    return [...this.#delivery].filter(([, value]) => value === status).map(([id]) => id);
  }

  #setDelivery(ids: string[], status: MessageDeliveryStatus | undefined): void {
    const changed = ids.filter((id) => this.#delivery.get(id) !== status);
    if (changed.length === 0) return;
    // A new map on each change: a binding can compare it by identity to know it must re-render.
    const next = new Map(this.#delivery);
    for (const id of changed) {
      if (status === undefined) next.delete(id);
      else next.set(id, status);
    }
    this.#delivery = next;
    this.#changed();
  }

  /** Runs the agent as it is (what Retry does after a failed run). */
  run(forwardedProps?: Record<string, unknown>): Promise<unknown> {
    void this.branches;
    this.#setBusy(1);
    const agent = this.#options.agent();
    const promise = this.#core.runAgent({ agent, ...(forwardedProps && { forwardedProps }) }).finally(() => {
      this.#showRunError();
      this.#setBusy(-1);
    });
    this.#inFlight = promise.catch(() => undefined);
    this.#loadingThread = false;
    return promise;
  }

  /**
   * Whether a send may run now: the agent is ready and, when the chat shows an explicit thread, that
   * thread's load on this agent has begun (sends then wait for it), so no run goes to another thread.
   */
  #canRun(): boolean {
    const threadId = this.#options.threadId();
    return this.#options.isReady() && (threadId === undefined || (this.#threadLoad?.[0] === this.#options.agent() && this.#threadLoad[1] === threadId));
  }

  /** Loads the explicit thread (history, then the live run); nothing without one. */
  connectThread(): void {
    const threadId = this.#options.threadId();
    if (threadId === undefined) return;
    void this.branches;
    this.#threadLoad = [this.#options.agent(), threadId];
    this.#loadingThread = true;
    const loading = this.#core.switchThread(this.#options.agent(), threadId).catch(() => undefined);
    this.#inFlight = loading;
    void loading.then(() => {
      if (this.#inFlight === loading) this.#loadingThread = false;
    });
  }

  /** Stops the run in flight, or (with nothing running) cancels the messages waiting to be sent. */
  stop(): void {
    if (!this.busy && this.#withStatus("queued").length > 0) return this.cancelQueued();
    void this.branches.stop();
  }

  /** Clears the error and does what its Retry does. */
  retry(): void {
    const retry = this.#error?.retry;
    this.dismissError();
    retry?.();
  }

  dismissError(): void {
    this.#setError(undefined);
  }

  #listen(): CopilotKitCoreSubscription {
    const core = this.#core;
    const options = this.#options;
    return core.subscribe({
      onError: ({ error, code, context }) => {
        const errorAgent = context["agentId"];
        if (errorAgent !== undefined && errorAgent !== options.agentId()) return;
        options.onError?.({ error, code, context });
        let retry: (() => void) | undefined;
        if (RUN_ERRORS.has(code)) retry = () => void this.run();
        else if (code === CopilotKitCoreErrorCode.AGENT_CONNECT_FAILED) retry = () => this.connectThread();
        else if (code === CopilotKitCoreErrorCode.RUNTIME_INFO_FETCH_FAILED) retry = () => void core.connect();
        else if (code === CopilotKitCoreErrorCode.SUGGESTIONS_FAILED) retry = () => void core.reloadSuggestions(options.agentId());
        const shown = { error, code, context, retry };
        if (RUN_ERRORS.has(code)) {
          this.#runFailed = true;
          // Decided when this chat's run ends: a failure the thread records is shown (with Retry)
          // under the last message, and a second, banner copy of it would be announced twice.
          if (this.busy) {
            this.#runError = shown;
            return;
          }
        }
        this.#setError(shown);
      },
      onAgentRunStarted: ({ agent }) => {
        if (agent.agentId !== options.agentId()) return;
        this.#runError = undefined;
        this.#setError(undefined);
        // Any run of the agent (a Retry of the conversation controls too) takes the messages not
        // sent; a connect (a thread loading, the page reconnecting once its runtime is back) does not.
        if (!isConnectStarting(agent)) this.#setDelivery(this.#withStatus("failed"), undefined);
      },
      onRuntimeConnectionStatusChanged: ({ status }) => {
        if (status === CopilotKitCoreRuntimeConnectionStatus.Connected && this.#error?.code === CopilotKitCoreErrorCode.RUNTIME_INFO_FETCH_FAILED) {
          this.#setError(undefined);
        }
      },
    });
  }

  /**
   * Makes the failure of the run that just ended the chat's error, unless it is an error event the
   * thread recorded, shown under the last message. A failed request (no event) is the chat's error.
   */
  #showRunError(): void {
    const failure = this.#runError;
    this.#runError = undefined;
    if (failure === undefined) return;
    if (failure.code === CopilotKitCoreErrorCode.AGENT_RUN_ERROR_EVENT && this.branches.lastRunFailed) return;
    this.#setError(failure);
  }

  #setBusy(delta: number): void {
    const wasBusy = this.busy;
    this.#busy += delta;
    if (this.busy !== wasBusy) this.#changed();
  }

  #setError(error: ChatError | undefined): void {
    if (error === this.#error) return;
    this.#error = error;
    this.#changed();
  }

  #changed(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}

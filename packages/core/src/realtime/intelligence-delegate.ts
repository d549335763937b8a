import type { AbstractAgent, AgentSubscriber, RunAgentParameters, RunAgentResult } from "@ag-ui/client";
import type { BaseEvent, RunAgentInput } from "@ag-ui/core";
import { Observable } from "rxjs";
import type { Scheduler } from "../async/scheduler.js";
import { createAgentSubscriberFanOut } from "./agent-subscriber-fan-out.js";
import type { RealtimeClient } from "./realtime-client.js";
import { WebSocketAgent } from "./web-socket-agent.js";

export interface IntelligenceDelegateOptions {
  readonly client: RealtimeClient;
  readonly runtimeAgentId: string;
  readonly scheduler: Scheduler;
}

/**
 * What a `ProxiedCopilotRuntimeAgent` does in intelligence mode: it hands its work to a
 * {@link WebSocketAgent} and bridges that agent's messages, state and running flag back to itself.
 *
 * - `run`: the delegate's raw events over the socket; the proxy's own pipeline applies them.
 * - `connectAgent`: the delegate connects (replay after its cursor, then the live run) with a
 *   bridge subscribed before anyone else, so the proxy's messages are up to date before its UI
 *   subscribers (passed on after the bridge) read them; `isRunning` is reset in a `finally`.
 *   Afterwards the delegate follows the thread, and runs started by other clients flow through
 *   the same bridge, live.
 */
export class IntelligenceDelegate {
  readonly agent: WebSocketAgent;
  readonly #proxy: AbstractAgent;
  #bridge: { unsubscribe(): void } | undefined;
  #extraSubscriber: AgentSubscriber | undefined;

  constructor(proxy: AbstractAgent, options: IntelligenceDelegateOptions) {
    this.#proxy = proxy;
    this.agent = new WebSocketAgent({
      client: options.client,
      runtimeAgentId: options.runtimeAgentId,
      scheduler: options.scheduler,
      threadId: proxy.threadId,
      ...(proxy.agentId !== undefined && { agentId: proxy.agentId }),
      description: proxy.description,
    });
  }

  /** The proxy's run, over the socket. Once it ends, the thread (which exists now) is followed. */
  run(input: RunAgentInput, signal: AbortSignal): Observable<BaseEvent> {
    const events = this.agent.transport.run(input, { agent: this.agent, signal });
    return new Observable<BaseEvent>((subscriber) => {
      const subscription = events.subscribe({
        next: (event) => subscriber.next(event),
        error: (error: unknown) => subscriber.error(error),
        complete: () => {
          subscriber.complete();
          if (this.#proxy.threadId === input.threadId) this.#follow();
        },
      });
      return () => subscription.unsubscribe();
    });
  }

  async connectAgent(parameters: RunAgentParameters | undefined, subscriber: AgentSubscriber | undefined): Promise<RunAgentResult> {
    const proxy = this.#proxy;
    const agent = this.agent;
    this.#extraSubscriber = subscriber;
    // Already live on this thread: the bridge keeps the proxy current; wait for a run in flight. A
    // proxy whose messages were cleared meanwhile (the core does before a connect it cannot resume)
    // gets the whole thread again below, or it would stay empty.
    if (this.#bridge !== undefined && agent.followedThreadId === proxy.threadId && proxy.messages.length > 0) {
      await agent.remoteRunSettled();
      return { result: undefined, newMessages: [] };
    }
    agent.unfollow();
    await agent.detachActiveRun();
    this.#syncToDelegate(true);
    this.#openBridge();
    const threadId = proxy.threadId;
    try {
      const result = await agent.connectAgent(parameters, this.#fanOut());
      // A proxy moved to another thread while this one replayed (a new thread started as a
      // reconnect lands) keeps its new thread's messages, as the bridge does.
      if (proxy.threadId === threadId) {
        proxy.messages = [...agent.messages];
        proxy.state = agent.state;
      }
      return result;
    } finally {
      proxy.isRunning = false;
      this.#follow();
    }
  }

  /** Asks the runtime to stop the thread's run (whoever started it). */
  stop(threadId: string): Promise<boolean> {
    return this.agent.transport.stop(threadId, { agent: this.agent });
  }

  /** Stops following and bridging. */
  dispose(): void {
    this.agent.unfollow();
    this.#bridge?.unsubscribe();
    this.#bridge = undefined;
  }

  #follow(): void {
    this.#openBridge();
    this.agent.follow(
      {
        onRemoteRun: () => {
          if (this.#proxy.threadId !== this.agent.followedThreadId) return false;
          this.#syncToDelegate(false);
          return true;
        },
        subscriber: this.#fanOut(),
      },
      this.#proxy.threadId,
    );
  }

  #fanOut(): AgentSubscriber {
    return createAgentSubscriberFanOut(
      () => (this.#extraSubscriber ? [...this.#proxy.subscribers, this.#extraSubscriber] : this.#proxy.subscribers),
      this.#proxy,
    );
  }

  /** The bridge: the delegate's subscriber that is registered first. */
  #openBridge(): void {
    if (this.#bridge) return;
    const proxy = this.#proxy;
    const agent = this.agent;
    // A proxy moved to another thread meanwhile is left alone.
    const current = (): boolean => proxy.threadId === agent.threadId;
    this.#bridge = agent.subscribe({
      onMessagesChanged: () => void (current() && (proxy.messages = [...agent.messages])),
      onStateChanged: () => void (current() && (proxy.state = agent.state)),
      onRunInitialized: () => void (current() && (proxy.isRunning = true)),
      onRunFinalized: () => void (proxy.isRunning = false),
      onRunFailed: () => void (proxy.isRunning = false),
    });
    // Subscribers added to the delegate earlier (none in practice) must come after the bridge.
    agent.subscribers = [agent.subscribers.at(-1)!, ...agent.subscribers.slice(0, -1)];
  }

  /**
   * Copies what the proxy owns into the delegate before it works on the thread. A proxy without
   * messages (a new page, a cleared chat) gets the whole thread again: the cursor is forgotten.
   */
  #syncToDelegate(connecting: boolean): void {
    const proxy = this.#proxy;
    const agent = this.agent;
    if (connecting && proxy.messages.length === 0) agent.transport.clearCursor(proxy.threadId);
    agent.threadId = proxy.threadId;
    agent.messages = [...proxy.messages];
    agent.state = proxy.state;
  }
}

import { computed, effect, inject, isSignal, signal, untracked, type Signal } from "@angular/core";
import type { AbstractAgent } from "@ag-ui/client";
import type { Message, State } from "@ag-ui/core";
import { AgentSnapshot } from "@wingman/core/chat";
import { CopilotChatConfiguration } from "../chat/copilot-chat-configuration.js";
import { CopilotKit } from "../provider/copilot-kit.js";

/** Which agent `injectAgentStore` follows and how often it notifies. */
export interface AgentStoreOptions {
  /** Default: the enclosing chat's agent, else `"default"`. A signal re-subscribes when it changes. */
  agentId?: string | Signal<string>;
  /** Written to `agent.threadId` once the agent is resolved. */
  threadId?: string;
  /** Throttle of messages/state notifications in ms (default: the configuration's). */
  throttleMs?: number;
}

/** An agent and its state as signals. */
export interface AgentStore {
  readonly agent: Signal<AbstractAgent>;
  /** False while a provisional agent stands in (the runtime has not answered yet). */
  readonly isReady: Signal<boolean>;
  /** A new array after every (frame-batched) change; unchanged messages keep their identity. */
  readonly messages: Signal<readonly Message[]>;
  readonly state: Signal<State>;
  readonly isRunning: Signal<boolean>;
}

/**
 * The agent's messages, state and run status as signals, subscribed through the core (batched per
 * frame, optionally throttled) for as long as the calling component lives. Call it in an
 * injection context.
 *
 * @example
 * readonly store = injectAgentStore({ agentId: "default" });
 * // template: @for (message of store.messages(); track message.id) { … } @if (store.isRunning()) { … }
 */
export function injectAgentStore(options: AgentStoreOptions = {}): AgentStore {
  const copilotkit = inject(CopilotKit);
  const chat = inject(CopilotChatConfiguration, { optional: true });
  const agentIdOption = options.agentId;
  const agentId = computed(() =>
    isSignal(agentIdOption) ? agentIdOption() : (agentIdOption ?? chat?.agentId() ?? "default"),
  );
  const resolved = computed(() => copilotkit.resolveAgent(agentId()));
  const agent = computed(() => resolved().agent);
  const messages = signal<readonly Message[]>([]);
  const state = signal<State>({});
  const isRunning = signal(false);

  effect((onCleanup) => {
    const current = agent();
    untracked(() => {
      if (options.threadId !== undefined && current.threadId !== options.threadId) current.threadId = options.threadId;
      // The core's snapshot changes only on notifications: never an object it is still writing.
      const snapshot = new AgentSnapshot(copilotkit.core, current, options.throttleMs === undefined ? {} : { throttleMs: options.throttleMs });
      const publish = () => {
        messages.set(snapshot.messages);
        state.set(snapshot.state);
        isRunning.set(snapshot.isRunning);
      };
      publish();
      onCleanup(snapshot.subscribe(publish));
    });
  });

  return {
    agent,
    isReady: computed(() => resolved().isReady),
    messages: messages.asReadonly(),
    state: state.asReadonly(),
    isRunning: isRunning.asReadonly(),
  };
}

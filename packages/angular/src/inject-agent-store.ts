import { computed, effect, inject, isSignal, signal, untracked, type Signal } from "@angular/core";
import type { AbstractAgent } from "@ag-ui/client";
import type { Message, State } from "@ag-ui/core";
import { CopilotChatConfiguration } from "./copilot-chat-configuration.js";
import { CopilotKit } from "./copilot-kit.js";

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
      // The core publishes copy-on-write snapshots with each notification; read between two, a
      // message may still be written in place. Copies make the next (published) objects count as changes.
      messages.set(current.messages.map((message) => ({ ...message })));
      state.set({ ...(current.state as Record<string, unknown>) });
      isRunning.set(current.isRunning);
      const settle = () => {
        isRunning.set(false);
        // After a run ends everything is published: the agent's own arrays are safe to hold.
        messages.set([...current.messages]);
        state.set(current.state);
      };
      const subscription = copilotkit.core.subscribeToAgentWithOptions(
        current,
        {
          onMessagesChanged: (params) => messages.set([...params.messages]),
          onStateChanged: (params) => state.set(params.state),
          onRunInitialized: () => isRunning.set(true),
          onRunFinalized: settle,
          onRunFailed: settle,
        },
        options.throttleMs === undefined ? {} : { throttleMs: options.throttleMs },
      );
      onCleanup(() => subscription.unsubscribe());
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

import { toolParametersToJsonSchema, type CopilotKitCore } from "@wingman/core";
import type { AgentSnapshot, ContextSnapshot, ToolSnapshot } from "./model/inspector-snapshots.js";
import type { InspectorStore } from "./model/inspector-store.js";
import type { InspectedEvent } from "./model/recorded-event.js";

type Agent = CopilotKitCore["agents"][string];
type AgentSubscriber = Parameters<Agent["subscribe"]>[0];

/** A live link between a core and a store; `dispose` ends every subscription. */
export interface CoreObservation {
  dispose(): void;
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Feeds an {@link InspectorStore} from a `CopilotKitCore`: runtime status, agents, context, tools,
 * tool executions and errors through `core.subscribe`, and every AG-UI event, message and state
 * change through a subscriber on each agent (added and removed as agents come and go). It only
 * reads: it never changes the core or its agents, and never makes a request.
 *
 * @example
 * const store = new InspectorStore();
 * const observation = observeCore(core, store);
 * // later
 * observation.dispose();
 */
export function observeCore(core: CopilotKitCore, store: InspectorStore): CoreObservation {
  const agentSubscriptions = new Map<Agent, { agentId: string; unsubscribe(): void }>();

  const syncRuntime = () =>
    store.setRuntime({
      url: core.runtimeUrl,
      transport: core.runtimeTransport,
      status: core.runtimeConnectionStatus,
      version: core.runtimeVersion,
      mode: core.runtimeInfo?.mode,
    });

  const syncAgents = () => {
    const agents = core.agents;
    const remote = core.runtimeInfo?.agents ?? {};
    for (const [agent, subscription] of agentSubscriptions) {
      if (agents[subscription.agentId] !== agent) {
        subscription.unsubscribe();
        agentSubscriptions.delete(agent);
      }
    }
    const snapshots: AgentSnapshot[] = [];
    for (const [agentId, agent] of Object.entries(agents)) {
      if (!agentSubscriptions.has(agent)) {
        agentSubscriptions.set(agent, { agentId, unsubscribe: subscribeToAgent(agentId, agent) });
        store.updateThread(agentId, agent.threadId, { messages: agent.messages, state: agent.state });
      }
      const info = remote[agentId];
      snapshots.push({
        agentId,
        description: agent.description || info?.description,
        className: info?.className,
        capabilities: info?.capabilities,
        source: info ? "runtime" : "local",
        threadId: agent.threadId,
        isRunning: agent.isRunning,
        messageCount: agent.messages.length,
      });
    }
    store.setAgents(snapshots);
  };

  const syncContext = () =>
    store.setContext(
      Object.entries(core.context).map(([id, entry]): ContextSnapshot => ({
        id,
        description: entry.description,
        value: entry.value,
        ...(entry.agentIds && { agentIds: [...entry.agentIds] }),
      })),
    );

  const syncTools = () =>
    store.setTools(
      core.tools.map((tool): ToolSnapshot => {
        let schema: unknown;
        try {
          schema = toolParametersToJsonSchema(tool.parameters);
        } catch (error) {
          schema = { error: `Could not convert the schema: ${errorMessage(error)}` };
        }
        return {
          name: tool.name,
          description: tool.description,
          agentId: tool.agentId,
          enabled: core.isToolEnabled(tool.name, tool.agentId),
          followUp: tool.followUp !== false,
          hasHandler: typeof tool.handler === "function",
          schema,
        };
      }),
    );

  function subscribeToAgent(agentId: string, agent: Agent): () => void {
    // Every hook returns nothing: a returned value would be taken as a mutation of the agent.
    const subscriber: AgentSubscriber = {
      onRunInitialized: ({ input }) => {
        store.updateThread(agentId, input.threadId, { isRunning: true, messages: agent.messages, state: agent.state });
        syncAgents();
      },
      onEvent: ({ event, input, state }) => {
        store.recordEvent({ agentId, threadId: input.threadId, runId: input.runId, event: event as unknown as InspectedEvent, stateBefore: state });
      },
      onMessagesChanged: ({ messages, input }) => {
        store.updateThread(agentId, input?.threadId ?? agent.threadId, { messages });
      },
      onStateChanged: ({ state, input }) => {
        store.updateThread(agentId, input?.threadId ?? agent.threadId, { state });
      },
      onRunFinalized: ({ input }) => {
        store.updateThread(agentId, input.threadId, { isRunning: false });
        syncAgents();
      },
      onRunFailed: ({ input }) => {
        store.updateThread(agentId, input.threadId, { isRunning: false });
        syncAgents();
      },
    };
    return agent.subscribe(subscriber).unsubscribe;
  }

  const coreSubscription = core.subscribe({
    onRuntimeConnectionStatusChanged: () => {
      syncRuntime();
      syncAgents();
    },
    onAgentsChanged: () => syncAgents(),
    onContextChanged: () => syncContext(),
    onToolsChanged: () => syncTools(),
    onToolExecutionStart: ({ toolCallId, agentId, toolName, args }) => store.toolExecutionStarted({ toolCallId, agentId, toolName, args }),
    onToolExecutionEnd: ({ toolCallId, agentId, toolName, result, error }) =>
      store.toolExecutionEnded({ toolCallId, agentId, toolName, result, ...(error !== undefined && { error }) }),
    onError: ({ error, code, context }) => store.addError({ code, message: errorMessage(error), context }),
  });

  syncRuntime();
  syncAgents();
  syncContext();
  syncTools();

  return {
    dispose: () => {
      coreSubscription.unsubscribe();
      for (const subscription of agentSubscriptions.values()) subscription.unsubscribe();
      agentSubscriptions.clear();
    },
  };
}

import type { AbstractAgent } from "@ag-ui/client";
import { CopilotKitCoreRuntimeConnectionStatus } from "../client/copilot-kit-core-error-code.js";
import type { CopilotKitCoreSubscriberOf, CopilotKitCoreSubscription } from "../client/copilot-kit-core-subscriber-contract.js";
import type { RuntimeInfo } from "../runtime-api/runtime-info.js";
import type { ThreadClient } from "./thread-client.js";
import { ThreadListStore } from "./thread-list-store.js";

/** What the watch reads from the core (which passes itself): typed here so the core's module need not be imported. */
export interface ThreadListWatchedCore {
  readonly runtimeConnectionStatus: CopilotKitCoreRuntimeConnectionStatus;
  readonly runtimeInfo: RuntimeInfo | undefined;
  subscribe(subscriber: Pick<CopilotKitCoreSubscriberOf<unknown>, "onRuntimeConnectionStatusChanged" | "onAgentRunStarted">): CopilotKitCoreSubscription;
}

/**
 * A thread list for one agent (or all) that keeps itself current: it loads when the runtime is
 * connected (now or later, unless `/info` says the runtime lists no threads) and reloads after
 * each run of that agent. `dispose()` stops watching.
 */
export function watchThreadListStore(
  copilotkit: ThreadListWatchedCore,
  client: ThreadClient,
  options: { agentId?: string; limit?: number; includeArchived?: boolean },
): ThreadListStore & { dispose(): void } {
  const store = new ThreadListStore({ client, ...options });
  const watched = new Set<AbstractAgent>();
  const subscriptions: Array<{ unsubscribe(): void }> = [];
  const refetchWhenConnected = () => {
    if (copilotkit.runtimeConnectionStatus === CopilotKitCoreRuntimeConnectionStatus.Connected && copilotkit.runtimeInfo?.threadEndpoints?.list !== false) void store.refetch();
  };
  subscriptions.push(
    copilotkit.subscribe({
      onRuntimeConnectionStatusChanged: ({ status }) => void (status === CopilotKitCoreRuntimeConnectionStatus.Connected && refetchWhenConnected()),
      onAgentRunStarted: ({ agent }) => {
        if (options.agentId !== undefined && agent.agentId !== options.agentId) return;
        if (watched.has(agent)) return;
        watched.add(agent);
        subscriptions.push(agent.subscribe({ onRunFinalized: () => void refetchWhenConnected() }));
      },
    }),
  );
  refetchWhenConnected();
  return Object.assign(store, {
    dispose: () => {
      for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
    },
  });
}

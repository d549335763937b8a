import type { AbstractAgent } from "@ag-ui/client";

/**
 * Code that follows every runtime agent from its creation, installed by optional parts when their
 * module loads (the conversation controls: see branches/agent-histories.ts). The agent replays its
 * thread on connect, maybe before the UI that needs that replay exists; a watcher sees it all, and
 * a headless app, which loads none, pays for this set only.
 */
export const agentWatchers = new Set<(agent: AbstractAgent) => void>();

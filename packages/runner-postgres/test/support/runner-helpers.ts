import { EventType, type BaseEvent } from "@ag-ui/core";
import type { RunnerEvent } from "@wingman/runtime";
import { createRunInput, ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import type { PostgresAgentRunner } from "../../src/index.js";

export const scope = { ownerId: "owner" };

export function paced(deltas: readonly string[], delayMs: number): ScriptedAgent {
  return new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas }), delayMs });
}

export const hanging = (): ScriptedAgent =>
  new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["partial"], openMessage: true }), end: "wait-for-abort" });

export function start(runner: PostgresAgentRunner, threadId: string, agent: ScriptedAgent, runId?: string) {
  return runner.run({ threadId, agentId: "agent", agent, input: createRunInput({ threadId, ...(runId !== undefined && { runId }) }), ...scope });
}

export function texts(events: readonly { readonly event: BaseEvent }[]): string {
  return events
    .filter(({ event }) => event.type === EventType.TEXT_MESSAGE_CONTENT)
    .map(({ event }) => String(event.delta))
    .join("");
}

export function last(events: readonly RunnerEvent[]): BaseEvent {
  return events[events.length - 1]!.event;
}

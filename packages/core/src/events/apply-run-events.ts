import type { Interrupt, RunFinishedEvent, RunStartedEvent } from "@ag-ui/core";
import { chain, type MaybePromise } from "../async/maybe-promise.js";
import type { ReducerContext } from "./reducer-context.js";
import type { HookParams } from "./subscriber-hooks.js";
import { withoutNullSubagent } from "./without-null-subagent.js";

/**
 * RUN_STARTED: starts tracking the run's tool calls and adds the input messages it carries. The shared
 * state it was started with is taken too when the run is not this agent's own (a connect replaying it, a
 * tab joining it mid-run): until the agent edits the state, that is the run's state, and a client that
 * waited for the run's end would show none meanwhile.
 */
export function applyRunStarted(context: ReducerContext, event: RunStartedEvent): MaybePromise<void> {
  return chain(context.hooks.run("onRunStartedEvent", () => ({ event })), (stopped) => {
    context.resetRunToolCalls();
    if (stopped) return;
    const state: unknown = event.input?.state;
    if (event.runId !== context.input.runId && state !== undefined && state !== null && JSON.stringify(state) !== JSON.stringify(context.state)) {
      context.setState(state);
    }
    if (!event.input?.messages) return;
    const { store } = context;
    for (const raw of event.input.messages) {
      const message = withoutNullSubagent(raw);
      if (store.indexOf(message.id) === -1) store.push(message);
    }
    store.markChanged();
  });
}

/**
 * The tool calls a successful RUN_FINISHED leaves for the client: the producer's list when it
 * named one, else every call this run started that got no result.
 */
export function pendingToolCallIds(context: ReducerContext, event: RunFinishedEvent): string[] {
  const named = event.outcome?.type === "success" ? event.outcome.pendingToolCallIds : undefined;
  if (named !== undefined && named.length > 0) return [...named];
  return context.unansweredToolCallIds();
}

/** RUN_FINISHED: tells hooks the outcome and records the interrupts it left open. */
export function applyRunFinished(context: ReducerContext, event: RunFinishedEvent): MaybePromise<void> {
  const outcome = event.outcome;
  const params: HookParams =
    outcome?.type === "interrupt"
      ? { event, outcome: "interrupt", interrupts: outcome.interrupts }
      : outcome?.type === "cancelled"
        ? { event, outcome: "cancelled" }
        : { event, outcome: "success", result: event.result, pendingToolCallIds: pendingToolCallIds(context, event) };
  return chain(context.hooks.run("onRunFinishedEvent", () => params), (stopped) => {
    if (stopped) return;
    context.agent.pendingInterrupts =
      outcome?.type === "interrupt" ? outcome.interrupts.map((interrupt: Interrupt) => withoutNullSubagent(interrupt)) : [];
  });
}

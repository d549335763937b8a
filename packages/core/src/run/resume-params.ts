import { buildResumeArray, type AbstractAgent } from "@ag-ui/client";
import type { Interrupt } from "@ag-ui/core";
import type { RunAgentParams } from "../types.js";

/** Answers to interrupts by interrupt id, as `buildResumeArray` takes them. */
export type ResumeResponses = Parameters<typeof buildResumeArray>[1];

/**
 * The run that answers the agent's open AG-UI interrupts: every interrupt left out of `responses`
 * is cancelled, since a resume must answer all of them.
 */
export function resumeRunParams(params: { agent: AbstractAgent; responses: ResumeResponses; forwardedProps?: Record<string, unknown> }): RunAgentParams {
  const { agent, responses } = params;
  const complete: ResumeResponses = { ...responses };
  for (const interrupt of agent.pendingInterrupts as Interrupt[]) complete[interrupt.id] ??= { status: "cancelled" };
  const resume = buildResumeArray(agent.pendingInterrupts, complete);
  return { agent, resume, ...(params.forwardedProps && { forwardedProps: params.forwardedProps }) };
}

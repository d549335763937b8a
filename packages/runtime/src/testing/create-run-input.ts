import type { Message, RunAgentInput, State } from "@ag-ui/core";

/** The thread, messages and state of a test `RunAgentInput`. Defaults: a random run id, no messages, `{}` props. */
export interface CreateRunInputOptions {
  readonly threadId: string;
  /** Default: a random UUID. */
  readonly runId?: string;
  /** The conversation sent with the run. Default: none. */
  readonly messages?: readonly Message[];
  /** The state sent with the run. Default: `{}`. */
  readonly state?: State;
  /** Default `{}`. */
  readonly forwardedProps?: Record<string, unknown>;
}

/** A minimal valid `RunAgentInput` for tests. */
export function createRunInput(options: CreateRunInputOptions): RunAgentInput {
  return {
    threadId: options.threadId,
    runId: options.runId ?? crypto.randomUUID(),
    messages: [...(options.messages ?? [])],
    tools: [],
    context: [],
    state: options.state ?? {},
    forwardedProps: { ...options.forwardedProps },
  };
}

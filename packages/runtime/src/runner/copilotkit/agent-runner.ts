import type { AbstractAgent } from "@ag-ui/client";
import type { BaseEvent, Message, RunAgentInput } from "@ag-ui/core";
import type { Observable } from "rxjs";

/** CopilotKit's `run` request. */
export interface AgentRunnerRunRequest {
  threadId: string;
  agent: AbstractAgent;
  input: RunAgentInput;
  joinCode?: string;
  persistedInputMessages?: Message[];
}

/** CopilotKit's `connect` request. */
export interface AgentRunnerConnectRequest {
  threadId: string;
  headers?: Record<string, string>;
  joinCode?: string;
}

/** The thread asked about by CopilotKit's `AgentRunner.isRunning`. */
export interface AgentRunnerIsRunningRequest {
  threadId: string;
}

/** The thread whose run CopilotKit's `AgentRunner.stop` ends. */
export interface AgentRunnerStopRequest {
  threadId: string;
}

/**
 * CopilotKit's runner contract, so that a runner written for CopilotKit (`class MyRunner extends
 * AgentRunner`) plugs into `CopilotRuntime` unchanged: the runtime adapts it (see
 * `docs/migrating-from-copilotkit.md` for what such a runner cannot offer: resuming by event id,
 * threads that survive a restart with their owner). Wingman's own runners implement the richer
 * {@link WingmanAgentRunner}; `asCopilotKitAgentRunner` gives one of them this shape.
 *
 * @example
 * class MyRunner extends AgentRunner {
 *   run({ threadId, agent, input }) { return agent.run(input); }
 *   connect() { return EMPTY; }
 *   async isRunning() { return false; }
 *   async stop() { return false; }
 * }
 * new CopilotRuntime({ agents, runner: new MyRunner() });
 */
export abstract class AgentRunner {
  abstract run(request: AgentRunnerRunRequest): Observable<BaseEvent>;
  abstract connect(request: AgentRunnerConnectRequest): Observable<BaseEvent>;
  abstract isRunning(request: AgentRunnerIsRunningRequest): Promise<boolean>;
  abstract stop(request: AgentRunnerStopRequest): Promise<boolean | undefined>;
}

import type { BaseEvent } from "@ag-ui/core";
import { defer, from, map, mergeMap, type Observable } from "rxjs";
import { ANONYMOUS_OWNER_ID } from "../../runtime/identify-user.js";
import type { WingmanAgentRunner } from "../agent-runner.js";
import {
  AgentRunner,
  type AgentRunnerConnectRequest,
  type AgentRunnerIsRunningRequest,
  type AgentRunnerRunRequest,
  type AgentRunnerStopRequest,
} from "./agent-runner.js";

/** Options of {@link asCopilotKitAgentRunner}. */
export interface AsCopilotKitAgentRunnerOptions {
  /** The owner every call acts for (CopilotKit's contract has none). @default "anonymous" */
  readonly ownerId?: string;
  /** The agent id a run's thread is bound to when the agent has none. @default "default" */
  readonly defaultAgentId?: string;
}

class WingmanRunnerAsCopilotKit extends AgentRunner {
  readonly #runner: WingmanAgentRunner;
  readonly #ownerId: string;
  readonly #defaultAgentId: string;

  constructor(runner: WingmanAgentRunner, options: AsCopilotKitAgentRunnerOptions) {
    super();
    this.#runner = runner;
    this.#ownerId = options.ownerId ?? ANONYMOUS_OWNER_ID;
    this.#defaultAgentId = options.defaultAgentId ?? "default";
  }

  run({ threadId, agent, input }: AgentRunnerRunRequest): Observable<BaseEvent> {
    const agentId = agent.agentId ?? this.#defaultAgentId;
    const started = this.#runner.run({ ownerId: this.#ownerId, threadId, agentId, agent, input });
    // Started now, as CopilotKit's runners do; a busy thread errors the stream (ThreadBusyError).
    return from(started).pipe(
      mergeMap((events) => events),
      map(({ event }) => event),
    );
  }

  connect({ threadId }: AgentRunnerConnectRequest): Observable<BaseEvent> {
    return defer(() => this.#runner.connect({ ownerId: this.#ownerId, threadId })).pipe(map(({ event }) => event));
  }

  isRunning({ threadId }: AgentRunnerIsRunningRequest): Promise<boolean> {
    return this.#runner.isRunning({ ownerId: this.#ownerId, threadId });
  }

  stop({ threadId }: AgentRunnerStopRequest): Promise<boolean | undefined> {
    return this.#runner.stop({ ownerId: this.#ownerId, threadId });
  }
}

/**
 * One of Wingman's runners in CopilotKit's {@link AgentRunner} shape, for code written against
 * CopilotKit's contract (their runtime, tests, tools): events without ids, one owner for every call.
 *
 * @example
 * const runner: AgentRunner = asCopilotKitAgentRunner(new SqliteAgentRunner({ path: "threads.db" }));
 * runner.run({ threadId, agent, input }).subscribe(console.log);
 */
export function asCopilotKitAgentRunner(runner: WingmanAgentRunner, options: AsCopilotKitAgentRunnerOptions = {}): AgentRunner {
  return new WingmanRunnerAsCopilotKit(runner, options);
}

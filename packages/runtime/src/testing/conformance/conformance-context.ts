import type { BaseEvent, Message, RunAgentInput } from "@ag-ui/core";
import { EventType } from "@ag-ui/core";
import type { Observable } from "rxjs";
import type { WingmanAgentRunner, RunnerEvent } from "../../runner/agent-runner.js";
import { collectRunnerEvents } from "../collect-runner-events.js";
import { createRunInput } from "../create-run-input.js";
import { ScriptedAgent, type ScriptedAgentOptions } from "../scripted-agent.js";
import { textRunEvents } from "../text-run-events.js";

export interface StartOptions {
  readonly ownerId?: string;
  readonly agentId?: string;
  readonly runId?: string;
  readonly messages?: readonly Message[];
  readonly state?: RunAgentInput["state"];
  readonly forwardedProps?: Record<string, unknown>;
}

/** What every conformance test gets: the runner under test and small helpers around it. */
export class ConformanceContext {
  readonly ownerId = "owner-a";
  readonly otherOwnerId = "owner-b";
  readonly agentId = "agent-a";
  readonly otherAgentId = "agent-b";
  #runner: WingmanAgentRunner | undefined;

  get runner(): WingmanAgentRunner {
    if (this.#runner === undefined) throw new Error("The conformance runner is not created yet");
    return this.#runner;
  }

  set runner(runner: WingmanAgentRunner | undefined) {
    this.#runner = runner;
  }

  /** A thread id no other test (nor an earlier suite run on shared storage) uses. */
  newThreadId(): string {
    return `conformance-${crypto.randomUUID()}`;
  }

  /** Starts a run of `agent` on the thread (owner A, agent A unless told otherwise). */
  start(threadId: string, agent: ScriptedAgent, options: StartOptions = {}): Promise<Observable<RunnerEvent>> {
    const input = createRunInput({
      threadId,
      ...(options.runId !== undefined && { runId: options.runId }),
      messages: options.messages ?? [],
      state: options.state ?? {},
      ...(options.forwardedProps !== undefined && { forwardedProps: options.forwardedProps }),
    });
    return this.runner.run({
      threadId,
      ownerId: options.ownerId ?? this.ownerId,
      agentId: options.agentId ?? this.agentId,
      agent,
      input,
    });
  }

  /** Runs a scripted agent on the thread and resolves every event of the run once it ended. */
  async runToEnd(threadId: string, agentOptions: ScriptedAgentOptions, options: StartOptions = {}): Promise<RunnerEvent[]> {
    return collectRunnerEvents(await this.start(threadId, new ScriptedAgent(agentOptions), options));
  }

  /** Runs a text reply made of `deltas` to completion. */
  runText(threadId: string, deltas: readonly string[], options: StartOptions = {}): Promise<RunnerEvent[]> {
    return this.runToEnd(threadId, { script: (input) => textRunEvents({ ...input, deltas }) }, options);
  }

  connect(threadId: string, after?: number, ownerId = this.ownerId, agentId?: string): Promise<RunnerEvent[]> {
    return collectRunnerEvents(
      this.runner.connect({
        threadId,
        ownerId,
        ...(after !== undefined && { after }),
        ...(agentId !== undefined && { agentId }),
      }),
    );
  }

  async waitUntilIdle(threadId: string, timeoutMs = 5_000, ownerId = this.ownerId): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (await this.runner.isRunning({ threadId, ownerId })) {
      if (Date.now() > deadline) throw new Error(`Thread ${threadId} still running after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

/** Text of every message in a stream of events, by message id (deltas concatenated). */
export function textsOf(events: readonly BaseEvent[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const event of events) {
    if (event.type !== EventType.TEXT_MESSAGE_CONTENT) continue;
    const messageId = String(event.messageId);
    texts.set(messageId, (texts.get(messageId) ?? "") + String(event.delta));
  }
  return texts;
}

export function eventsOf(entries: readonly RunnerEvent[]): BaseEvent[] {
  return entries.map(({ event }) => event);
}

export function typesOf(entries: readonly RunnerEvent[]): string[] {
  return entries.map(({ event }) => event.type);
}

export function isTerminal(event: BaseEvent): boolean {
  return event.type === EventType.RUN_FINISHED || event.type === EventType.RUN_ERROR;
}

export function hasIncreasingIds(entries: readonly RunnerEvent[], after = 0): boolean {
  let previous = after;
  for (const { id } of entries) {
    if (!Number.isInteger(id) || id <= previous) return false;
    previous = id;
  }
  return true;
}

export function userMessage(id: string, content: string): Message {
  return { id, role: "user", content };
}

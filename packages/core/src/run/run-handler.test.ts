import { AbstractAgent, type AgentStateMutation, type AgentSubscriber } from "@ag-ui/client";
import { EventType, type BaseEvent, type RunAgentInput } from "@ag-ui/core";
import { ScriptedAgent } from "@wingman/runtime/testing";
import { catchConsole } from "@wingman/test-support/console";
import { of, throwError, type Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import { CopilotKitCoreErrorCode } from "../client/copilot-kit-core-error-code.js";
import { CopilotKitCore } from "../client/copilot-kit-core.js";
import { immediateScheduler } from "../async/scheduler.js";
import type { FrontendTool } from "../types.js";

const toolRun = (input: RunAgentInput, extra: { results?: Record<string, string>; pending?: string[] } = {}): BaseEvent[] => {
  const { threadId, runId } = input;
  const last = input.messages.at(-1);
  if (last?.role === "tool") {
    return [
      { type: EventType.RUN_STARTED, threadId, runId },
      { type: EventType.TEXT_MESSAGE_START, messageId: `${runId}-t`, role: "assistant" },
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: `${runId}-t`, delta: "done" },
      { type: EventType.TEXT_MESSAGE_END, messageId: `${runId}-t` },
      { type: EventType.RUN_FINISHED, threadId, runId },
    ] as BaseEvent[];
  }
  const events: BaseEvent[] = [{ type: EventType.RUN_STARTED, threadId, runId } as BaseEvent];
  for (const id of ["c1", "c2"]) {
    events.push(
      { type: EventType.TOOL_CALL_START, toolCallId: `${runId}-${id}`, toolCallName: "work", parentMessageId: `${runId}-a` } as BaseEvent,
      { type: EventType.TOOL_CALL_ARGS, toolCallId: `${runId}-${id}`, delta: `{"id":"${id}"}` } as BaseEvent,
      { type: EventType.TOOL_CALL_END, toolCallId: `${runId}-${id}` } as BaseEvent,
    );
    const result = extra.results?.[id];
    if (result !== undefined) {
      events.push({ type: EventType.TOOL_CALL_RESULT, messageId: `${runId}-${id}-r`, toolCallId: `${runId}-${id}`, content: result } as BaseEvent);
    }
  }
  const outcome = extra.pending ? { type: "success", pendingToolCallIds: extra.pending.map((id) => `${runId}-${id}`) } : undefined;
  events.push({ type: EventType.RUN_FINISHED, threadId, runId, ...(outcome && { outcome }) } as BaseEvent);
  return events;
};

function setup(script: (input: RunAgentInput) => BaseEvent[], tools: FrontendTool[]) {
  const agent = new ScriptedAgent({ agentId: "default", script });
  const core = new CopilotKitCore({ agents__unsafe_dev_only: { default: agent }, tools, scheduler: immediateScheduler });
  const errors: CopilotKitCoreErrorCode[] = [];
  core.subscribe({ onError: ({ code }) => void errors.push(code) });
  agent.addMessage({ id: "u1", role: "user", content: "go" });
  return { agent, core, errors };
}

describe("RunHandler with local agents", () => {
  it("executes only the calls RUN_FINISHED names as pending", async () => {
    const ran: unknown[] = [];
    const { agent, core } = setup((input) => toolRun(input, { pending: ["c2"] }), [{ name: "work", handler: (args) => void ran.push(args) }]);
    await core.runAgent({ agent });
    expect(ran).toEqual([{ id: "c2" }]);
  });

  it("replaces a 'Forwarded to client' placeholder with the handler result, once", async () => {
    const { agent, core } = setup((input) => toolRun(input, { results: { c1: "Forwarded to client", c2: "server result" } }), [
      { name: "work", handler: ({ id }) => `client ${String(id)}` },
    ]);
    await core.runAgent({ agent });
    const tools = agent.messages.filter((message) => message.role === "tool").map((message) => message.content);
    expect(tools).toEqual(["client c1", "server result"]);
  });

  it("aborts the handler signal on stop and starts no follow-up; other agents are untouched", async () => {
    let signal: AbortSignal | undefined;
    const { agent, core } = setup(toolRun, [
      { name: "work", handler: (_args, context) => ((signal = context.signal), new Promise((resolve) => context.signal.addEventListener("abort", resolve))) },
    ]);
    const other = new ScriptedAgent({ agentId: "other", script: toolRun });
    core.addAgent__unsafe_dev_only({ id: "other", agent: other });
    let otherSignal: AbortSignal | undefined;
    core.addTool({ name: "work", agentId: "other", handler: (_args, context) => void (otherSignal = context.signal) });
    const started: string[] = [];
    core.subscribe({ onAgentRunStarted: ({ agent: running }) => void started.push(running.agentId!) });
    const run = core.runAgent({ agent });
    await expect.poll(() => signal).toBeDefined();
    await core.runAgent({ agent: other });
    await core.stopAgent({ agent });
    await run;
    expect(signal!.aborted).toBe(true);
    expect(otherSignal!.aborted).toBe(false);
    expect(started).toEqual(["default", "other"]);
    expect(agent.inputs).toHaveLength(1);
  });

  it("a detached run executes nothing further and never follows up", async () => {
    const calls: string[] = [];
    let release: (() => void) | undefined;
    const { agent, core } = setup(toolRun, [
      {
        name: "work",
        handler: async ({ id }) => {
          calls.push(String(id));
          if (!release) await new Promise<void>((resolve) => (release = resolve));
        },
      },
    ]);
    const first = core.runAgent({ agent });
    await expect.poll(() => release).toBeDefined();
    agent.addMessage({ id: "u2", role: "user", content: "again" });
    const second = core.runAgent({ agent });
    release!();
    await Promise.all([first, second]);
    // First run: c1 only (detached while its handler waited). Second run: its c1 and c2, then one follow-up.
    expect(calls).toEqual(["c1", "c1", "c2"]);
    expect(agent.inputs).toHaveLength(3);
  });

  it("reports a failure the agent handled itself as agent_run_failed_event, exactly once", async () => {
    class SelfHandlingAgent extends AbstractAgent {
      run(): Observable<BaseEvent> {
        return throwError(() => new Error("model unavailable"));
      }
      protected override onError(input: RunAgentInput, error: Error, subscribers: AgentSubscriber[]): Observable<AgentStateMutation> {
        for (const subscriber of subscribers) void subscriber.onRunFailed?.({ error, input, agent: this, messages: this.messages, state: this.state });
        return of({});
      }
    }
    const agent = new SelfHandlingAgent();
    const core = new CopilotKitCore({ agents__unsafe_dev_only: { local: agent } });
    const errors: CopilotKitCoreErrorCode[] = [];
    core.subscribe({ onError: ({ code }) => void errors.push(code) });
    await core.runAgent({ agent });
    expect(errors).toEqual([CopilotKitCoreErrorCode.AGENT_RUN_FAILED_EVENT]);
  });

  it("reports an exception escaping a local agent as agent_run_failed, exactly once", async () => {
    const agent = new ScriptedAgent({ agentId: "default", script: (input) => [{ type: EventType.RUN_STARTED, threadId: input.threadId, runId: input.runId } as BaseEvent], end: new Error("crash") });
    const core = new CopilotKitCore({ agents__unsafe_dev_only: { default: agent } });
    const errors: CopilotKitCoreErrorCode[] = [];
    core.subscribe({ onError: ({ code }) => void errors.push(code) });
    // @ag-ui/client logs the agent's exception (console.error) before it reaches the core.
    const logged = catchConsole("error", /^Agent execution failed/);
    const result = await core.runAgent({ agent }).finally(() => logged.restore());
    expect(logged.calls).toHaveLength(1);
    expect(result.newMessages).toEqual([]);
    expect(errors).toEqual([CopilotKitCoreErrorCode.AGENT_RUN_FAILED]);
  });
});

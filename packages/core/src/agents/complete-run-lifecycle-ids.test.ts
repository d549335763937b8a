import { AbstractAgent, EventType, type BaseEvent, type RunAgentInput } from "@ag-ui/client";
import { Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import { immediateScheduler } from "../async/scheduler.js";
import { CopilotKitCore } from "../client/copilot-kit-core.js";

/** An agent written for AG-UI 0.0.x: its RUN_STARTED and RUN_FINISHED name neither thread nor run. */
class BareLifecycleAgent extends AbstractAgent {
  readonly seen: BaseEvent[] = [];
  constructor(private readonly withIds = false) {
    super();
  }
  override clone(): BareLifecycleAgent {
    return new BareLifecycleAgent(this.withIds);
  }
  override run(input: RunAgentInput): Observable<BaseEvent> {
    const ids = this.withIds ? { threadId: "own-thread", runId: "own-run" } : {};
    return new Observable<BaseEvent>((observer) => {
      observer.next({ type: EventType.RUN_STARTED, ...ids } as BaseEvent);
      observer.next({ type: EventType.TEXT_MESSAGE_CHUNK, messageId: "m1", delta: `Hello from ${input.threadId}` } as BaseEvent);
      observer.next({ type: EventType.RUN_FINISHED, ...ids } as BaseEvent);
      observer.complete();
    });
  }
}

function setup(agent: AbstractAgent) {
  const core = new CopilotKitCore({ agents__unsafe_dev_only: { default: agent }, scheduler: immediateScheduler });
  const errors: string[] = [];
  core.subscribe({ onError: ({ code, error }) => void errors.push(`${code}: ${error.message}`) });
  const lifecycle: BaseEvent[] = [];
  agent.subscribe({ onRunStartedEvent: ({ event }) => void lifecycle.push(event), onRunFinishedEvent: ({ event }) => void lifecycle.push(event) });
  return { core, errors, lifecycle, registered: core.getAgent("default")! };
}

describe("run lifecycle events without ids (agents written for AG-UI 0.0.x)", () => {
  it("get the run's threadId and runId, so AG-UI 1.0 accepts the run and the reply arrives", async () => {
    const agent = new BareLifecycleAgent();
    agent.threadId = "thread-7";
    const { core, errors, lifecycle, registered } = setup(agent);
    await core.runAgent({ agent: registered });
    expect(errors).toEqual([]);
    expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Hello from thread-7" });
    expect(lifecycle.map((event) => event.type)).toEqual([EventType.RUN_STARTED, EventType.RUN_FINISHED]);
    for (const event of lifecycle) {
      expect(event).toMatchObject({ threadId: "thread-7" });
      expect(typeof (event as { runId?: unknown }).runId).toBe("string");
    }
  });

  it("keeps ids the agent gives, and registering the same agent twice adds the repair once", async () => {
    const agent = new BareLifecycleAgent(true);
    const { core, errors, lifecycle, registered } = setup(agent);
    core.setAgents__unsafe_dev_only({ default: agent });
    await core.runAgent({ agent: registered });
    expect(errors).toEqual([]);
    expect(lifecycle).toEqual([
      expect.objectContaining({ type: EventType.RUN_STARTED, threadId: "own-thread", runId: "own-run" }),
      expect.objectContaining({ type: EventType.RUN_FINISHED, threadId: "own-thread", runId: "own-run" }),
    ]);
    expect((agent as unknown as { middlewares: unknown[] }).middlewares).toHaveLength(1);
  });
});

import { EventType } from "@ag-ui/core";
import type { WingmanAgentRunner, RunnerEvent } from "@wingman/runtime";
import { createRunInput, ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";


/**
 * For a child process that a test pauses (`SIGSTOP`) past its run's lease or lock: starts on
 * `runner` a run (id "held", owner "owner", agent "agent") whose agent streams the start of a reply
 * ("before") and then holds it open, and reports on stdout:
 * - `written <id>` once the run's own stream received its first three events (so the log holds them);
 * - `agent aborted` when the runner aborts the agent;
 * - `client <json>` and `follower <json>` when the run's stream, and a `connect` stream opened here
 *   right after the start, complete: the events each received (`RunnerEvent[]`).
 * On `SIGUSR2` the agent emits one more delta ("after"), as an agent going on after the pause would.
 */
export async function driveHeldRun(runner: WingmanAgentRunner, threadId: string): Promise<void> {
  const runId = "held";
  const agent = new ScriptedAgent({
    script: (input) => textRunEvents({ ...input, deltas: ["before"], openMessage: true }),
    end: "wait-for-abort",
  });
  const abortRun = agent.abortRun.bind(agent);
  agent.abortRun = () => {
    console.log("agent aborted");
    abortRun();
  };
  process.on("SIGUSR2", () => agent.emit({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: `${runId}-reply`, delta: "after" }));
  const input = createRunInput({ threadId, runId, messages: [{ id: "held-question", role: "user", content: "go" }] });
  const stream = await runner.run({ threadId, ownerId: "owner", agentId: "agent", agent, input });
  stream.subscribe(report("client", (seen) => seen.length === 3 && console.log(`written ${seen[2]!.id}`)));
  runner.connect({ threadId, ownerId: "owner" }).subscribe(report("follower"));
  // Kept alive until the test kills it.
  setInterval(() => undefined, 60_000);
}

function report(label: string, onEvent?: (seen: readonly RunnerEvent[]) => void) {
  const seen: RunnerEvent[] = [];
  return {
    next: (entry: RunnerEvent) => {
      seen.push(entry);
      onEvent?.(seen);
    },
    complete: () => console.log(`${label} ${JSON.stringify(seen)}`),
    error: (error: unknown) => console.log(`${label}-error ${String(error)}`),
  };
}

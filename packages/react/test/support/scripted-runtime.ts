import type { BaseEvent, RunAgentInput } from "@ag-ui/core";
import { EventType } from "@ag-ui/core";
import { ScriptedAgent, numberedDeltas, textRunEvents } from "@wingman/runtime/testing";
import {
  commonReply,
  errorRun,
  messageText,
  reasoningRun,
  resumedRun,
  runOf,
  serveScriptedRuntime,
  streamingAgent,
  suggestionsRun,
  toolCallRun,
  toolResultsRun,
  type ScriptedToolCall,
  type ServedScriptedRuntime,
} from "@wingman/test-support/scripted-runtime";

const callTools = (input: RunAgentInput, calls: ScriptedToolCall[]): BaseEvent[] => toolCallRun(input, calls, { argsPieceLength: 6 });

/** What the `default` agent does depends on the last message. */
export function routerScript(input: RunAgentInput): BaseEvent[] {
  const { threadId, runId } = input;
  const last = input.messages.at(-1);
  if (last?.role === "tool") return toolResultsRun(input);
  if (input.resume?.length) return resumedRun(input);
  const said = messageText(last?.content, { otherPart: (type) => `[${type}]` });
  const common = commonReply(input, said, callTools);
  if (common !== undefined) return common;
  switch (said) {
    case "unknown tool":
      return callTools(input, [{ id: "c1", name: "mystery", args: '{"x":1}' }]);
    case "approve two":
      return callTools(input, [
        { id: "c1", name: "confirm", args: '{"question":"Delete A?"}' },
        { id: "c2", name: "confirm", args: '{"question":"Delete B?"}' },
      ]);
    case "markdown":
      return textRunEvents({ threadId, runId, deltas: ["# Title\n\nSome **bold** and a [link](https://example.com) and ", "[bad](javascript:alert(1)).\n\n```js\nconst x = 1;\n```\n\n<img src=x onerror=alert(1)>"] });
    case "activity":
      return runOf(input, [
        { type: EventType.ACTIVITY_SNAPSHOT, messageId: `${runId}-plan`, activityType: "plan", content: { steps: ["search", "summarise"] } },
        { type: EventType.ACTIVITY_SNAPSHOT, messageId: `${runId}-odd`, activityType: "plan", content: { steps: "not a list" } },
        { type: EventType.STATE_SNAPSHOT, snapshot: { stage: "planned" } },
      ]);
    case "think":
      return reasoningRun(input);
    case "long":
      return textRunEvents({ threadId, runId, deltas: numberedDeltas(2000) });
    default:
      return textRunEvents({ threadId, runId, deltas: ["You said: ", said || "(nothing)"] });
  }
}

const suggestions = [
  { title: "Weather", message: "weather" },
  { title: "Greet", message: "hello there" },
];

export type ScriptedRuntime = ServedScriptedRuntime<{
  default: ScriptedAgent;
  slow: ScriptedAgent;
  suggester: ScriptedAgent;
  flaky: ScriptedAgent;
  ticker: ScriptedAgent;
}> & {
  /** Make the `flaky` agent fail (true) or answer (false). */
  setFlaky(failing: boolean): void;
};

/** A real runtime on 127.0.0.1 (OS-chosen port) with scripted agents and a fake transcription service. */
export async function startScriptedRuntime(mode: "multi-route" | "single-route" = "multi-route", options: { cors?: boolean } = {}): Promise<ScriptedRuntime> {
  let failing = true;
  const agents = {
    default: new ScriptedAgent({ agentId: "default", script: routerScript }),
    slow: streamingAgent("slow", 20, numberedDeltas(200)),
    suggester: new ScriptedAgent({ agentId: "suggester", script: (input) => suggestionsRun(input, suggestions), delayMs: 1 }),
    /** 2,000 deltas, one per millisecond or so: a stream spread over a few seconds. */
    ticker: streamingAgent("ticker", 1, numberedDeltas(2000)),
    flaky: new ScriptedAgent({
      agentId: "flaky",
      script: (input) =>
        failing ? errorRun(input, "temporary outage", "outage") : textRunEvents({ threadId: input.threadId, runId: input.runId, deltas: ["Recovered"] }),
    }),
  };
  const served = await serveScriptedRuntime(agents, {
    mode,
    ...(options.cors !== undefined && { cors: options.cors }),
    transcriptionService: { transcribeFile: async ({ audioFile }) => `transcribed ${audioFile.size} bytes` },
  });
  return { ...served, setFlaky: (value) => void (failing = value) };
}

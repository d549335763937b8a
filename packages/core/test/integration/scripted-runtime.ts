import type { BaseEvent, RunAgentInput } from "@ag-ui/core";
import { ScriptedAgent, numberedDeltas, textRunEvents } from "@wingman/runtime/testing";
import {
  commonReply,
  messageText,
  resumedRun,
  serveScriptedRuntime,
  streamingAgent,
  suggestionsRun,
  toolCallRun,
  toolResultsRun,
  type ScriptedToolCall,
  type ServedScriptedRuntime,
} from "@wingman/test-support/scripted-runtime";

const callTools = (input: RunAgentInput, calls: ScriptedToolCall[]): BaseEvent[] => toolCallRun(input, calls, { preamble: "Calling tools" });

/** The script of the `default` agent: what it does depends on the last message. */
export function routerScript(input: RunAgentInput): BaseEvent[] {
  const { threadId, runId } = input;
  const last = input.messages.at(-1);
  if (last?.role === "tool") {
    const owner = input.messages.find(
      (message) => message.role === "assistant" && message.toolCalls?.some((call) => call.id === last.toolCallId),
    );
    if (owner?.role === "assistant" && owner.toolCalls?.some((call) => call.function.name === "again")) {
      return callTools(input, [{ id: "c1", name: "again", args: "{}" }]);
    }
    return toolResultsRun(input);
  }
  if (input.resume?.length) return resumedRun(input);
  const said = messageText(last?.content);
  const common = commonReply(input, said, callTools);
  if (common !== undefined) return common;
  switch (said) {
    case "parallel":
      return callTools(input, [
        { id: "c1", name: "getWeather", args: '{"city":"Paris"}' },
        { id: "c2", name: "getWeather", args: '{"city":"Rome"}' },
      ]);
    case "bad-args":
      return callTools(input, [{ id: "c1", name: "getWeather", args: '{"city":42}' }]);
    case "broken-json":
      return callTools(input, [{ id: "c1", name: "getWeather", args: '{"city":' }]);
    case "throwing":
      return callTools(input, [{ id: "c1", name: "explode", args: "{}" }]);
    case "no-follow-up":
      return callTools(input, [{ id: "c1", name: "notify", args: '{"text":"hi"}' }]);
    case "disabled":
      return callTools(input, [{ id: "c1", name: "secret", args: "{}" }]);
    case "wildcard":
      return callTools(input, [{ id: "c1", name: "somethingElse", args: '{"x":1}' }]);
    case "loop":
      return callTools(input, [{ id: "c1", name: "again", args: "{}" }]);
    default:
      return textRunEvents({ threadId, runId, deltas: ["Hello", ", ", "world"] });
  }
}

const suggestions = [
  { title: "Weather", message: "What is the weather?" },
  { title: "Time", message: "What time is it?" },
];

export type ScriptedRuntime = ServedScriptedRuntime<{ default: ScriptedAgent; slow: ScriptedAgent; suggester: ScriptedAgent }>;

/** A real runtime on 127.0.0.1 (port chosen by the OS) hosting the scripted agents. */
export function startScriptedRuntime(mode: "multi-route" | "single-route" = "multi-route"): Promise<ScriptedRuntime> {
  const agents = {
    default: new ScriptedAgent({ agentId: "default", script: routerScript }),
    slow: streamingAgent("slow", 15, numberedDeltas(60)),
    suggester: new ScriptedAgent({ agentId: "suggester", script: (input) => suggestionsRun(input, suggestions), delayMs: 1 }),
  };
  return serveScriptedRuntime(agents, { mode });
}

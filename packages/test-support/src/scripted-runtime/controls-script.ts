import { EventType, type BaseEvent, type RunAgentInput } from "@ag-ui/core";
import { ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { messageText } from "./message-text.js";
import { serveScriptedRuntime, streamingAgent, type ServeScriptedRuntimeOptions, type ServedScriptedRuntime } from "./serve-scripted-runtime.js";

/**
 * A script for conversation-control tests (regenerate, edit, stopped, failed): each run answers
 * "answer N to <text>" (N counts this script's runs, so every answer differs); "fail" fails with
 * `RUN_ERROR` "the model is down" (code `model_down`) the first time per thread; "hang" streams
 * "partial" and leaves the run open (pair it with `end: "wait-for-abort"` to wait for Stop); "think"
 * starts a run that says nothing (with `end: "wait-for-abort"`: the typing cursor stays).
 *
 * @example
 * new ScriptedAgent({ agentId: "default", script: controlsScript() });
 */
export function controlsScript(): (input: RunAgentInput) => BaseEvent[] {
  let answers = 0;
  const failed = new Set<string>();
  return (input) => {
    const { threadId, runId } = input;
    const said = messageText(input.messages.findLast((message) => message.role === "user")?.content);
    if (said === "fail" && !failed.has(threadId)) {
      failed.add(threadId);
      return [{ type: EventType.RUN_STARTED, threadId, runId }, { type: EventType.RUN_ERROR, message: "the model is down", code: "model_down" }] as BaseEvent[];
    }
    if (said === "hang") return textRunEvents({ threadId, runId, deltas: ["partial"], terminal: false });
    if (said === "think") return [{ type: EventType.RUN_STARTED, threadId, runId }] as BaseEvent[];
    answers += 1;
    return textRunEvents({ threadId, runId, deltas: [`answer ${answers} to ${said}`] });
  };
}

/** The words the `slow` agent of {@link serveControlsRuntime} streams, one delta each. */
export const SLOW_REPLY_WORDS: readonly string[] = Array.from({ length: 40 }, (_, index) => `word${index} `);

/**
 * A runtime whose `default` agent plays {@link controlsScript}, whose `hanging` one waits for Stop
 * after "hang", and whose `slow` one streams {@link SLOW_REPLY_WORDS} 20 ms apart (a reply that
 * arrives in pieces, for the live region).
 */
export function serveControlsRuntime(
  options: ServeScriptedRuntimeOptions = {},
): Promise<ServedScriptedRuntime<{ default: ScriptedAgent; hanging: ScriptedAgent; slow: ScriptedAgent }>> {
  const script = controlsScript();
  return serveScriptedRuntime(
    {
      default: new ScriptedAgent({ agentId: "default", script }),
      hanging: new ScriptedAgent({ agentId: "hanging", script, end: "wait-for-abort" }),
      slow: streamingAgent("slow", 20, SLOW_REPLY_WORDS),
    },
    options,
  );
}

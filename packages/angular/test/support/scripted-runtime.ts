import type { BaseEvent, RunAgentInput } from "@ag-ui/core";
import { EventType } from "@ag-ui/core";
import { afterAll, beforeAll } from "vitest";
import { ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import {
  commonReply,
  messageText,
  reasoningRun,
  resumedRun,
  runOf,
  serveScriptedRuntime,
  streamingAgent,
  toolCallRun,
  toolResultsRun,
  type ScriptedToolCall,
  type ServedScriptedRuntime,
} from "@wingman/test-support/scripted-runtime";

const callTools = (input: RunAgentInput, calls: ScriptedToolCall[]): BaseEvent[] => toolCallRun(input, calls, { argsPieceLength: 6 });

/** What the `default` agent does depends on the last message. */
function routerScript(input: RunAgentInput): BaseEvent[] {
  const { threadId, runId } = input;
  const last = input.messages.at(-1);
  if (last?.role === "tool") return toolResultsRun(input);
  if (input.resume?.length) return resumedRun(input);
  const said = messageText(last?.content);
  const common = commonReply(input, said, callTools);
  if (common !== undefined) return common;
  switch (said) {
    case "background":
      return callTools(input, [{ id: "c1", name: "setBackground", args: '{"color":"teal"}' }]);
    case "markdown":
      return textRunEvents({ threadId, runId, deltas: ["# Title\n\nSome **bold** and a [link](https://example.com) and ", "[bad](javascript:alert(1)).\n\n```js\nconst x = 1;\n```"] });
    case "activity":
      return runOf(input, [
        { type: EventType.ACTIVITY_SNAPSHOT, messageId: `${runId}-plan`, activityType: "plan", content: { steps: ["search", "summarise"] } },
        { type: EventType.STATE_SNAPSHOT, snapshot: { stage: "planned" } },
      ]);
    case "think":
      return reasoningRun(input);
    default:
      return textRunEvents({ threadId, runId, deltas: ["You said: ", said || "(nothing)"] });
  }
}

export type ScriptedRuntime = ServedScriptedRuntime<{ default: ScriptedAgent; slow: ScriptedAgent; ticker: ScriptedAgent }>;

/** A real runtime on 127.0.0.1 (OS-chosen port) with scripted agents. */
export function startScriptedRuntime(mode: "multi-route" | "single-route" = "multi-route", options: { cors?: boolean } = {}): Promise<ScriptedRuntime> {
  const agents = {
    default: new ScriptedAgent({ agentId: "default", script: routerScript }),
    slow: streamingAgent("slow", 30, Array.from({ length: 100 }, (_, index) => `w${index} `)),
    /** 150 deltas, about 2 ms apart. */
    ticker: streamingAgent("ticker", 2, Array.from({ length: 150 }, (_, index) => `t${index} `)),
  };
  return serveScriptedRuntime(agents, {
    mode,
    ...(options.cors !== undefined && { cors: options.cors }),
    transcriptionService: { transcribeFile: async ({ audioFile }) => `transcribed ${audioFile.size} bytes` },
  });
}

/**
 * Serves the scripted runtime for the tests of one file: started before them, closed after them.
 * The returned runtime may be read inside tests and hooks only (it is started by then).
 */
export function useScriptedRuntime(): ScriptedRuntime {
  let started: ScriptedRuntime | undefined;
  beforeAll(async () => {
    started = await startScriptedRuntime();
  });
  afterAll(() => started?.close());
  return new Proxy({} as ScriptedRuntime, {
    get(_, key) {
      if (started === undefined) throw new Error("The scripted runtime is read before its beforeAll started it");
      const value: unknown = Reflect.get(started, key);
      return typeof value === "function" ? value.bind(started) : value;
    },
  });
}

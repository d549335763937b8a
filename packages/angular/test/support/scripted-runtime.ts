import { EventType, type BaseEvent, type Message, type RunAgentInput } from "@ag-ui/core";
import { CopilotRuntime } from "@wingman/runtime";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";

const text = (content: Message["content"] | undefined): string =>
  typeof content === "string" ? content : Array.isArray(content) ? content.map((part) => (part.type === "text" ? part.text : "")).join("") : "";

function toolCallRun(input: RunAgentInput, calls: Array<{ id: string; name: string; args: string }>): BaseEvent[] {
  const { threadId, runId } = input;
  const messageId = `${runId}-assistant`;
  return [
    { type: EventType.RUN_STARTED, threadId, runId },
    { type: EventType.TEXT_MESSAGE_START, messageId, role: "assistant" },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: "Let me check." },
    { type: EventType.TEXT_MESSAGE_END, messageId },
    ...calls.flatMap((call): BaseEvent[] => [
      { type: EventType.TOOL_CALL_START, toolCallId: `${runId}-${call.id}`, toolCallName: call.name, parentMessageId: messageId },
      ...(call.args.match(/.{1,6}/g) ?? [""]).map((delta) => ({ type: EventType.TOOL_CALL_ARGS, toolCallId: `${runId}-${call.id}`, delta })),
      { type: EventType.TOOL_CALL_END, toolCallId: `${runId}-${call.id}` },
    ]),
    { type: EventType.RUN_FINISHED, threadId, runId },
  ] as BaseEvent[];
}

/** What the `default` agent does depends on the last message. */
function routerScript(input: RunAgentInput): BaseEvent[] {
  const { threadId, runId } = input;
  const last = input.messages.at(-1);
  if (last?.role === "tool") {
    const results = input.messages.filter((message) => message.role === "tool").map((message) => text(message.content));
    return textRunEvents({ threadId, runId, deltas: ["Tools said: ", results.join(" | ")] });
  }
  if (input.resume?.length) {
    return textRunEvents({ threadId, runId, deltas: ["resumed ", JSON.stringify(input.resume.map((entry) => [entry.status, entry.payload ?? null]))] });
  }
  const said = text(last?.content);
  switch (said) {
    case "background":
      return toolCallRun(input, [{ id: "c1", name: "setBackground", args: '{"color":"teal"}' }]);
    case "weather":
      return toolCallRun(input, [{ id: "c1", name: "getWeather", args: '{"city":"Paris"}' }]);
    case "approve":
      return toolCallRun(input, [{ id: "c1", name: "confirm", args: '{"question":"Delete?"}' }]);
    case "markdown":
      return textRunEvents({ threadId, runId, deltas: ["# Title\n\nSome **bold** and a [link](https://example.com) and ", "[bad](javascript:alert(1)).\n\n```js\nconst x = 1;\n```"] });
    case "error":
      return [
        { type: EventType.RUN_STARTED, threadId, runId },
        { type: EventType.RUN_ERROR, message: "the agent failed", code: "agent_failure" },
      ] as BaseEvent[];
    case "interrupt":
      return [
        { type: EventType.RUN_STARTED, threadId, runId },
        { type: EventType.RUN_FINISHED, threadId, runId, outcome: { type: "interrupt", interrupts: [{ id: "int-1", reason: "confirmation", message: "Proceed?" }] } },
      ] as BaseEvent[];
    case "activity":
      return [
        { type: EventType.RUN_STARTED, threadId, runId },
        { type: EventType.ACTIVITY_SNAPSHOT, messageId: `${runId}-plan`, activityType: "plan", content: { steps: ["search", "summarise"] } },
        { type: EventType.STATE_SNAPSHOT, snapshot: { stage: "planned" } },
        { type: EventType.RUN_FINISHED, threadId, runId },
      ] as BaseEvent[];
    case "think":
      return [
        { type: EventType.RUN_STARTED, threadId, runId },
        { type: EventType.REASONING_START, messageId: `${runId}-r` },
        { type: EventType.REASONING_MESSAGE_START, messageId: `${runId}-r`, role: "reasoning" },
        { type: EventType.REASONING_MESSAGE_CONTENT, messageId: `${runId}-r`, delta: "Weighing the options" },
        { type: EventType.REASONING_MESSAGE_END, messageId: `${runId}-r` },
        { type: EventType.REASONING_END, messageId: `${runId}-r` },
        ...textRunEvents({ threadId, runId, deltas: ["Decided."] }).slice(1),
      ] as BaseEvent[];
    default:
      return textRunEvents({ threadId, runId, deltas: ["You said: ", said || "(nothing)"] });
  }
}

export interface ScriptedRuntime extends ServedCopilotRuntime {
  readonly agents: { default: ScriptedAgent; slow: ScriptedAgent; ticker: ScriptedAgent };
}

/** A real runtime on 127.0.0.1 (OS-chosen port) with scripted agents. */
export async function startScriptedRuntime(mode: "multi-route" | "single-route" = "multi-route"): Promise<ScriptedRuntime> {
  const agents = {
    default: new ScriptedAgent({ agentId: "default", script: routerScript }),
    slow: new ScriptedAgent({
      agentId: "slow",
      delayMs: 30,
      script: (input) => textRunEvents({ threadId: input.threadId, runId: input.runId, deltas: Array.from({ length: 100 }, (_, index) => `w${index} `) }),
    }),
    /** 150 deltas, about 2 ms apart. */
    ticker: new ScriptedAgent({
      agentId: "ticker",
      delayMs: 2,
      script: (input) => textRunEvents({ threadId: input.threadId, runId: input.runId, deltas: Array.from({ length: 150 }, (_, index) => `t${index} `) }),
    }),
  };
  const runtime = new CopilotRuntime({
    agents,
    transcriptionService: { transcribeFile: async ({ audioFile }) => `transcribed ${audioFile.size} bytes` },
  });
  const served = await serveCopilotRuntime({ runtime, mode, basePath: "/api/copilotkit" });
  return { ...served, agents };
}

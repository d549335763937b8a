import { EventType, type BaseEvent, type Message, type RunAgentInput } from "@ag-ui/core";
import { CopilotRuntime } from "@wingman/runtime";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { ScriptedAgent, numberedDeltas, textRunEvents } from "@wingman/runtime/testing";

const text = (content: Message["content"] | undefined): string =>
  typeof content === "string" ? content : Array.isArray(content) ? content.map((part) => (part.type === "text" ? part.text : `[${part.type}]`)).join("") : "";

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
export function routerScript(input: RunAgentInput): BaseEvent[] {
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
    case "weather":
      return toolCallRun(input, [{ id: "c1", name: "getWeather", args: '{"city":"Paris"}' }]);
    case "unknown tool":
      return toolCallRun(input, [{ id: "c1", name: "mystery", args: '{"x":1}' }]);
    case "approve two":
      return toolCallRun(input, [
        { id: "c1", name: "confirm", args: '{"question":"Delete A?"}' },
        { id: "c2", name: "confirm", args: '{"question":"Delete B?"}' },
      ]);
    case "approve":
      return toolCallRun(input, [{ id: "c1", name: "confirm", args: '{"question":"Delete?"}' }]);
    case "markdown":
      return textRunEvents({ threadId, runId, deltas: ["# Title\n\nSome **bold** and a [link](https://example.com) and ", "[bad](javascript:alert(1)).\n\n```js\nconst x = 1;\n```\n\n<img src=x onerror=alert(1)>"] });
    case "error":
      return [
        { type: EventType.RUN_STARTED, threadId, runId },
        { type: EventType.RUN_ERROR, message: "the agent failed", code: "agent_failure" },
      ] as BaseEvent[];
    case "interrupt":
      return [
        { type: EventType.RUN_STARTED, threadId, runId },
        {
          type: EventType.RUN_FINISHED,
          threadId,
          runId,
          outcome: { type: "interrupt", interrupts: [{ id: "int-1", reason: "confirmation", message: "Proceed?" }] },
        },
      ] as BaseEvent[];
    case "activity":
      return [
        { type: EventType.RUN_STARTED, threadId, runId },
        { type: EventType.ACTIVITY_SNAPSHOT, messageId: `${runId}-plan`, activityType: "plan", content: { steps: ["search", "summarise"] } },
        { type: EventType.ACTIVITY_SNAPSHOT, messageId: `${runId}-odd`, activityType: "plan", content: { steps: "not a list" } },
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
    case "long":
      return textRunEvents({ threadId, runId, deltas: numberedDeltas(2000) });
    default:
      return textRunEvents({ threadId, runId, deltas: ["You said: ", said || "(nothing)"] });
  }
}

/** Suggestions: one `copilotkitSuggest` call whose arguments arrive in pieces. */
function suggestScript(input: RunAgentInput): BaseEvent[] {
  const { threadId, runId } = input;
  const args = JSON.stringify({ suggestions: [{ title: "Weather", message: "weather" }, { title: "Greet", message: "hello there" }] });
  return [
    { type: EventType.RUN_STARTED, threadId, runId },
    { type: EventType.TOOL_CALL_START, toolCallId: "s1", toolCallName: "copilotkitSuggest" },
    ...(args.match(/.{1,12}/g) ?? []).map((delta) => ({ type: EventType.TOOL_CALL_ARGS, toolCallId: "s1", delta })),
    { type: EventType.TOOL_CALL_END, toolCallId: "s1" },
    { type: EventType.RUN_FINISHED, threadId, runId },
  ] as BaseEvent[];
}

export interface ScriptedRuntime extends ServedCopilotRuntime {
  readonly agents: { default: ScriptedAgent; slow: ScriptedAgent; suggester: ScriptedAgent; flaky: ScriptedAgent; ticker: ScriptedAgent };
  /** Make the `flaky` agent fail (true) or answer (false). */
  setFlaky(failing: boolean): void;
}

/** A real runtime on 127.0.0.1 (OS-chosen port) with scripted agents and a fake transcription service. */
export async function startScriptedRuntime(mode: "multi-route" | "single-route" = "multi-route"): Promise<ScriptedRuntime> {
  let failing = true;
  const agents = {
    default: new ScriptedAgent({ agentId: "default", script: routerScript }),
    slow: new ScriptedAgent({
      agentId: "slow",
      delayMs: 20,
      script: (input) => textRunEvents({ threadId: input.threadId, runId: input.runId, deltas: numberedDeltas(200) }),
    }),
    suggester: new ScriptedAgent({ agentId: "suggester", script: suggestScript, delayMs: 1 }),
    /** 2,000 deltas, one per millisecond or so: a stream spread over a few seconds. */
    ticker: new ScriptedAgent({
      agentId: "ticker",
      delayMs: 1,
      script: (input) => textRunEvents({ threadId: input.threadId, runId: input.runId, deltas: numberedDeltas(2000) }),
    }),
    flaky: new ScriptedAgent({
      agentId: "flaky",
      script: (input) =>
        failing
          ? ([
              { type: EventType.RUN_STARTED, threadId: input.threadId, runId: input.runId },
              { type: EventType.RUN_ERROR, message: "temporary outage", code: "outage" },
            ] as BaseEvent[])
          : textRunEvents({ threadId: input.threadId, runId: input.runId, deltas: ["Recovered"] }),
    }),
  };
  const runtime = new CopilotRuntime({
    agents,
    transcriptionService: { transcribeFile: async ({ audioFile }) => `transcribed ${audioFile.size} bytes` },
  });
  const served = await serveCopilotRuntime({ runtime, mode, basePath: "/api/copilotkit" });
  return { ...served, agents, setFlaky: (value) => void (failing = value) };
}

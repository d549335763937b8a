import { EventType, type BaseEvent, type Message, type RunAgentInput } from "@ag-ui/core";
import { CopilotRuntime } from "@wingman/runtime";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { ScriptedAgent, numberedDeltas, textRunEvents } from "@wingman/runtime/testing";

const text = (content: Message["content"]): string => (typeof content === "string" ? content : "");

function toolCallRun(input: RunAgentInput, calls: Array<{ id: string; name: string; args: string }>): BaseEvent[] {
  const { threadId, runId } = input;
  const messageId = `${runId}-assistant`;
  return [
    { type: EventType.RUN_STARTED, threadId, runId },
    { type: EventType.TEXT_MESSAGE_START, messageId, role: "assistant" },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: "Calling tools" },
    { type: EventType.TEXT_MESSAGE_END, messageId },
    ...calls.flatMap((call): BaseEvent[] => [
      { type: EventType.TOOL_CALL_START, toolCallId: `${runId}-${call.id}`, toolCallName: call.name, parentMessageId: messageId },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: `${runId}-${call.id}`, delta: call.args },
      { type: EventType.TOOL_CALL_END, toolCallId: `${runId}-${call.id}` },
    ]),
    { type: EventType.RUN_FINISHED, threadId, runId },
  ] as BaseEvent[];
}

/** The script of the `default` agent: what it does depends on the last message. */
export function routerScript(input: RunAgentInput): BaseEvent[] {
  const { threadId, runId } = input;
  const last = input.messages.at(-1);
  if (last?.role === "tool") {
    const owner = input.messages.find(
      (message) => message.role === "assistant" && message.toolCalls?.some((call) => call.id === last.toolCallId),
    );
    if (owner?.role === "assistant" && owner.toolCalls?.some((call) => call.function.name === "again")) {
      return toolCallRun(input, [{ id: "c1", name: "again", args: "{}" }]);
    }
    const results = input.messages.filter((message) => message.role === "tool").map((message) => text(message.content));
    return textRunEvents({ threadId, runId, deltas: ["Tools said: ", results.join(" | ")] });
  }
  if (input.resume?.length) {
    const payload = JSON.stringify(input.resume.map((entry) => [entry.status, entry.payload ?? null]));
    return textRunEvents({ threadId, runId, deltas: ["resumed ", payload] });
  }
  switch (text(last?.content)) {
    case "weather":
      return toolCallRun(input, [{ id: "c1", name: "getWeather", args: '{"city":"Paris"}' }]);
    case "parallel":
      return toolCallRun(input, [
        { id: "c1", name: "getWeather", args: '{"city":"Paris"}' },
        { id: "c2", name: "getWeather", args: '{"city":"Rome"}' },
      ]);
    case "bad-args":
      return toolCallRun(input, [{ id: "c1", name: "getWeather", args: '{"city":42}' }]);
    case "broken-json":
      return toolCallRun(input, [{ id: "c1", name: "getWeather", args: '{"city":' }]);
    case "throwing":
      return toolCallRun(input, [{ id: "c1", name: "explode", args: "{}" }]);
    case "no-follow-up":
      return toolCallRun(input, [{ id: "c1", name: "notify", args: '{"text":"hi"}' }]);
    case "disabled":
      return toolCallRun(input, [{ id: "c1", name: "secret", args: "{}" }]);
    case "wildcard":
      return toolCallRun(input, [{ id: "c1", name: "somethingElse", args: '{"x":1}' }]);
    case "approve":
      return toolCallRun(input, [{ id: "c1", name: "confirm", args: '{"question":"Delete?"}' }]);
    case "loop":
      return toolCallRun(input, [{ id: "c1", name: "again", args: "{}" }]);
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
    default:
      return textRunEvents({ threadId, runId, deltas: ["Hello", ", ", "world"] });
  }
}

/** Suggestions: one `copilotkitSuggest` call whose arguments arrive in small pieces. */
export function suggestScript(input: RunAgentInput): BaseEvent[] {
  const { threadId, runId } = input;
  const args = JSON.stringify({
    suggestions: [
      { title: "Weather", message: "What is the weather?" },
      { title: "Time", message: "What time is it?" },
    ],
  });
  const pieces = args.match(/.{1,12}/g) ?? [];
  return [
    { type: EventType.RUN_STARTED, threadId, runId },
    { type: EventType.TOOL_CALL_START, toolCallId: "s1", toolCallName: "copilotkitSuggest" },
    ...pieces.map((delta) => ({ type: EventType.TOOL_CALL_ARGS, toolCallId: "s1", delta })),
    { type: EventType.TOOL_CALL_END, toolCallId: "s1" },
    { type: EventType.RUN_FINISHED, threadId, runId },
  ] as BaseEvent[];
}

export interface ScriptedRuntime extends ServedCopilotRuntime {
  readonly agents: { default: ScriptedAgent; slow: ScriptedAgent; suggester: ScriptedAgent };
}

/** A real runtime on 127.0.0.1 (port chosen by the OS) hosting the scripted agents. */
export async function startScriptedRuntime(mode: "multi-route" | "single-route" = "multi-route"): Promise<ScriptedRuntime> {
  const agents = {
    default: new ScriptedAgent({ agentId: "default", script: routerScript }),
    slow: new ScriptedAgent({
      agentId: "slow",
      delayMs: 15,
      script: (input) => textRunEvents({ threadId: input.threadId, runId: input.runId, deltas: numberedDeltas(60) }),
    }),
    suggester: new ScriptedAgent({ agentId: "suggester", script: suggestScript, delayMs: 1 }),
  };
  const runtime = new CopilotRuntime({ agents });
  const served = await serveCopilotRuntime({ runtime, mode, basePath: "/api/copilotkit" });
  return { ...served, agents };
}

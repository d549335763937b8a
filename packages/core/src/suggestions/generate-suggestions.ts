import type { AbstractAgent } from "@ag-ui/client";
import { EventType, type BaseEvent, type Message, type RunAgentInput, type Tool, type ToolCall } from "@ag-ui/core";
import { parsePartialJson, readServerSentEvents } from "@wingman/shared/internal";
import { ProxiedCopilotRuntimeAgent } from "../agents/proxied-copilot-runtime-agent.js";
import { replaceAgentMessages, replaceAgentState } from "../agents/replace-agent-messages.js";
import { RuntimeRequestError } from "../runtime-api/runtime-request-error.js";
import type { DynamicSuggestionsConfig, Suggestion } from "../types.js";
import type { SuggestionEngineOptions } from "./suggestion-engine-options.js";
import { completeRunLifecycleIds } from "../agents/complete-run-lifecycle-ids.js";

/** One dynamic suggestions config generated for one consumer agent. */
export interface SuggestionGeneration {
  readonly config: DynamicSuggestionsConfig;
  readonly consumer: AbstractAgent;
  readonly consumerId: string;
  /** The config's provider agent, found by the engine before this chunk loads. */
  readonly provider: AbstractAgent;
  readonly providerId: string;
  readonly signal: AbortSignal;
}

const SUGGEST_TOOL = "copilotkitSuggest";

const suggestTool: Tool = {
  name: SUGGEST_TOOL,
  description: "Suggest what the user could say next.",
  parameters: {
    type: "object",
    properties: {
      suggestions: {
        type: "array",
        items: {
          type: "object",
          properties: { title: { type: "string" }, message: { type: "string" } },
          required: ["title", "message"],
        },
      },
    },
    required: ["suggestions"],
  },
};

/** Reads the (possibly partial) arguments of a `copilotkitSuggest` call into suggestions. */
function parseSuggestions(argumentsText: string, final: boolean): Suggestion[] {
  const parsed = parsePartialJson(argumentsText) as { suggestions?: Array<Partial<Suggestion>> } | undefined;
  const items = (parsed?.suggestions ?? []).filter((item) => typeof item?.title === "string" && item.title !== "");
  return items.map((item, index) => ({
    title: item.title!,
    message: typeof item.message === "string" ? item.message : "",
    isLoading: !final && index === items.length - 1,
  }));
}

/**
 * Generates one dynamic config's suggestions with its provider agent (through the runtime's
 * stateless `suggest` route for runtime agents, else a clone of the provider on a throwaway
 * thread), calling `update` as the suggestions stream in. Loaded by the engine on first use.
 */
export async function generateSuggestions(
  options: SuggestionEngineOptions,
  { config, consumer, consumerId, provider, providerId, signal }: SuggestionGeneration,
  update: (suggestions: Suggestion[]) => void,
): Promise<void> {
  const min = config.minSuggestions ?? 1;
  const max = config.maxSuggestions ?? 3;
  const generationId = globalThis.crypto.randomUUID();
  const prompt: Message = {
    id: generationId,
    role: "user",
    content:
      `Suggest at least ${min} and at most ${max} things the user could say next, by calling the tool ${SUGGEST_TOOL}. ` +
      `Tools available in this chat: ${JSON.stringify(options.getFrontendToolNames(consumerId))}. ` +
      `Instructions: ${config.instructions}`,
  };
  const input: RunAgentInput = {
    threadId: generationId,
    runId: globalThis.crypto.randomUUID(),
    messages: [...structuredClone(consumer.messages.filter((message) => message.role !== "activity")), prompt],
    state: structuredClone(consumer.state),
    tools: [suggestTool],
    context: options.getContextForAgent(consumerId),
    forwardedProps: { ...options.getProperties(), toolChoice: { type: "function", function: { name: SUGGEST_TOOL } } },
  };
  let args = "";
  let suggestCallId: string | undefined;
  const onEvent = (event: BaseEvent) => {
    if (event.type === EventType.MESSAGES_SNAPSHOT) {
      // Agents that send whole message lists (LangGraph and others) carry the call's arguments there.
      const call = suggestCallIn((event as BaseEvent & { messages: Message[] }).messages, suggestCallId);
      if (!call) return;
      suggestCallId = call.id;
      args = argumentsText(call);
      update(parseSuggestions(args, false));
    } else if (event.type === EventType.TOOL_CALL_START) {
      const start = event as BaseEvent & { toolCallId: string; toolCallName: string };
      if (start.toolCallName === SUGGEST_TOOL && suggestCallId === undefined) suggestCallId = start.toolCallId;
    } else if (event.type === EventType.TOOL_CALL_ARGS) {
      const delta = event as BaseEvent & { toolCallId: string; delta: string };
      if (delta.toolCallId !== suggestCallId) return;
      args += delta.delta;
      update(parseSuggestions(args, false));
    }
  };

  if (provider instanceof ProxiedCopilotRuntimeAgent && (options.runtimeServesSuggest?.() ?? true)) {
    // A runtime that resolves attachment references does so from the thread named by the input:
    // the conversation's, so its attachments are not uploaded again for every suggestion.
    const suggestInput = provider.attachmentReferences && consumer.threadId ? { ...input, threadId: consumer.threadId } : input;
    const conversation = consumer instanceof ProxiedCopilotRuntimeAgent ? consumer : provider;
    const response = await provider.requestSuggestions(suggestInput, signal, conversation);
    if (!response.ok) throw await RuntimeRequestError.fromResponse(response, "Suggestion request");
    if (!response.body) return;
    for await (const message of readServerSentEvents(response.body)) {
      if (signal.aborted) return;
      onEvent(JSON.parse(message.data) as BaseEvent);
    }
  } else {
    const clone = provider.clone() as AbstractAgent;
    // A clone of its own making may not carry the provider's middleware.
    completeRunLifecycleIds(clone);
    clone.threadId = generationId;
    replaceAgentMessages(clone, input.messages.slice(0, -1));
    replaceAgentState(clone, input.state);
    // The prompt is added as a new message (CopilotKit's duck-typed agents record their additions).
    if (typeof clone.addMessage === "function") clone.addMessage(prompt);
    else replaceAgentMessages(clone, input.messages);
    signal.addEventListener("abort", () => clone.abortRun(), { once: true });
    await clone.runAgent(
      { tools: input.tools, context: input.context, forwardedProps: input.forwardedProps },
      {
        onEvent: ({ event }) => void onEvent(event),
        // An agent that reports only its message list (no events) still carries the call there.
        onMessagesChanged: ({ messages }) => {
          const call = suggestCallAfter(messages, generationId, suggestCallId);
          if (!call) return;
          suggestCallId = call.id;
          args = argumentsText(call);
          if (!signal.aborted) update(parseSuggestions(args, false));
        },
      },
    );
  }
  if (!signal.aborted) update(parseSuggestions(args, true));
}

/** The suggestion call among the messages after the generation's prompt (all of them if the prompt is not there). */
function suggestCallAfter(messages: readonly Message[], promptId: string, followed: string | undefined): ToolCall | undefined {
  const promptIndex = messages.findIndex((message) => message.id === promptId);
  return suggestCallIn(promptIndex === -1 ? messages : messages.slice(promptIndex + 1), followed);
}

/** A tool call's arguments as text; some agents keep the streamed chunks as an array of strings. */
function argumentsText(call: ToolCall): string {
  const value: unknown = call.function.arguments;
  return Array.isArray(value) ? value.join("") : typeof value === "string" ? value : "";
}

/** The suggestion tool call in a message list: the one already followed, else the last one made. */
function suggestCallIn(messages: readonly Message[], followed: string | undefined): ToolCall | undefined {
  const calls = messages.flatMap((message) => (message.role === "assistant" ? (message.toolCalls ?? []) : []));
  const suggestCalls = calls.filter((call) => call.function.name === SUGGEST_TOOL);
  return suggestCalls.find((call) => call.id === followed) ?? suggestCalls.at(-1);
}

import type { createDemoModel } from "@wingman/agent";
import { DEMO_PHRASES } from "./page/demo-phrases.js";

type LanguageModel = ReturnType<typeof createDemoModel>;
type CallOptions = Parameters<LanguageModel["doStream"]>[0];
type StreamResult = Awaited<ReturnType<LanguageModel["doStream"]>>;
type StreamPart = StreamResult["stream"] extends ReadableStream<infer Part> ? Part : never;

/** The tool `CopilotKitCore` offers when it asks an agent for suggestions (dynamic suggestions). */
const SUGGEST_TOOL = "copilotkitSuggest";

/**
 * Teaches the offline demo model to answer suggestion requests. Asked through `copilotkitSuggest`,
 * the plain demo model fills the `suggestions` array with strings (it reads the arguments from the
 * user's words), so the chat would show none; this wrapper answers with `{ title, message }`
 * objects instead: the demo phrases the conversation has not tried yet. Every other call goes to
 * the demo model unchanged.
 */
export function withDemoSuggestions(model: LanguageModel): LanguageModel {
  return {
    ...model,
    doGenerate: (options) => model.doGenerate(options),
    async doStream(options) {
      if (!options.tools?.some((tool) => tool.name === SUGGEST_TOOL)) return model.doStream(options);
      const input = JSON.stringify({ suggestions: pickSuggestions(options) });
      const id = `suggest_${Date.now().toString(36)}`;
      const parts: StreamPart[] = [
        { type: "stream-start", warnings: [] },
        { type: "tool-input-start", id, toolName: SUGGEST_TOOL },
        ...(input.match(/.{1,24}/g) ?? []).map((delta): StreamPart => ({ type: "tool-input-delta", id, delta })),
        { type: "tool-input-end", id },
        { type: "tool-call", toolCallId: id, toolName: SUGGEST_TOOL, input },
        {
          type: "finish",
          finishReason: { unified: "tool-calls", raw: "tool_calls" },
          usage: {
            inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
            outputTokens: { total: Math.ceil(input.length / 4), text: Math.ceil(input.length / 4), reasoning: 0 },
          },
        },
      ];
      return { stream: new ReadableStream({ start: (controller) => (parts.forEach((part) => controller.enqueue(part)), controller.close()) }) };
    },
  };
}

/** Up to three demo phrases the user has not sent yet, in the order of the list. */
function pickSuggestions(options: CallOptions): Array<{ title: string; message: string }> {
  const said = options.prompt
    .filter((message) => message.role === "user")
    .slice(0, -1) // the last one is the suggestion request itself
    .flatMap((message) => (Array.isArray(message.content) ? message.content : []))
    .flatMap((part) => (part.type === "text" ? [part.text] : []));
  const fresh = DEMO_PHRASES.filter((phrase) => !said.some((text) => phrase.tried.test(text)));
  return (fresh.length > 0 ? fresh : DEMO_PHRASES).slice(0, 3).map(({ title, message }) => ({ title, message }));
}

import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3FunctionTool,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import { scheduleTick } from "@wingman/shared/internal";
import { planDemoReply, type DemoReply } from "./plan-demo-reply.js";

/** Options of {@link createDemoModel}. */
export interface DemoModelOptions {
  /**
   * Pause before each streamed token, so streaming is visible; default 20 ms. Tests use 0 (the
   * stream still yields to the event loop every few parts, so a huge reply blocks nothing).
   */
  tokenDelayMs?: number;
  /** Emit a one-sentence reasoning trace before each answer; default true. */
  reasoning?: boolean;
  /** Reported as the model id (and in token usage); default `"demo"`. */
  modelId?: string;
}

/**
 * The offline demo model: a deterministic AI SDK `LanguageModelV3` that needs no network and no
 * key. It greets, streams markdown, calls the app's tools when the user's words name them, edits
 * shared state, asks for approval through an interrupt tool and emits a short reasoning trace.
 * The phrases it understands are listed in the package README.
 *
 * @example
 * const agent = new BuiltInAgent({ model: createDemoModel() });
 */
export function createDemoModel(options: DemoModelOptions = {}): LanguageModelV3 {
  const tokenDelayMs = options.tokenDelayMs ?? 20;
  const withReasoning = options.reasoning ?? true;
  const modelId = options.modelId ?? "demo";
  return {
    specificationVersion: "v3",
    provider: "wingman-demo",
    modelId,
    // claims every URL so the SDK never downloads attachments: the demo stays offline
    supportedUrls: { "*/*": [/^/] },
    async doGenerate(callOptions) {
      const { reply, usage, callId } = plan(callOptions);
      const content: LanguageModelV3Content[] = [];
      if (withReasoning) content.push({ type: "reasoning", text: reply.reasoning });
      if (reply.text) content.push({ type: "text", text: reply.text });
      reply.toolCalls.forEach((call, index) =>
        content.push({ type: "tool-call", toolCallId: callId(index), toolName: call.toolName, input: JSON.stringify(call.input) }),
      );
      return { content, finishReason: finishReason(reply), usage, warnings: [] };
    },
    async doStream(callOptions) {
      const { reply, usage, callId } = plan(callOptions);
      const parts = streamParts(reply, usage, callId, withReasoning);
      const signal = callOptions.abortSignal;
      let index = 0;
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        async pull(controller) {
          if (signal?.aborted) {
            controller.error(signal.reason);
            return;
          }
          const part = parts[index++];
          if (!part) {
            controller.close();
            return;
          }
          if (tokenDelayMs > 0 && isToken(part)) await delay(tokenDelayMs, signal);
          // Without a delay every part is ready at once, and the whole chain downstream (SDK, agent,
          // runner) runs on microtasks: a huge reply would keep the server from any other request.
          else if (index % YIELD_EVERY_PARTS === 0) await yieldToEventLoop();
          if (signal?.aborted) controller.error(signal.reason);
          else controller.enqueue(part);
        },
      });
      return { stream };
    },
  };
}

function plan(callOptions: LanguageModelV3CallOptions) {
  const tools = (callOptions.tools ?? []).filter((tool): tool is LanguageModelV3FunctionTool => tool.type === "function");
  const reply = planDemoReply(callOptions.prompt, tools);
  const promptText = JSON.stringify(callOptions.prompt);
  const seed = hash(promptText);
  const outputLength = reply.reasoning.length + reply.text.length + JSON.stringify(reply.toolCalls).length;
  return { reply, usage: usage(Math.ceil(promptText.length / 4), Math.ceil(outputLength / 4), Math.ceil(reply.reasoning.length / 4)), callId: (index: number) => `demo_call_${seed}_${index}` };
}

function streamParts(reply: DemoReply, usageValue: LanguageModelV3Usage, callId: (index: number) => string, withReasoning: boolean): LanguageModelV3StreamPart[] {
  const parts: LanguageModelV3StreamPart[] = [{ type: "stream-start", warnings: [] }];
  if (withReasoning) {
    parts.push({ type: "reasoning-start", id: "reasoning-0" });
    for (const token of tokens(reply.reasoning)) parts.push({ type: "reasoning-delta", id: "reasoning-0", delta: token });
    parts.push({ type: "reasoning-end", id: "reasoning-0" });
  }
  if (reply.text) {
    parts.push({ type: "text-start", id: "text-0" });
    for (const token of tokens(reply.text)) parts.push({ type: "text-delta", id: "text-0", delta: token });
    parts.push({ type: "text-end", id: "text-0" });
  }
  reply.toolCalls.forEach((call, index) => {
    const id = callId(index);
    const input = JSON.stringify(call.input);
    parts.push({ type: "tool-input-start", id, toolName: call.toolName });
    for (let offset = 0; offset < input.length; offset += 12) parts.push({ type: "tool-input-delta", id, delta: input.slice(offset, offset + 12) });
    parts.push({ type: "tool-input-end", id });
    parts.push({ type: "tool-call", toolCallId: id, toolName: call.toolName, input });
  });
  parts.push({ type: "finish", finishReason: finishReason(reply), usage: usageValue });
  return parts;
}

/** Words with their following whitespace, so the text streams word by word. */
function tokens(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function isToken(part: LanguageModelV3StreamPart): boolean {
  return part.type === "text-delta" || part.type === "reasoning-delta" || part.type === "tool-input-delta";
}

function finishReason(reply: DemoReply) {
  return reply.toolCalls.length > 0 ? { unified: "tool-calls" as const, raw: "tool_calls" } : { unified: "stop" as const, raw: "stop" };
}

function usage(input: number, output: number, reasoning: number): LanguageModelV3Usage {
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output - reasoning, reasoning },
  };
}

function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(36);
}

/** With `tokenDelayMs: 0`, the stream lets other work run after this many parts. */
const YIELD_EVERY_PARTS = 32;

/** Resolves on a later turn of the event loop, after pending I/O had its turn. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => scheduleTick(resolve));
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
  });
}

import { enforceEvents, transformChunks, verifyEvents, type BaseEvent, type RunAgentInput } from "@ag-ui/client";
import type { LanguageModelV3StreamPart, LanguageModelV3Usage } from "@ai-sdk/provider";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { lastValueFrom, tap, toArray, type Observable } from "rxjs";

export const usage: LanguageModelV3Usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

export function finish(unified: "stop" | "tool-calls" = "stop"): LanguageModelV3StreamPart {
  return { type: "finish", finishReason: { unified, raw: unified }, usage };
}

export function textParts(id: string, ...deltas: string[]): LanguageModelV3StreamPart[] {
  return [{ type: "text-start", id }, ...deltas.map((delta) => ({ type: "text-delta" as const, id, delta })), { type: "text-end", id }];
}

export function toolCallParts(toolCallId: string, toolName: string, input: object, streamed = true): LanguageModelV3StreamPart[] {
  const json = JSON.stringify(input);
  const call: LanguageModelV3StreamPart = { type: "tool-call", toolCallId, toolName, input: json };
  if (!streamed) return [call];
  return [
    { type: "tool-input-start", id: toolCallId, toolName },
    { type: "tool-input-delta", id: toolCallId, delta: json.slice(0, 5) },
    { type: "tool-input-delta", id: toolCallId, delta: json.slice(5) },
    { type: "tool-input-end", id: toolCallId },
    call,
  ];
}

/** A mock model answering each call with the next script (one script per step). */
export function scriptedModel(...steps: LanguageModelV3StreamPart[][]): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    provider: "mock-provider",
    modelId: "mock-model",
    doStream: steps.map((chunks) => ({ stream: simulateReadableStream({ chunks, chunkDelayInMs: null, initialDelayInMs: null }) })),
  });
}

/** A mock model that streams `chunks` and then hangs (until the call is aborted). */
export function hangingModel(chunks: LanguageModelV3StreamPart[]): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    provider: "mock-provider",
    modelId: "mock-model",
    doStream: async ({ abortSignal }) => {
      let index = 0;
      return {
        stream: new ReadableStream<LanguageModelV3StreamPart>({
          pull(controller) {
            const chunk = chunks[index++];
            if (chunk) {
              controller.enqueue(chunk);
              return;
            }
            return new Promise<void>((resolve) => {
              abortSignal?.addEventListener("abort", () => {
                controller.error(abortSignal.reason);
                resolve();
              });
            });
          },
        }),
      };
    },
  });
}

export function runInput(overrides: Partial<RunAgentInput> = {}): RunAgentInput {
  return {
    threadId: "thread-1",
    runId: "run-1",
    messages: [{ id: "user-1", role: "user", content: "Hello" }],
    tools: [],
    context: [],
    state: {},
    forwardedProps: {},
    ...overrides,
  };
}

/**
 * Collects a run's events as every AG-UI client sees them: through @ag-ui/client's 1.0
 * `enforceEvents` stage (which strips fields outside the schema: we fail if it changed anything),
 * `transformChunks` (the agent sends text as chunks) and its verifier (which throws on any
 * protocol violation). `collectRaw` gives the events as the agent emits them.
 */
export async function collect(events$: Observable<BaseEvent>): Promise<BaseEvent[]> {
  const originals: string[] = [];
  const enforced: string[] = [];
  const events = await lastValueFrom(
    events$.pipe(
      tap((event) => originals.push(canonical(event))),
      enforceEvents(),
      tap((event) => enforced.push(canonical(event))),
      transformChunks(),
      verifyEvents(),
      toArray(),
    ),
  );
  if (enforced.join("\n") !== originals.join("\n")) {
    throw new Error(`enforceEvents changed the events:\n${originals.join("\n")}\n---\n${enforced.join("\n")}`);
  }
  return events;
}

/** The events as the agent emits them (text as `TEXT_MESSAGE_CHUNK`). */
export async function collectRaw(events$: Observable<BaseEvent>): Promise<BaseEvent[]> {
  return lastValueFrom(events$.pipe(toArray()));
}

export function types(events: readonly BaseEvent[]): string[] {
  return events.map((event) => event.type);
}

export function ofType<T extends BaseEvent = BaseEvent>(events: readonly BaseEvent[], type: string): T[] {
  return events.filter((event) => event.type === type) as T[];
}

/** JSON with object keys sorted, so that only content differences count. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

import { EventType, transformChunks, verifyEvents, type BaseEvent } from "@ag-ui/client";
import type { LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { Subject } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { BuiltInAgent } from "../src/index.js";
import { hangingModel, runInput, textParts, types } from "./helpers.js";

/**
 * Runs the agent, calls `stop` once `when` sees its (raw) event, and resolves with the events as a
 * client sees them (text chunks expanded), checked by the verifier.
 */
function runUntil(agent: BuiltInAgent, when: (event: BaseEvent) => boolean, stop: "abortRun" | "unsubscribe") {
  return new Promise<{ events: BaseEvent[]; error?: unknown }>((resolve) => {
    const events: BaseEvent[] = [];
    const verified = new Subject<BaseEvent>();
    verified.pipe(transformChunks(), verifyEvents()).subscribe({ next: (event) => events.push(event), error: (error) => resolve({ events, error }) });
    const subscription = agent.run(runInput()).subscribe({
      next: (event) => {
        verified.next(event);
        if (when(event)) {
          if (stop === "abortRun") agent.abortRun();
          else {
            subscription.unsubscribe();
            verified.complete();
            resolve({ events });
          }
        }
      },
      complete: () => {
        verified.complete();
        resolve({ events });
      },
    });
  });
}

describe("abort", () => {
  it("mid-text closes the message and finishes with a cancelled outcome", async () => {
    const model = hangingModel([{ type: "stream-start", warnings: [] }, ...textParts("0", "partial ").slice(0, 2)]);
    const { events, error } = await runUntil(new BuiltInAgent({ model }), (event) => event.type === EventType.TEXT_MESSAGE_CHUNK, "abortRun");
    expect(error).toBeUndefined();
    expect(types(events)).toEqual([
      EventType.RUN_STARTED,
      EventType.TEXT_MESSAGE_START,
      EventType.TEXT_MESSAGE_CONTENT,
      EventType.TEXT_MESSAGE_END,
      EventType.RUN_FINISHED,
    ]);
    expect(events.at(-1)).toMatchObject({ outcome: { type: "cancelled" } });
  });

  it("mid-tool-call ends the call with an error result and finishes cancelled", async () => {
    const model = hangingModel([
      { type: "tool-input-start", id: "c1", toolName: "setTitle" },
      { type: "tool-input-delta", id: "c1", delta: '{"tit' },
    ]);
    const agent = new BuiltInAgent({ model });
    const tools = [{ name: "setTitle", description: "", parameters: { type: "object", properties: { title: { type: "string" } } } }];
    const { events, error } = await new Promise<{ events: BaseEvent[]; error?: unknown }>((resolve) => {
      const seen: BaseEvent[] = [];
      agent
        .run(runInput({ tools }))
        .pipe(verifyEvents())
        .subscribe({
          next: (event) => {
            seen.push(event);
            if (event.type === EventType.TOOL_CALL_ARGS) agent.abortRun();
          },
          error: (failure) => resolve({ events: seen, error: failure }),
          complete: () => resolve({ events: seen }),
        });
    });
    expect(error).toBeUndefined();
    expect(types(events)).toEqual([
      EventType.RUN_STARTED,
      EventType.TOOL_CALL_START,
      EventType.TOOL_CALL_ARGS,
      EventType.TOOL_CALL_END,
      EventType.TOOL_CALL_RESULT,
      EventType.RUN_FINISHED,
    ]);
    expect(events.at(-1)).toMatchObject({ outcome: { type: "cancelled" } });
    expect(events.at(-1)!.outcome).not.toHaveProperty("pendingToolCallIds");
  });

  it("unsubscribing aborts the model call", async () => {
    let call: LanguageModelV3CallOptions | undefined;
    const model = hangingModel(textParts("0", "tok").slice(0, 2));
    const original = model.doStream;
    model.doStream = (options) => {
      call = options;
      return original(options);
    };
    const { events } = await runUntil(new BuiltInAgent({ model }), (event) => event.type === EventType.TEXT_MESSAGE_CHUNK, "unsubscribe");
    expect(types(events).at(-1)).toBe(EventType.TEXT_MESSAGE_CONTENT);
    // The abort may reach the model a moment after the unsubscribe: wait for it, not for a time.
    await vi.waitFor(() => expect(call?.abortSignal?.aborted).toBe(true));
  });

  it("detachActiveRun on runAgent also aborts the model call and leaves the agent reusable", async () => {
    let signal: AbortSignal | undefined;
    const model = hangingModel(textParts("0", "tok").slice(0, 2));
    const original = model.doStream;
    model.doStream = (options) => {
      signal = options.abortSignal;
      return original(options);
    };
    const agent = new BuiltInAgent({ model });
    agent.setMessages([{ id: "u", role: "user", content: "hi" }]);
    const running = agent.runAgent({ runId: "r1" });
    await vi.waitFor(() => expect(signal).toBeDefined());
    await agent.detachActiveRun();
    await running;
    expect(signal!.aborted).toBe(true);
  });
});

import { ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { catchConsole } from "@wingman/test-support/console";
import { describe, expect, it } from "vitest";
import { CopilotKitCoreErrorCode } from "../client/copilot-kit-core-error-code.js";
import { CopilotKitCore } from "../client/copilot-kit-core.js";
import { immediateScheduler } from "../async/scheduler.js";

function setup() {
  const timers: Array<{ callback: () => void; cancelled: boolean }> = [];
  const agent = new ScriptedAgent({ agentId: "default", script: (input) => textRunEvents({ ...input, deltas: ["a", "b", "c", "d"] }) });
  const core = new CopilotKitCore({
    agents__unsafe_dev_only: { default: agent },
    scheduler: immediateScheduler,
    timers: {
      setTimeout: (callback) => {
        const timer = { callback, cancelled: false };
        timers.push(timer);
        return timer;
      },
      clearTimeout: (handle) => void ((handle as { cancelled: boolean }).cancelled = true),
    },
  });
  const errors: Array<{ code: CopilotKitCoreErrorCode; context: Record<string, unknown> }> = [];
  core.subscribe({ onError: ({ code, context }) => void errors.push({ code, context }) });
  return { agent, core, timers, errors };
}

describe("subscribeToAgentWithOptions", () => {
  it("throttles messages with a leading and a trailing delivery of the latest", async () => {
    const { agent, core, timers } = setup();
    const seen: string[] = [];
    const lifecycle: string[] = [];
    core.subscribeToAgentWithOptions(
      agent,
      {
        onMessagesChanged: ({ messages }) => void seen.push(String(messages.at(-1)?.content ?? "")),
        onRunFinalized: () => void lifecycle.push("finalized"),
      },
      { throttleMs: 50 },
    );
    await core.runAgent({ agent });
    expect(lifecycle).toEqual(["finalized"]);
    expect(seen).toEqual([""]);
    timers.shift()!.callback();
    expect(seen).toEqual(["", "abcd"]);
  });

  it("isolates failing callbacks and refuses unsupported keys, reporting subscriber_callback_failed", async () => {
    const { agent, core, errors } = setup();
    const ok: number[] = [];
    // onRunFinalized's rejection is reported when it settles, after the run.
    const finalizedFailed = new Promise<void>((resolve) =>
      core.subscribe({ onError: ({ context }) => void (context["callback"] === "onRunFinalized" && resolve()) }),
    );
    // The unsupported key is also a developer warning.
    const warned = catchConsole("warn", /'onTextMessageContentEvent' is not supported/);
    try {
      core.subscribeToAgentWithOptions(agent, {
        onRunInitialized: () => {
          throw new Error("boom");
        },
        onRunFinalized: async () => Promise.reject(new Error("later")),
        onMessagesChanged: () => void ok.push(1),
        ...({ onTextMessageContentEvent: () => {} } as object),
      });
    } finally {
      warned.restore();
    }
    expect(warned.calls).toHaveLength(1);
    await core.runAgent({ agent });
    await finalizedFailed;
    expect(ok.length).toBeGreaterThan(0);
    expect(errors.map((error) => [error.code, error.context.callback])).toEqual([
      [CopilotKitCoreErrorCode.SUBSCRIBER_CALLBACK_FAILED, "onTextMessageContentEvent"],
      [CopilotKitCoreErrorCode.SUBSCRIBER_CALLBACK_FAILED, "onRunInitialized"],
      [CopilotKitCoreErrorCode.SUBSCRIBER_CALLBACK_FAILED, "onRunFinalized"],
    ]);
  });

  it("cancels pending deliveries on unsubscribe", async () => {
    const { agent, core, timers } = setup();
    const seen: unknown[] = [];
    const subscription = core.subscribeToAgentWithOptions(agent, { onMessagesChanged: () => void seen.push(1) }, { throttleMs: 50 });
    await core.runAgent({ agent });
    subscription.unsubscribe();
    expect(timers[0]!.cancelled).toBe(true);
    expect(seen).toHaveLength(1);
  });
});

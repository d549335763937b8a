import { EventType } from "@ag-ui/core";
import { expect, it } from "vitest";
import type { WingmanAgentRunner } from "../../runner/agent-runner.js";
import { collectRunnerEvents } from "../collect-runner-events.js";
import { ScriptedAgent } from "../scripted-agent.js";
import { textRunEvents } from "../text-run-events.js";
import { isTerminal, typesOf, type ConformanceContext } from "./conformance-context.js";

/** Another runner on the storage of the one under test (another instance or process), and how to release it. */
export interface RunnerPeer {
  readonly create: () => WingmanAgentRunner | Promise<WingmanAgentRunner>;
  readonly dispose: (runner: WingmanAgentRunner) => void | Promise<void>;
}

/** Tests for runners whose instances share their storage: a run followed from another instance. */
export function registerPeerTests(context: ConformanceContext, peer: RunnerPeer): void {
  it("a run followed from another instance ends there only once the run is stored and its thread free", async () => {
    // As for a local subscriber: the agent sends its whole run, RUN_FINISHED included, and completes
    // only when told. The other instance reads the run's events from the storage, where the agent's
    // own RUN_FINISHED is before the run is stored; a client there acting on it at once (a frontend
    // tool's follow-up run) would find the thread busy.
    const threadId = context.newThreadId();
    const request = { threadId, ownerId: context.ownerId };
    const agent = new ScriptedAgent({ script: (input) => textRunEvents(input), end: "wait-for-abort" });
    await context.start(threadId, agent);
    const other = await peer.create();
    try {
      const seen: string[] = [];
      let runningAtEnd: Promise<boolean> | undefined;
      let storedAtEnd: Promise<string[]> | undefined;
      let lastBeforeEnd!: () => void;
      const beforeEnd = new Promise<void>((resolve) => (lastBeforeEnd = resolve));
      const ended = new Promise<void>((resolve, reject) =>
        other.connect(request).subscribe({
          next: ({ event }) => {
            seen.push(event.type);
            if (event.type === EventType.TEXT_MESSAGE_END) lastBeforeEnd();
            if (isTerminal(event)) {
              runningAtEnd = other.isRunning(request);
              storedAtEnd = collectRunnerEvents(other.connect(request)).then(typesOf);
            }
          },
          error: reject,
          complete: resolve,
        }),
      );
      await beforeEnd;
      expect(seen).not.toContain(EventType.RUN_FINISHED);
      expect(await other.isRunning(request)).toBe(true);
      // Still not, after a round trip to the storage.
      expect(seen).not.toContain(EventType.RUN_FINISHED);
      agent.abortRun();
      await ended;
      expect(seen.at(-1)).toBe(EventType.RUN_FINISHED);
      expect(await runningAtEnd).toBe(false);
      expect((await storedAtEnd)?.at(-1)).toBe(EventType.RUN_FINISHED);
    } finally {
      await peer.dispose(other);
    }
  });
}

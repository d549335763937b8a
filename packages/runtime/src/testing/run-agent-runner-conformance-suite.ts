import { afterEach, beforeEach, describe } from "vitest";
import type { WingmanAgentRunner } from "../runner/agent-runner.js";
import { registerBranchTests } from "./conformance/branch-tests.js";
import { ConformanceContext } from "./conformance/conformance-context.js";
import { registerConnectTests } from "./conformance/connect-tests.js";
import { registerOwnershipTests } from "./conformance/ownership-tests.js";
import { registerPeerTests } from "./conformance/peer-tests.js";
import { registerRunTests } from "./conformance/run-tests.js";
import { registerStopTableTests } from "./conformance/stop-table-tests.js";
import { registerStopTests } from "./conformance/stop-tests.js";
import { registerThreadApiTests } from "./conformance/thread-api-tests.js";
import { registerWatchTests } from "./conformance/watch-tests.js";

/** Options of the runner conformance suite. Default disposal: `runner.close?.()`. */
export interface AgentRunnerConformanceOptions {
  /** Releases a runner after each test. Default: `runner.close?.()`. */
  readonly dispose?: (runner: WingmanAgentRunner) => void | Promise<void>;
  /**
   * The runners `createRunner` makes share their storage (a database, Redis, a file), as instances
   * or processes of one deployment do: the suite also follows a run from another instance.
   * Default: false.
   */
  readonly sharedStorage?: boolean;
}

/**
 * Registers the Vitest tests every `WingmanAgentRunner` must pass: streaming with sequence ids, the
 * one-run-per-thread rule, runs outliving their subscribers, compacted and resumable replay
 * (`connect` after any id, live or stored), stop, error terminals, no duplicated messages,
 * ownership, the thread API, `watchThreads` when the runner has it, and branches (a run whose
 * input leaves stored messages out forks the thread). `createRunner` is called before each test; tests use fresh
 * random thread ids, so runners on shared storage (a database, Redis) need no wiping.
 *
 * @example
 * // my-runner.test.ts
 * import { runAgentRunnerConformanceSuite } from "@wingman/runtime/testing";
 * runAgentRunnerConformanceSuite("SqliteAgentRunner", () => new SqliteAgentRunner({ path: ":memory:" }));
 */
export function runAgentRunnerConformanceSuite(
  name: string,
  createRunner: () => WingmanAgentRunner | Promise<WingmanAgentRunner>,
  options: AgentRunnerConformanceOptions = {},
): void {
  describe(`WingmanAgentRunner conformance: ${name}`, () => {
    const context = new ConformanceContext();
    const dispose = options.dispose ?? ((used: WingmanAgentRunner) => used.close?.());
    beforeEach(async () => {
      context.runner = await createRunner();
    });
    afterEach(async () => {
      const runner = context.runner;
      context.runner = undefined;
      await dispose(runner);
    });
    describe("run", () => registerRunTests(context));
    describe("connect", () => registerConnectTests(context));
    describe("stop", () => registerStopTests(context));
    describe("stop or failure at every point of a run", () => registerStopTableTests(context));
    describe("ownership", () => registerOwnershipTests(context));
    describe("thread API", () => registerThreadApiTests(context));
    describe("watchThreads (optional)", () => registerWatchTests(context));
    describe("branches, stopped and failed runs", () => registerBranchTests(context));
    if (options.sharedStorage === true) {
      describe("another instance on the same storage", () => registerPeerTests(context, { create: createRunner, dispose }));
    }
  });
}

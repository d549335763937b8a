import { metrics, type Meter, type MeterProvider } from "@opentelemetry/api";
import { Observable } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import type { RunnerEvent, RunnerRunRequest, WingmanAgentRunner } from "../runner/agent-runner.js";
import { createRunInput, ScriptedAgent } from "../testing/index.js";
import { RuntimeTelemetry } from "./runtime-telemetry.js";
import { traceRunner } from "./trace-runner.js";

/** A runner whose run stream counts who subscribes to it. */
function countingRunner(): { runner: WingmanAgentRunner; subscriptions: () => number } {
  let subscriptions = 0;
  const events = new Observable<RunnerEvent>((subscriber) => {
    subscriptions += 1;
    subscriber.complete();
  });
  const runner = { run: async () => events } as unknown as WingmanAgentRunner;
  return { runner, subscriptions: () => subscriptions };
}

const request: RunnerRunRequest = {
  ownerId: "o",
  threadId: "t",
  agentId: "a",
  agent: new ScriptedAgent({ script: () => [] }),
  input: createRunInput({ threadId: "t", runId: "r" }),
};

/** The API's meter interface, recording into a list: enough for the runtime to see a real meter. */
function recordingMeterProvider(recorded: string[]): MeterProvider {
  const instrument = (name: string) => ({
    add: () => recorded.push(name),
    record: () => recorded.push(name),
  });
  const meter = {
    createCounter: instrument,
    createUpDownCounter: instrument,
    createHistogram: instrument,
  } as unknown as Meter;
  return { getMeter: () => meter };
}

afterEach(() => {
  metrics.disable();
});

describe("traceRunner", () => {
  it("leaves a run's stream to its reader alone when nothing observes it (no SDK)", async () => {
    const telemetry = new RuntimeTelemetry();
    expect(telemetry.metricsRecorded).toBe(false);
    const { runner, subscriptions } = countingRunner();
    const events = await traceRunner(runner, telemetry).run(request);
    events.subscribe();
    expect(subscriptions()).toBe(1);
  });

  it("follows the run to its end when a meter records: the run counters need its end", async () => {
    const recorded: string[] = [];
    metrics.setGlobalMeterProvider(recordingMeterProvider(recorded));
    const telemetry = new RuntimeTelemetry();
    expect(telemetry.metricsRecorded).toBe(true);
    const { runner, subscriptions } = countingRunner();
    const events = await traceRunner(runner, telemetry).run(request);
    events.subscribe();
    expect(subscriptions()).toBe(2);
    expect(recorded).toEqual(expect.arrayContaining(["wingman.runs.started", "wingman.runs.active"]));
  });
});

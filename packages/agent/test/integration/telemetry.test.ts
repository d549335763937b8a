import { context, metrics, propagation, trace, SpanKind, SpanStatusCode } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { MeterProvider, MetricReader, type DataPoint, type Histogram } from "@opentelemetry/sdk-metrics";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { CopilotRuntime, type CopilotRuntimeOptions } from "@wingman/runtime";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { postJson, readSse } from "@wingman/test-support/sse";
import { eventually } from "@wingman/test-support/wait";
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { BuiltInAgent, defineTool } from "../../src/index.js";
import { finish, scriptedModel, textParts, toolCallParts } from "../helpers.js";

/** Collects on demand: the test reads the instruments' values after the run. */
class CollectingReader extends MetricReader {
  protected override async onShutdown(): Promise<void> {}
  protected override async onForceFlush(): Promise<void> {}
}

const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT_SPAN_ID = "00f067aa0ba902b7";
const SECRET = "my secret question";

let spans: InMemorySpanExporter;
let reader: CollectingReader;
let tracerProvider: BasicTracerProvider;
let meterProvider: MeterProvider;
let served: ServedCopilotRuntime | undefined;

beforeEach(() => {
  spans = new InMemorySpanExporter();
  tracerProvider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] });
  trace.setGlobalTracerProvider(tracerProvider);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  reader = new CollectingReader();
  meterProvider = new MeterProvider({ readers: [reader] });
  metrics.setGlobalMeterProvider(meterProvider);
});

afterEach(async () => {
  await served?.close();
  served = undefined;
  await tracerProvider.shutdown();
  await meterProvider.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
  metrics.disable();
});

const weather = defineTool({
  name: "lookupWeather",
  description: "The weather in a city",
  parameters: z.object({ city: z.string() }),
  execute: async ({ city }) => ({ city, celsius: 21 }),
});

function weatherAgent(recordContent = false): BuiltInAgent {
  const model = scriptedModel(
    [...toolCallParts("call-1", "lookupWeather", { city: "Paris" }), finish("tool-calls")],
    [...textParts("t1", "It is ", "21 degrees."), finish()],
  );
  return new BuiltInAgent({ model, tools: [weather], telemetry: { recordContent } });
}

async function serve(options: Omit<CopilotRuntimeOptions, "identifyUser">): Promise<string> {
  // The runtime takes its meter at construction: the SDK is installed first, as an app would.
  const runtime = new CopilotRuntime({ ...options, identifyUser: (request) => request.headers.get("x-user") });
  served = await serveCopilotRuntime({ runtime });
  return served.url;
}

async function runThread(url: string, agentId: string, threadId: string): Promise<void> {
  const response = await postJson(
    `${url}/agent/${agentId}/run`,
    { threadId, runId: `${threadId}-run`, messages: [{ id: "u1", role: "user", content: SECRET }], tools: [], context: [], state: {} },
    { traceparent: `00-${TRACE_ID}-${PARENT_SPAN_ID}-01`, "x-user": "alice@example.com" },
  );
  expect(response.status).toBe(200);
  const frames = await readSse(response);
  expect(frames.at(-1)?.event.type).toMatch(/RUN_FINISHED|RUN_ERROR/);
  // The run span ends when the runner's stream completes, just after the client saw the terminal event.
  await eventually(() => spans.getFinishedSpans().some((span) => span.name === "wingman.run"));
}

function only(name: string): ReadableSpan {
  const found = spans.getFinishedSpans().filter((span) => span.name === name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
}

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

async function metricPoints(name: string): Promise<DataPoint<number | Histogram>[]> {
  const { resourceMetrics } = await reader.collect();
  return resourceMetrics.scopeMetrics.flatMap((scope) => scope.metrics.filter((metric) => metric.descriptor.name === name).flatMap((metric) => metric.dataPoints as DataPoint<number | Histogram>[]));
}

async function sum(name: string): Promise<number> {
  return (await metricPoints(name)).reduce((total, point) => total + (typeof point.value === "number" ? point.value : point.value.count), 0);
}

const ownerHash = createHash("sha256").update("alice@example.com").digest("hex").slice(0, 16);

describe("OpenTelemetry spans and metrics of a run", () => {
  it("continues the caller's trace with request, run, runner, agent and tool spans, ids and hashed owner, no content", async () => {
    const url = await serve({ agents: { weather: weatherAgent() } });
    await runThread(url, "weather", "t-otel");

    const request = only("wingman agent/run");
    expect(request.spanContext().traceId).toBe(TRACE_ID);
    expect(parentOf(request)).toBe(PARENT_SPAN_ID);
    expect(request.kind).toBe(SpanKind.SERVER);
    expect(request.attributes).toMatchObject({
      "wingman.route": "agent/run",
      "wingman.agent.id": "weather",
      "wingman.owner.hash": ownerHash,
      "http.response.status_code": 200,
    });

    const run = only("wingman.run");
    expect(parentOf(run)).toBe(request.spanContext().spanId);
    expect(run.attributes).toMatchObject({
      "wingman.thread.id": "t-otel",
      "wingman.agent.id": "weather",
      "wingman.run.id": "t-otel-run",
      "wingman.owner.hash": ownerHash,
    });
    expect(run.status.code).not.toBe(SpanStatusCode.ERROR);

    const runnerRun = only("wingman.runner.run");
    expect(parentOf(runnerRun)).toBe(run.spanContext().spanId);

    const agentCall = only("wingman.agent.call");
    expect(parentOf(agentCall)).toBe(run.spanContext().spanId);
    expect(agentCall.attributes).toMatchObject({ "wingman.thread.id": "t-otel", "wingman.run.id": "t-otel-run", "gen_ai.request.model": "mock-model" });

    const toolCall = only("wingman.tool.call");
    expect(parentOf(toolCall)).toBe(agentCall.spanContext().spanId);
    expect(toolCall.attributes).toMatchObject({ "wingman.tool.name": "lookupWeather", "wingman.tool.call.id": "call-1" });
    expect(toolCall.attributes["wingman.tool.arguments"]).toBeUndefined();

    for (const span of spans.getFinishedSpans()) {
      expect(span.spanContext().traceId).toBe(TRACE_ID);
      expect(JSON.stringify(span.attributes)).not.toContain("secret");
      expect(JSON.stringify(span.attributes)).not.toContain("Paris");
      expect(JSON.stringify(span.attributes)).not.toContain("alice");
    }

    expect(await sum("wingman.runs.started")).toBe(1);
    expect(await sum("wingman.runs.active")).toBe(0);
    expect(await sum("wingman.runs.failed")).toBe(0);
    // RUN_STARTED, tool call start/args/end/result, text start/content×2/end, RUN_FINISHED, and more: every frame the client read.
    expect(await sum("wingman.events.streamed")).toBeGreaterThanOrEqual(10);
    expect(await sum("wingman.stream.lag")).toBeGreaterThanOrEqual(1);
    const latency = await metricPoints("wingman.runner.latency");
    expect(latency.map((point) => point.attributes["wingman.runner.operation"])).toContain("run");
  });

  it("traces the runs of a runtime built before the tracing SDK was installed, from the next run on", async () => {
    // Built with the API's no-op tracer and meter: its runs skip the run wrapper while that lasts.
    trace.disable();
    metrics.disable();
    const url = await serve({ agents: { before: weatherAgent(), weather: weatherAgent() } });
    const untraced = await postJson(
      `${url}/agent/before/run`,
      { threadId: "t-before", runId: "r0", messages: [{ id: "u0", role: "user", content: "hi" }], tools: [], context: [] },
      { "x-user": "bob" },
    );
    const untracedFrames = await readSse(untraced);
    expect(untracedFrames.at(-1)?.event.type).toBe("RUN_FINISHED");
    expect(spans.getFinishedSpans()).toEqual([]);

    trace.setGlobalTracerProvider(tracerProvider);
    await runThread(url, "weather", "t-after");
    const run = only("wingman.run");
    expect(run.attributes).toMatchObject({ "wingman.thread.id": "t-after", "wingman.run.id": "t-after-run" });
    expect(parentOf(run)).toBe(only("wingman agent/run").spanContext().spanId);
    expect(parentOf(only("wingman.agent.call"))).toBe(run.spanContext().spanId);
  });

  it("counts the events the client was sent", async () => {
    const url = await serve({ agents: { weather: weatherAgent() } });
    const response = await postJson(`${url}/agent/weather/run`, { threadId: "t-count", runId: "r1", messages: [{ id: "u1", role: "user", content: "hi" }], tools: [], context: [] }, { "x-user": "bob" });
    const frames = await readSse(response);
    await eventually(() => spans.getFinishedSpans().some((span) => span.name === "wingman.run"));
    expect(await sum("wingman.events.streamed")).toBe(frames.length);
  });

  it("traces connect, stop and thread API calls as runner operations under their request spans", async () => {
    const url = await serve({ agents: { weather: weatherAgent() } });
    await runThread(url, "weather", "t-ops");
    spans.reset();
    const headers = { "x-user": "alice@example.com" };
    expect((await readSse(await postJson(`${url}/agent/weather/connect`, { threadId: "t-ops" }, headers))).length).toBeGreaterThan(0);
    expect((await fetch(`${url}/threads`, { headers })).status).toBe(200);
    expect((await postJson(`${url}/agent/weather/stop/t-ops`, {}, headers)).status).toBe(200);
    await eventually(() => spans.getFinishedSpans().some((span) => span.name === "wingman.runner.stop"));

    for (const [route, operation] of [
      ["agent/connect", "connect"],
      ["threads/list", "listThreads"],
      ["agent/stop", "stop"],
    ] as const) {
      const request = only(`wingman ${route}`);
      const runnerSpan = only(`wingman.runner.${operation}`);
      expect(parentOf(runnerSpan), operation).toBe(request.spanContext().spanId);
      expect(runnerSpan.attributes["wingman.owner.hash"] ?? request.attributes["wingman.owner.hash"]).toBe(ownerHash);
    }
    expect(only("wingman.runner.connect").attributes).toMatchObject({ "wingman.thread.id": "t-ops", "wingman.agent.id": "weather" });
    const operations = (await metricPoints("wingman.runner.latency")).map((point) => point.attributes["wingman.runner.operation"]);
    expect(operations).toEqual(expect.arrayContaining(["run", "connect", "listThreads", "stop"]));
  });

  it("puts message content, tool arguments and results on spans with recordContent", async () => {
    const url = await serve({ agents: { weather: weatherAgent(true) }, telemetry: { recordContent: true } });
    await runThread(url, "weather", "t-content");
    expect(String(only("wingman.run").attributes["wingman.run.messages"])).toContain(SECRET);
    const toolCall = only("wingman.tool.call");
    expect(JSON.parse(String(toolCall.attributes["wingman.tool.arguments"]))).toEqual({ city: "Paris" });
    expect(JSON.parse(String(toolCall.attributes["wingman.tool.result"]))).toEqual({ city: "Paris", celsius: 21 });
  });

  it("marks a failed run: RUN_ERROR ends the run span with an error status and counts a failure", async () => {
    const failing = new BuiltInAgent({ model: scriptedModel([{ type: "error", error: new Error("model exploded") }]), maxRetries: 0 });
    const url = await serve({ agents: { failing } });
    await runThread(url, "failing", "t-fail");
    const run = only("wingman.run");
    expect(run.status.code).toBe(SpanStatusCode.ERROR);
    expect(only("wingman.agent.call").status.code).toBe(SpanStatusCode.ERROR);
    expect(await sum("wingman.runs.failed")).toBe(1);
    expect(await sum("wingman.runs.active")).toBe(0);
  });
});

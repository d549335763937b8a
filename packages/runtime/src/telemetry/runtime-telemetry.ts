import {
  createNoopMeter,
  metrics,
  trace,
  type Counter,
  type Histogram,
  type Tracer,
  type UpDownCounter,
} from "@opentelemetry/api";
import { RUNTIME_INSTRUMENTATION_SCOPE } from "./telemetry-attributes.js";
import type { TelemetryOptions } from "./telemetry-options.js";

/**
 * The runtime's tracer and instruments, made once per `CopilotRuntime` so that the hot paths only
 * call them. Without an SDK `@opentelemetry/api` hands out no-op objects; install the SDK's
 * providers before constructing the runtime (a meter taken earlier stays a no-op).
 */
export class RuntimeTelemetry {
  readonly tracer: Tracer;
  readonly recordContent: boolean;
  /** False when the meter is the API's no-op (no SDK was installed when the runtime was built): the instruments record nothing. */
  readonly metricsRecorded: boolean;
  /** Runs in progress on this instance. */
  readonly runsActive: UpDownCounter;
  readonly runsStarted: Counter;
  /** Runs that ended with `RUN_ERROR` (a stopped run ends cancelled, not failed). */
  readonly runsFailed: Counter;
  /** Events written to clients' event streams, counted per written batch. */
  readonly eventsStreamed: Counter;
  /** How long the oldest event of a written batch waited in the stream before it was written, in ms. */
  readonly streamLag: Histogram;
  /** Duration of each runner operation (`wingman.runner.operation`), in ms. */
  readonly runnerLatency: Histogram;

  constructor(options: TelemetryOptions = {}) {
    this.recordContent = options.recordContent ?? false;
    this.tracer = trace.getTracer(RUNTIME_INSTRUMENTATION_SCOPE);
    const meter = metrics.getMeter(RUNTIME_INSTRUMENTATION_SCOPE);
    this.metricsRecorded = meter !== createNoopMeter();
    this.runsActive = meter.createUpDownCounter("wingman.runs.active", { description: "Runs in progress" });
    this.runsStarted = meter.createCounter("wingman.runs.started", { description: "Runs started" });
    this.runsFailed = meter.createCounter("wingman.runs.failed", { description: "Runs that ended with RUN_ERROR" });
    this.eventsStreamed = meter.createCounter("wingman.events.streamed", { description: "Events written to client streams" });
    this.streamLag = meter.createHistogram("wingman.stream.lag", {
      description: "Time the oldest event of a written batch waited in the stream",
      unit: "ms",
    });
    this.runnerLatency = meter.createHistogram("wingman.runner.latency", {
      description: "Duration of runner operations",
      unit: "ms",
    });
  }
}

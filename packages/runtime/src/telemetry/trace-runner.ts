import { EventType } from "@ag-ui/core";
import { context, SpanStatusCode, trace, type Attributes, type Span } from "@opentelemetry/api";
import { Observable } from "rxjs";
import type { RunnerEvent, RunnerRunRequest, WingmanAgentRunner } from "../runner/agent-runner.js";
import { hashOwnerId } from "./hash-owner-id.js";
import { isObservedSpan } from "./is-observed-span.js";
import type { RuntimeTelemetry } from "./runtime-telemetry.js";
import { TELEMETRY_ATTRIBUTES as A } from "./telemetry-attributes.js";

/** The runner operations that answer with a promise, each traced as `wingman.runner.<name>`. */
const PROMISE_OPERATIONS = [
  "stop",
  "isRunning",
  "listThreads",
  "getThread",
  "getThreadMessages",
  "getThreadState",
  "updateThread",
  "deleteThread",
  "countThreads",
] as const;

type PromiseOperation = (typeof PROMISE_OPERATIONS)[number];
type ScopedRequest = { readonly ownerId: string; readonly threadId?: string; readonly agentId?: string };

/**
 * Wraps a runner once so that every runner, ours or an app's, is traced the same way: a
 * `wingman.run` span from a run's start to its terminal event (parent of the agent's spans), a
 * span and a `wingman.runner.latency` sample per operation, and the run counters. Anything the
 * wrapper does not know (`watchThreads`, `close`, what a runner adds) passes through untouched.
 */
export function traceRunner(runner: WingmanAgentRunner, telemetry: RuntimeTelemetry): WingmanAgentRunner {
  const { tracer } = telemetry;

  async function traced<T>(operation: string, request: ScopedRequest, call: () => Promise<T>): Promise<T> {
    const span = tracer.startSpan(`wingman.runner.${operation}`, { attributes: scopeAttributes(request) });
    if (span.isRecording()) span.setAttribute(A.ownerHash, await hashOwnerId(request.ownerId));
    const started = performance.now();
    try {
      return await call();
    } catch (error) {
      fail(span, error);
      throw error;
    } finally {
      telemetry.runnerLatency.record(performance.now() - started, { [A.runnerOperation]: operation });
      span.end();
    }
  }

  async function run(request: RunnerRunRequest): Promise<Observable<RunnerEvent>> {
    const attributes: Attributes = { ...scopeAttributes(request), [A.runId]: request.input.runId };
    const runSpan = tracer.startSpan("wingman.run", { attributes });
    // Without an SDK (or a traced caller) nothing observes the run: no span to parent the agent's
    // or to end, no instrument to count. Skipping the wrapping spares each run a subscription to
    // its events and two promise hops. Decided per run, so an SDK installed after the runtime is
    // built is traced from its next run on.
    if (!telemetry.metricsRecorded && !isObservedSpan(runSpan)) return runner.run(request);
    if (runSpan.isRecording()) {
      runSpan.setAttribute(A.ownerHash, await hashOwnerId(request.ownerId));
      if (telemetry.recordContent) runSpan.setAttribute(A.runMessages, JSON.stringify(request.input.messages));
    }
    const runContext = trace.setSpan(context.active(), runSpan);
    let events: Observable<RunnerEvent>;
    try {
      // The agent starts inside this call: its spans belong under the run's.
      events = await context.with(runContext, () => traced("run", request, () => runner.run(request)));
    } catch (error) {
      fail(runSpan, error);
      runSpan.end();
      throw error;
    }
    const metricAttributes: Attributes = { [A.agentId]: request.agentId };
    telemetry.runsStarted.add(1, metricAttributes);
    telemetry.runsActive.add(1, metricAttributes);
    let ended = false;
    const end = (failure: unknown): void => {
      if (ended) return;
      ended = true;
      telemetry.runsActive.add(-1, metricAttributes);
      if (failure !== undefined) {
        telemetry.runsFailed.add(1, metricAttributes);
        fail(runSpan, failure);
      }
      runSpan.end();
    };
    let failure: unknown;
    events.subscribe({
      next: ({ event }) => {
        if (event.type !== EventType.RUN_ERROR) return;
        const { message, code } = event as { message?: unknown; code?: unknown };
        failure = { message: typeof message === "string" ? message : "RUN_ERROR", code };
        runSpan.setAttribute(A.outcome, typeof code === "string" ? code : "error");
      },
      complete: () => end(failure),
      error: (error: unknown) => end(error ?? failure ?? "error"),
    });
    return events;
  }

  function connect(request: Parameters<WingmanAgentRunner["connect"]>[0]): Observable<RunnerEvent> {
    // The stream is subscribed later, by whoever writes the response: the caller's context is taken now.
    const parent = context.active();
    let events: Observable<RunnerEvent>;
    try {
      // Called now, as without the wrapper: a runner may refuse synchronously (a store known to be
      // down throws `StoreUnavailableError`) so that the request is answered 503 before any stream starts.
      events = runner.connect(request);
    } catch (error) {
      const span = tracer.startSpan("wingman.runner.connect", { attributes: scopeAttributes(request) }, parent);
      fail(span, error);
      span.end();
      throw error;
    }
    return new Observable<RunnerEvent>((subscriber) => {
      const span = tracer.startSpan("wingman.runner.connect", { attributes: scopeAttributes(request) }, parent);
      const started = performance.now();
      let firstSeen = false;
      // Latency is the time to the first event (or the end of an empty replay); following a live run is not latency.
      const sample = (): void => {
        if (firstSeen) return;
        firstSeen = true;
        telemetry.runnerLatency.record(performance.now() - started, { [A.runnerOperation]: "connect" });
      };
      const subscription = events.subscribe({
        next: (item) => {
          sample();
          subscriber.next(item);
        },
        error: (error: unknown) => {
          sample();
          fail(span, error);
          span.end();
          subscriber.error(error);
        },
        complete: () => {
          sample();
          span.end();
          subscriber.complete();
        },
      });
      return () => {
        subscription.unsubscribe();
        if (span.isRecording()) span.end();
      };
    });
  }

  const wrapped = new Map<PropertyKey, unknown>([
    ["run", run],
    ["connect", connect],
    ...PROMISE_OPERATIONS.map((operation): [PropertyKey, unknown] => [
      operation,
      (request: ScopedRequest) =>
        traced(operation, request, () => (runner[operation] as (request: ScopedRequest) => Promise<unknown>).call(runner, request)),
    ]),
  ]);

  return new Proxy(runner, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return wrapped.get(property as PromiseOperation) ?? value.bind(target);
    },
  });
}

function scopeAttributes(request: ScopedRequest): Attributes {
  const attributes: Attributes = {};
  if (request.threadId !== undefined) attributes[A.threadId] = request.threadId;
  if (request.agentId !== undefined) attributes[A.agentId] = request.agentId;
  return attributes;
}

function fail(span: Span, error: unknown): void {
  if (error instanceof Error) {
    span.recordException(error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
    return;
  }
  const message = typeof error === "object" && error !== null && "message" in error ? String(error.message) : String(error);
  span.setStatus({ code: SpanStatusCode.ERROR, message });
}

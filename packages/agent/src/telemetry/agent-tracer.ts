import { ProxyTracerProvider, trace, type Tracer } from "@opentelemetry/api";

/**
 * The agent's tracer, looked up once per run: a tracer kept from module load would stay bound to
 * the first provider it saw (a proxy tracer keeps its delegate), so a provider installed or
 * replaced later would never see our spans. One look-up per run is negligible.
 */
export function agentTracer(): Tracer {
  return trace.getTracer("@wingman/agent");
}

/**
 * Whether an OpenTelemetry tracer provider is installed: without one every span is a no-op, and
 * wrapping the tools for spans nobody records would only hide the app's own `execute` functions
 * (CopilotKit hands them to the AI SDK as they are).
 */
export function agentTracingEnabled(): boolean {
  const provider = trace.getTracerProvider();
  return !(provider instanceof ProxyTracerProvider) || provider.getDelegateTracer("@wingman/agent") !== undefined;
}

import { trace, type Tracer } from "@opentelemetry/api";

/**
 * The agent's tracer, looked up once per run: a tracer kept from module load would stay bound to
 * the first provider it saw (a proxy tracer keeps its delegate), so a provider installed or
 * replaced later would never see our spans. One look-up per run is negligible.
 */
export function agentTracer(): Tracer {
  return trace.getTracer("@wingman/agent");
}

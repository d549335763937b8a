import { renderErrorResponse } from "../errors/render-error-response.js";
import { WingmanHttpError } from "../errors/wingman-http-error.js";
import { jsonResponse } from "../handler/json-response.js";
import type { CopilotRuntime } from "../runtime/copilot-runtime.js";
import type { HealthProbe } from "./match-health-probe.js";

const NO_STORE = { "Cache-Control": "no-store" };
/** When a not-ready instance suggests asking again, in seconds. */
const NOT_READY_RETRY_AFTER_SECONDS = 5;

/**
 * Answers a probe. `live` is 200 whenever the process can answer at all (draining included: the
 * orchestrator must not kill a server that is finishing its runs). `ready` is 200 `{status: "ok"}`,
 * or 503 `{error: "not_ready", message, reason}` while draining or while the runner's store does
 * not answer.
 */
export async function handleHealthProbe(probe: HealthProbe, runtime: CopilotRuntime): Promise<Response> {
  if (probe === "live") return jsonResponse({ status: "ok", draining: runtime.draining }, 200, NO_STORE);
  const readiness = await runtime.checkReadiness();
  if (readiness.ready) return jsonResponse({ status: "ok" }, 200, NO_STORE);
  return renderErrorResponse(
    new WingmanHttpError(503, "not_ready", readiness.message, {
      body: { reason: readiness.reason },
      headers: { ...NO_STORE, "Retry-After": String(NOT_READY_RETRY_AFTER_SECONDS) },
    }),
  );
}

export { hashOwnerId } from "./hash-owner-id.js";
export { RuntimeTelemetry } from "./runtime-telemetry.js";
export { RUNTIME_INSTRUMENTATION_SCOPE, TELEMETRY_ATTRIBUTES } from "./telemetry-attributes.js";
export type { TelemetryOptions } from "./telemetry-options.js";
export { traceRequest } from "./trace-request.js";
export { traceRunner } from "./trace-runner.js";

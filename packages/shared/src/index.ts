// The public surface of @wingman/shared: CopilotKit's shared names and the types our public signatures
// mention. What only Wingman's own packages share is in ./internal.ts (see docs/public-api.md).
export { finalizeRunEvents } from "./run-events/finalize-run-events.js";
export type { FinalizeRunEventsOptions } from "./run-events/finalize-run-events.js";
export type { AttachmentSource } from "./protocol/attachment-reference.js";
export { partialJSONParse } from "./tool-args/parse-partial-json.js";
export { safeParseToolArgs } from "./tool-args/safe-parse-tool-args.js";
export { randomUUID } from "./util/random-uuid.js";
export { phoenixExponentialBackoff } from "./transport/phoenix-exponential-backoff.js";
export { logger } from "./util/logger.js";
export { DEFAULT_AGENT_ID, AG_UI_CHANNEL_EVENT } from "./protocol/constants.js";
export { RUNTIME_MODE_SSE, RUNTIME_MODE_INTELLIGENCE } from "./protocol/runtime-info.js";
export type {
  AgentDescription,
  IntelligenceRuntimeInfo,
  MaybePromise,
  NonEmptyRecord,
  RuntimeInfo,
  RuntimeMode,
} from "./protocol/runtime-info.js";
export { TranscriptionErrorCode, TranscriptionErrors } from "./protocol/transcription-errors.js";
export type { TranscriptionErrorResponse } from "./protocol/transcription-errors.js";
export { schemaToJsonSchema } from "./schema/schema-to-json-schema.js";
export type { SchemaToJsonSchemaOptions } from "./schema/schema-to-json-schema.js";
export type {
  InferSchemaOutput,
  StandardJSONSchemaConverter,
  StandardJSONSchemaV1,
  StandardSchemaResult,
  StandardSchemaV1,
} from "./schema/standard-schema.js";
export type { BranchPosition } from "./branches/message-tree.js";
export type { MessageRunStatus } from "./branches/thread-history.js";

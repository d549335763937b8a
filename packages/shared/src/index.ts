export type { SequencedEvent } from "./run-events/sequenced-event.js";
export { finalizeRunEvents } from "./run-events/finalize-run-events.js";
export { isTerminalEventType } from "./run-events/is-terminal-event-type.js";
export type { FinalizeRunEventsOptions } from "./run-events/finalize-run-events.js";
export { repairCompactedRun } from "./compaction/repair-compacted-run.js";
export { compactRunEvents } from "./compaction/compact-run-events.js";
export type { CompactedRun, DeltaBoundaries } from "./compaction/compact-run-events.js";
export { eventsAfter } from "./run-events/events-after.js";
export { firstIndexAfter } from "./run-events/first-index-after.js";
export { inputWithNewMessages } from "./run-events/input-with-new-messages.js";
export { runStartedInput } from "./run-events/run-started-input.js";
export { errorMessage } from "./util/error-message.js";
export { reduceRunMessages } from "./reducers/reduce-run-messages.js";
export { reduceRunState } from "./reducers/reduce-run-state.js";
export { applyJsonPatch, valueAtJsonPointer } from "./reducers/apply-json-patch.js";
export type { JsonPatchOperationLike } from "./reducers/apply-json-patch.js";
export { encodeCompactedRun } from "./compaction/encode-compacted-run.js";
export type { EncodedCompactedRun } from "./compaction/encode-compacted-run.js";
export { decodeCompactedRun } from "./compaction/decode-compacted-run.js";
export { decodeDeltaBoundaries, encodeDeltaBoundaries } from "./compaction/delta-boundaries-json.js";
export { EventJsonEncoder } from "./run-events/event-json-encoder.js";
export { DELTA_STREAM_KEY } from "./compaction/delta-stream-key.js";
export { scheduleTick } from "./util/schedule-tick.js";
export {
  ATTACHMENT_REFERENCE_PREFIX,
  attachmentReference,
  attachmentReferenceHash,
  attachmentParts,
  isAttachmentPart,
  sha256Hex,
} from "./protocol/attachment-reference.js";
export type { AttachmentPart, AttachmentSource } from "./protocol/attachment-reference.js";
export { readServerSentEvents } from "./transport/read-server-sent-events.js";
export type { ServerSentEvent } from "./transport/read-server-sent-events.js";
export { parsePartialJson, partialJSONParse } from "./tool-args/parse-partial-json.js";
export { safeParseToolArgs } from "./tool-args/safe-parse-tool-args.js";
export { randomUUID } from "./util/random-uuid.js";
export { phoenixExponentialBackoff } from "./transport/phoenix-exponential-backoff.js";
export { backoffDelay } from "./transport/backoff-delay.js";
export type { BackoffOptions } from "./transport/backoff-delay.js";
export { logger } from "./util/logger.js";
export { DEFAULT_AGENT_ID, AG_UI_CHANNEL_EVENT } from "./protocol/constants.js";
export { RUNTIME_MODE_SSE, RUNTIME_MODE_INTELLIGENCE } from "./protocol/runtime-info.js";
export type { AgentDescription, IntelligenceRuntimeInfo, MaybePromise, NonEmptyRecord, RuntimeInfo, RuntimeMode } from "./protocol/runtime-info.js";
export { TranscriptionErrorCode, TranscriptionErrors } from "./protocol/transcription-errors.js";
export type { TranscriptionErrorResponse } from "./protocol/transcription-errors.js";
export { needsZodConverter, schemaToJsonSchema } from "./schema/schema-to-json-schema.js";
export type { SchemaToJsonSchemaOptions } from "./schema/schema-to-json-schema.js";
export { isStandardSchema } from "./schema/standard-schema.js";
export type {
  InferSchemaOutput,
  StandardJSONSchemaConverter,
  StandardJSONSchemaV1,
  StandardSchemaResult,
  StandardSchemaV1,
} from "./schema/standard-schema.js";
export { BRANCH_FORWARDED_PROPS, recordRunInput, recordedRunStartEvents, isDerivedMessage } from "./branches/record-run-input.js";
export type { RunRecording } from "./branches/record-run-input.js";
export { MessageTree } from "./branches/message-tree.js";
export type { BranchPosition } from "./branches/message-tree.js";
export { ThreadHistory } from "./branches/thread-history.js";
export type { MessageRunStatus } from "./branches/thread-history.js";

export type { SequencedEvent } from "./sequenced-event.js";
export { finalizeRunEvents } from "./finalize-run-events.js";
export type { FinalizeRunEventsOptions } from "./finalize-run-events.js";
export { repairCompactedRun } from "./repair-compacted-run.js";
export { compactRunEvents } from "./compact-run-events.js";
export type { CompactedRun, DeltaBoundaries } from "./compact-run-events.js";
export { eventsAfter } from "./events-after.js";
export { firstIndexAfter } from "./first-index-after.js";
export { inputWithNewMessages } from "./input-with-new-messages.js";
export { runStartedInput } from "./run-started-input.js";
export { errorMessage } from "./error-message.js";
export { reduceRunMessages } from "./reduce-run-messages.js";
export { reduceRunState } from "./reduce-run-state.js";
export { applyJsonPatch, valueAtJsonPointer } from "./apply-json-patch.js";
export type { JsonPatchOperationLike } from "./apply-json-patch.js";
export { encodeCompactedRun } from "./encode-compacted-run.js";
export type { EncodedCompactedRun } from "./encode-compacted-run.js";
export { decodeCompactedRun } from "./decode-compacted-run.js";
export { decodeDeltaBoundaries, encodeDeltaBoundaries } from "./delta-boundaries-json.js";
export { EventJsonEncoder } from "./event-json-encoder.js";
export { DELTA_STREAM_KEY } from "./delta-stream-key.js";
export { scheduleTick } from "./schedule-tick.js";
export {
  ATTACHMENT_REFERENCE_PREFIX,
  attachmentReference,
  attachmentReferenceHash,
  attachmentParts,
  isAttachmentPart,
  sha256Hex,
} from "./attachment-reference.js";
export type { AttachmentPart, AttachmentSource } from "./attachment-reference.js";
export { readServerSentEvents } from "./read-server-sent-events.js";
export type { ServerSentEvent } from "./read-server-sent-events.js";
export { parsePartialJson, partialJSONParse } from "./parse-partial-json.js";
export { safeParseToolArgs } from "./safe-parse-tool-args.js";
export { randomUUID } from "./random-uuid.js";
export { phoenixExponentialBackoff } from "./phoenix-exponential-backoff.js";
export { backoffDelay } from "./backoff-delay.js";
export type { BackoffOptions } from "./backoff-delay.js";
export { logger } from "./logger.js";
export { DEFAULT_AGENT_ID, AG_UI_CHANNEL_EVENT } from "./constants.js";
export { RUNTIME_MODE_SSE, RUNTIME_MODE_INTELLIGENCE } from "./runtime-info.js";
export type { AgentDescription, IntelligenceRuntimeInfo, MaybePromise, NonEmptyRecord, RuntimeInfo, RuntimeMode } from "./runtime-info.js";
export { TranscriptionErrorCode, TranscriptionErrors } from "./transcription-errors.js";
export type { TranscriptionErrorResponse } from "./transcription-errors.js";
export { schemaToJsonSchema } from "./schema-to-json-schema.js";
export type { SchemaToJsonSchemaOptions } from "./schema-to-json-schema.js";
export { isStandardSchema } from "./standard-schema.js";
export type {
  InferSchemaOutput,
  StandardJSONSchemaConverter,
  StandardJSONSchemaV1,
  StandardSchemaResult,
  StandardSchemaV1,
} from "./standard-schema.js";
export { BRANCH_FORWARDED_PROPS, recordRunInput, recordedRunStartEvents, isDerivedMessage } from "./branches/record-run-input.js";
export type { RunRecording } from "./branches/record-run-input.js";
export { MessageTree } from "./branches/message-tree.js";
export type { BranchPosition } from "./branches/message-tree.js";
export { ThreadHistory } from "./branches/thread-history.js";
export type { MessageRunStatus } from "./branches/thread-history.js";

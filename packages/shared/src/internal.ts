/**
 * `@wingman/shared/internal`: the helpers Wingman's own packages share (the runtime, the runners,
 * the client core, the agent, the inspector) so that each mechanism has one implementation: the
 * event log's compaction and encoding, run reducers, branches, attachment references, backoff,
 * JSON Patch, the SSE reader. Not for apps: these names may change in any release. The public
 * surface and the rule that decides between the two are in docs/public-api.md.
 */
export type { SequencedEvent } from "./run-events/sequenced-event.js";
export { isTerminalEventType } from "./run-events/is-terminal-event-type.js";
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
export { decodeBatch, encodeBatch } from "./run-events/event-batch-encoding.js";
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
export type { AttachmentPart } from "./protocol/attachment-reference.js";
export { readServerSentEvents } from "./transport/read-server-sent-events.js";
export type { ServerSentEvent } from "./transport/read-server-sent-events.js";
export { parsePartialJson } from "./tool-args/parse-partial-json.js";
export { backoffDelay } from "./transport/backoff-delay.js";
export type { BackoffOptions } from "./transport/backoff-delay.js";
export { needsZodConverter } from "./schema/schema-to-json-schema.js";
export { isStandardSchema } from "./schema/standard-schema.js";
export { BRANCH_FORWARDED_PROPS, recordRunInput, recordedRunStartEvents, isDerivedMessage } from "./branches/record-run-input.js";
export type { RunRecording } from "./branches/record-run-input.js";
export { MessageTree } from "./branches/message-tree.js";
export { ThreadHistory } from "./branches/thread-history.js";

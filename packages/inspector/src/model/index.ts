export { RingBuffer } from "./ring-buffer.js";
export { LruMap } from "./lru-map.js";
export { safeJsonStringify } from "./safe-json-stringify.js";
export { jsonByteSize } from "./json-byte-size.js";
export { formatJsonPointer } from "./json-pointer.js";
export type { JsonPatchOperation } from "./json-patch-operation.js";
export { describeStatePatch, type StateChange, type StatePatchDescription } from "./describe-state-patch.js";
export { threadKey, type InspectedEvent, type RecordedEvent } from "./recorded-event.js";
export { EventLog, type EventLogOptions, type RecordEventInput } from "./event-log.js";
export type { RunStatus, RunSummary, TokenTotals } from "./run-summary.js";
export { sumTokenUsage } from "./sum-token-usage.js";
export { RunSummaryTracker } from "./run-summary-tracker.js";
export { groupTimeline, type TimelineEntry } from "./group-timeline.js";
export { filterEvents, type EventFilter } from "./filter-events.js";
export { jsonLines, type JsonLine } from "./json-lines.js";
export { THREAD_EXPORT_FORMAT, THREAD_EXPORT_VERSION, type ExportedEvent, type ThreadExport } from "./thread-export.js";
export { createThreadExport, type CreateThreadExportInput } from "./create-thread-export.js";
export { parseThreadExport } from "./parse-thread-export.js";
export { InspectorImportError } from "./inspector-import-error.js";
export type {
  AgentSnapshot,
  ContextSnapshot,
  ImportedThread,
  InspectorErrorEntry,
  RuntimeSnapshot,
  ThreadSnapshot,
  ToolExecution,
  ToolSnapshot,
} from "./inspector-snapshots.js";
export { InspectorStore, type InspectorStoreOptions, type NotifyScheduler } from "./inspector-store.js";

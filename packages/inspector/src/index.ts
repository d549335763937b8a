/**
 * @module
 * `@wingman/inspector`: the dev console of a `CopilotKitCore`, as a web component, plus the
 * framework-free recording model it is built on.
 */
export { WingmanInspector } from "./wingman-inspector.js";
export { INSPECTOR_TABS, type InspectorTab } from "./inspector-tabs.js";
export { defineWingmanInspector, WINGMAN_INSPECTOR_TAG } from "./define-wingman-inspector.js";
export { attachInspector, type AttachInspectorOptions, type AttachedInspector } from "./attach-inspector.js";
export { shouldShowInspector, type InspectorEnabled } from "./should-show-inspector.js";
export { observeCore, type CoreObservation } from "./observe-core.js";
export {
  InspectorStore,
  InspectorImportError,
  EventLog,
  RunSummaryTracker,
  RingBuffer,
  createThreadExport,
  parseThreadExport,
  describeStatePatch,
  groupTimeline,
  filterEvents,
  jsonLines,
  sumTokenUsage,
  THREAD_EXPORT_FORMAT,
  THREAD_EXPORT_VERSION,
  type AgentSnapshot,
  type ContextSnapshot,
  type CreateThreadExportInput,
  type EventFilter,
  type EventLogOptions,
  type ExportedEvent,
  type ImportedThread,
  type InspectedEvent,
  type InspectorErrorEntry,
  type InspectorStoreOptions,
  type JsonLine,
  type JsonPatchOperation,
  type NotifyScheduler,
  type RecordedEvent,
  type RecordEventInput,
  type RunStatus,
  type RunSummary,
  type RuntimeSnapshot,
  type StateChange,
  type StatePatchDescription,
  type ThreadExport,
  type ThreadSnapshot,
  type TimelineEntry,
  type TokenTotals,
  type ToolExecution,
  type ToolSnapshot,
} from "./model/index.js";

export {
  createStateTools,
  STATE_SNAPSHOT_TOOL_NAME,
  STATE_DELTA_TOOL_NAME,
  type StateSnapshotToolOutput,
  type StateDeltaToolOutput,
} from "./create-state-tools.js";
export { applyJsonPatch } from "@wingman/shared/internal";

import { EventType } from "@ag-ui/core";

/** Whether an event of this type ends a run (`RUN_FINISHED` or `RUN_ERROR`): AG-UI allows nothing of that run after it. */
export function isTerminalEventType(type: string): boolean {
  return type === EventType.RUN_FINISHED || type === EventType.RUN_ERROR;
}

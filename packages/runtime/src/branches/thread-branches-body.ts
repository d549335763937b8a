import type { Message } from "@ag-ui/core";
import type { ThreadHistory } from "@wingman/shared/internal";

/** One message of the active branch that has alternatives. */
export interface ThreadBranchPoint {
  readonly messageId: string;
  /** 0-based position of `messageId` among `siblingIds`. */
  readonly index: number;
  readonly count: number;
  readonly siblingIds: readonly string[];
}

export interface ThreadRunStatusEntry {
  readonly messageId: string;
  readonly status: "stopped" | "failed";
  readonly runId: string | undefined;
  readonly message?: string;
  readonly code?: string;
}

/** The body of `GET /threads/:threadId/branches`. */
export interface ThreadBranchesBody {
  /** The active branch, as `GET /threads/:threadId/messages` gives it. */
  readonly messages: readonly Message[];
  readonly branches: readonly ThreadBranchPoint[];
  readonly statuses: readonly ThreadRunStatusEntry[];
}

/** The JSON the thread API answers for a thread's branches and its stopped and failed runs. */
export function threadBranchesBody(history: ThreadHistory): ThreadBranchesBody {
  const messages = history.tree.active;
  const branches: ThreadBranchPoint[] = [];
  for (const { id } of messages) {
    const siblingIds = history.tree.siblingsOf(id);
    if (siblingIds.length > 1) branches.push({ messageId: id, index: siblingIds.indexOf(id), count: siblingIds.length, siblingIds });
  }
  const statuses = [...history.statuses].map(([messageId, status]) => ({ messageId, ...status }));
  return { messages, branches, statuses };
}

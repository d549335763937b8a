import type { ListThreadsRequest, ThreadPage } from "../agent-runner.js";
import type { ThreadRecord } from "./thread-record.js";

/** What paging reads of a thread (other runners' thread records have it too). */
export type PageableThread = Pick<ThreadRecord, "isVisibleTo" | "archived" | "activity" | "toInfo">;

const defaultLimit = 50;
const maxLimit = 200;

/**
 * One page of the caller's threads, newest run first. The cursor is the activity counter of the
 * page's last thread, so pages stay stable while older threads are read.
 */
export function pageThreads(threads: Iterable<PageableThread>, request: ListThreadsRequest): ThreadPage {
  const limit = Math.min(maxLimit, Math.max(1, Math.floor(request.limit ?? defaultLimit)));
  const before = request.cursor === undefined ? Number.POSITIVE_INFINITY : Number(request.cursor);
  const matching: PageableThread[] = [];
  for (const thread of threads) {
    if (!thread.isVisibleTo(request.ownerId, request.agentId)) continue;
    if (thread.archived && request.includeArchived !== true) continue;
    if (!(thread.activity < before)) continue;
    matching.push(thread);
  }
  matching.sort((left, right) => right.activity - left.activity);
  const page = matching.slice(0, limit);
  const last = page[page.length - 1];
  return {
    threads: page.map((thread) => thread.toInfo()),
    nextCursor: matching.length > limit && last !== undefined ? String(last.activity) : null,
  };
}

import type { ListThreadsRequest, ThreadPage } from "@wingman/runtime";
import type { PostgresRunnerContext } from "./postgres-runner-context.js";
import { parseThreadRow, toThreadInfo } from "./thread-row.js";

const defaultPageSize = 50;
const maxPageSize = 200;

/** One page of the caller's threads, newest activity first; the cursor is the page's last activity counter. */
export async function listThreadPage(context: PostgresRunnerContext, request: ListThreadsRequest): Promise<ThreadPage> {
  const limit = Math.min(maxPageSize, Math.max(1, Math.floor(request.limit ?? defaultPageSize)));
  const cursor = request.cursor === undefined ? Number.NaN : Number(request.cursor);
  const { rows } = await context.pool.query(context.sql.listThreads, [
    request.ownerId,
    request.agentId ?? null,
    request.includeArchived === true,
    Number.isSafeInteger(cursor) ? cursor : Number.MAX_SAFE_INTEGER,
    limit + 1,
  ]);
  const page = rows.slice(0, limit).map(parseThreadRow);
  return {
    threads: page.map(toThreadInfo),
    nextCursor: rows.length > limit ? String(page[page.length - 1]!.activity) : null,
  };
}

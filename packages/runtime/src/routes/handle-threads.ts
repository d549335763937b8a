import { WingmanHttpError } from "../errors/wingman-http-error.js";
import { jsonResponse } from "../handler/json-response.js";
import type { RouteContext } from "./route-context.js";
import { threadNotFound } from "./thread-http-error.js";

function threadId(context: RouteContext): string {
  return context.route.params["threadId"] ?? "";
}

function optionalInteger(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name);
  if (value === null || value === "") return undefined;
  if (!/^\d{1,6}$/.test(value)) throw new WingmanHttpError(400, "invalid_request", `'${name}' must be a positive integer`);
  return Number(value);
}

/** `GET /threads?agentId=&limit=&cursor=&archived=`: the caller's threads, newest first, paged. */
export async function handleListThreads(context: RouteContext): Promise<Response> {
  const { query } = context;
  const archived = query.get("archived") ?? query.get("includeArchived");
  const page = await context.runtime.runner.listThreads({
    ownerId: context.ownerId,
    agentId: query.get("agentId") || undefined,
    limit: optionalInteger(query, "limit"),
    cursor: query.get("cursor") || undefined,
    includeArchived: archived === "true" || archived === "1",
  });
  return jsonResponse({ threads: page.threads, nextCursor: page.nextCursor });
}

/** `GET /threads/:threadId`: `{thread}`. */
export async function handleGetThread(context: RouteContext): Promise<Response> {
  const thread = await context.runtime.runner.getThread({ ownerId: context.ownerId, threadId: threadId(context) });
  if (!thread) throw threadNotFound(threadId(context));
  return jsonResponse({ thread });
}

/** `GET /threads/:threadId/messages`: `{messages}` as of the latest stored run. */
export async function handleGetThreadMessages(context: RouteContext): Promise<Response> {
  const messages = await context.runtime.runner.getThreadMessages({ ownerId: context.ownerId, threadId: threadId(context) });
  if (!messages) throw threadNotFound(threadId(context));
  return jsonResponse({ messages });
}

/** `GET /threads/:threadId/state`: `{state}` (null when the thread has none). */
export async function handleGetThreadState(context: RouteContext): Promise<Response> {
  const state = await context.runtime.runner.getThreadState({ ownerId: context.ownerId, threadId: threadId(context) });
  if (state === undefined) throw threadNotFound(threadId(context));
  return jsonResponse({ state });
}

/** `PATCH /threads/:threadId` with `{name?, archived?}`: `{thread}` after the change. */
export async function handleUpdateThread(context: RouteContext): Promise<Response> {
  const body = await context.readJson();
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new WingmanHttpError(400, "invalid_request", "Expected {name?, archived?}");
  }
  const { name, archived } = body as Record<string, unknown>;
  if (name !== undefined && name !== null && typeof name !== "string") {
    throw new WingmanHttpError(400, "invalid_request", "'name' must be a string or null");
  }
  if (archived !== undefined && typeof archived !== "boolean") {
    throw new WingmanHttpError(400, "invalid_request", "'archived' must be a boolean");
  }
  const thread = await context.runtime.runner.updateThread({
    ownerId: context.ownerId,
    threadId: threadId(context),
    ...(name === undefined ? {} : { name }),
    ...(archived === undefined ? {} : { archived }),
  });
  if (!thread) throw threadNotFound(threadId(context));
  return jsonResponse({ thread });
}

/** `POST /threads/:threadId/archive`: `{thread}`, archived. */
export async function handleArchiveThread(context: RouteContext): Promise<Response> {
  const thread = await context.runtime.runner.updateThread({
    ownerId: context.ownerId,
    threadId: threadId(context),
    archived: true,
  });
  if (!thread) throw threadNotFound(threadId(context));
  return jsonResponse({ thread });
}

/** `DELETE /threads/:threadId`: stops a live run and deletes the thread; `{deleted: true}`. */
export async function handleDeleteThread(context: RouteContext): Promise<Response> {
  if (!(await context.runtime.runner.deleteThread({ ownerId: context.ownerId, threadId: threadId(context) }))) {
    throw threadNotFound(threadId(context));
  }
  return jsonResponse({ deleted: true, threadId: threadId(context) });
}

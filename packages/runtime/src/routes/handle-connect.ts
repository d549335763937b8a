import { WingmanHttpError } from "../errors/wingman-http-error.js";
import { findAgent } from "./find-agent.js";
import { parseLastEventId } from "./parse-last-event-id.js";
import { parseRunInput } from "./parse-run-input.js";
import type { RouteContext } from "./route-context.js";
import { sseResponse } from "./sse-response.js";

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `POST /agent/:agentId/connect`: replays the thread (after the `Last-Event-ID` header or the body's
 * `lastSeenEventId`) and follows its live run. The body may be a full `RunAgentInput` or just
 * `{ threadId }`. A thread unknown to this caller gives an empty stream, as a fresh thread does:
 * clients connect before their first run.
 */
export async function handleConnect(context: RouteContext): Promise<Response> {
  const { runtime, ownerId } = context;
  const { agentId } = await findAgent(context);
  const body = await context.readJson();
  if (!isObject(body) || typeof body["threadId"] !== "string" || body["threadId"].length === 0) {
    throw new WingmanHttpError(400, "Invalid request body", "The request body needs a threadId", {
      body: { details: "threadId: Required" },
    });
  }
  // Validate whatever else the client sent, with the fields simple clients omit filled in.
  const { threadId } = parseRunInput({ runId: "connect", messages: [], tools: [], context: [], ...body });
  const after =
    parseLastEventId(context.request.headers.get("last-event-id")) ?? parseLastEventId(body["lastSeenEventId"]);
  const connect = (from: number | undefined) => runtime.runner.connect({ ownerId, threadId, agentId, after: from });
  // A runner without a thread sequence replays everything, as CopilotKit does: its ids say nothing.
  if (runtime.runner.resumable === false) return sseResponse({ events: connect(undefined), withoutIds: true }, context);
  return sseResponse({ events: connect(after), resume: connect, after: after ?? 0 }, context);
}

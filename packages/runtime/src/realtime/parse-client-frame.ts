import { WingmanHttpError } from "../errors/wingman-http-error.js";
import type { RealtimeClientFrame } from "./realtime-frames.js";

const FRAME_TYPES = new Set(["run", "connect", "stop", "subscribe-thread", "subscribe-threads", "unsubscribe", "ping"]);

function invalid(message: string, id?: string): WingmanHttpError {
  return new WingmanHttpError(400, "invalid_frame", message, id === undefined ? {} : { body: { id } });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function optionalString(frame: Record<string, unknown>, name: string, id: string): void {
  const value = frame[name];
  if (value !== undefined && (typeof value !== "string" || value.length === 0)) {
    throw invalid(`'${name}' must be a non-empty string`, id);
  }
}

function requiredString(frame: Record<string, unknown>, name: string, id: string): void {
  if (frame[name] === undefined) throw invalid(`'${name}' is required`, id);
  optionalString(frame, name, id);
}

/**
 * Reads one client frame, checking the fields its type needs. Throws a 400 `WingmanHttpError`
 * (`invalid_frame`) whose `body.id` names the request when the frame had a usable id.
 */
export function parseClientFrame(text: string): RealtimeClientFrame {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    throw invalid("A frame must be a JSON object");
  }
  if (!isObject(frame)) throw invalid("A frame must be a JSON object");
  const type = frame["type"];
  if (typeof type !== "string" || !FRAME_TYPES.has(type)) throw invalid(`Unknown frame type '${String(type)}'`);
  const id = frame["id"];
  if (type === "ping") {
    if (id !== undefined && typeof id !== "string") throw invalid("'id' must be a string");
    return frame as unknown as RealtimeClientFrame;
  }
  if (typeof id !== "string" || id.length === 0 || id.length > 200) throw invalid("'id' must be a string of 1 to 200 characters");
  switch (type) {
    case "run":
      requiredString(frame, "agentId", id);
      if (!isObject(frame["input"])) throw invalid("'input' must be a RunAgentInput", id);
      break;
    case "connect":
    case "stop":
      requiredString(frame, "agentId", id);
      requiredString(frame, "threadId", id);
      optionalString(frame, "runId", id);
      break;
    case "subscribe-thread":
      requiredString(frame, "threadId", id);
      optionalString(frame, "agentId", id);
      break;
    case "subscribe-threads":
      optionalString(frame, "agentId", id);
      break;
    case "unsubscribe":
      requiredString(frame, "target", id);
      break;
  }
  const after = frame["after"];
  if (after !== undefined && !(typeof after === "number" && Number.isSafeInteger(after) && after >= 0)) {
    throw invalid("'after' must be a non-negative integer event id", id);
  }
  return frame as unknown as RealtimeClientFrame;
}

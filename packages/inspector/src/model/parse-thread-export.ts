import { InspectorImportError } from "./inspector-import-error.js";
import type { InspectedEvent } from "./recorded-event.js";
import { THREAD_EXPORT_FORMAT, THREAD_EXPORT_VERSION, type ExportedEvent, type ThreadExport } from "./thread-export.js";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads a thread export (the text of the file, or its parsed JSON) and checks its shape. Throws
 * {@link InspectorImportError} naming the first problem.
 *
 * @example
 * const thread = parseThreadExport(await file.text());
 */
export function parseThreadExport(input: string | unknown): ThreadExport {
  let data: unknown = input;
  if (typeof input === "string") {
    try {
      data = JSON.parse(input);
    } catch (error) {
      throw new InspectorImportError("The file is not valid JSON", { cause: error });
    }
  }
  if (!isObject(data) || data["format"] !== THREAD_EXPORT_FORMAT) {
    throw new InspectorImportError(`Not a Wingman inspector export (expected format "${THREAD_EXPORT_FORMAT}")`);
  }
  if (data["version"] !== THREAD_EXPORT_VERSION) {
    throw new InspectorImportError(`Unsupported export version ${String(data["version"])} (this inspector reads version ${THREAD_EXPORT_VERSION})`);
  }
  for (const field of ["agentId", "threadId", "exportedAt"] as const) {
    if (typeof data[field] !== "string") throw new InspectorImportError(`The export has no "${field}"`);
  }
  if (!Array.isArray(data["events"])) throw new InspectorImportError('The export has no "events" list');
  const events = data["events"].map((entry: unknown, index): ExportedEvent => {
    if (!isObject(entry) || !isObject(entry["event"]) || typeof entry["event"]["type"] !== "string") {
      throw new InspectorImportError(`Event ${index} has no event with a "type"`);
    }
    if (typeof entry["receivedAt"] !== "number" || !Number.isFinite(entry["receivedAt"])) {
      throw new InspectorImportError(`Event ${index} has no numeric "receivedAt"`);
    }
    return {
      seq: typeof entry["seq"] === "number" ? entry["seq"] : index + 1,
      receivedAt: entry["receivedAt"],
      ...(typeof entry["runId"] === "string" && { runId: entry["runId"] }),
      event: entry["event"] as InspectedEvent,
    };
  });
  if (data["messages"] !== undefined && !Array.isArray(data["messages"])) throw new InspectorImportError('"messages" must be a list');
  return {
    format: THREAD_EXPORT_FORMAT,
    version: THREAD_EXPORT_VERSION,
    exportedAt: data["exportedAt"] as string,
    agentId: data["agentId"] as string,
    threadId: data["threadId"] as string,
    truncated: data["truncated"] === true,
    events,
    ...(data["messages"] !== undefined && { messages: data["messages"] as unknown[] }),
    ...(data["state"] !== undefined && { state: data["state"] }),
  };
}

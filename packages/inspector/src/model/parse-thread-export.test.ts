import { describe, expect, it } from "vitest";
import { scriptedRun } from "../../test/fixtures/test-events.js";
import { createThreadExport } from "./create-thread-export.js";
import { EventLog } from "./event-log.js";
import { InspectorImportError } from "./inspector-import-error.js";
import { parseThreadExport } from "./parse-thread-export.js";

const exported = () => {
  const log = new EventLog();
  for (const event of scriptedRun("r1")) log.record({ agentId: "a", threadId: "t1", event });
  log.record({ agentId: "a", threadId: "other", event: { type: "CUSTOM", name: "x" } });
  return createThreadExport({
    agentId: "a",
    threadId: "t1",
    events: log.events(),
    messages: [{ id: "m", role: "user", content: "hi" }],
    state: { count: 1 },
    exportedAt: new Date("2026-01-02T03:04:05.000Z"),
  });
};

describe("createThreadExport / parseThreadExport", () => {
  it("exports one thread's events with their times and runs, and reads the file back", () => {
    const data = exported();
    expect(data).toMatchObject({ format: "wingman-inspector-thread", version: 1, exportedAt: "2026-01-02T03:04:05.000Z", truncated: false });
    expect(data.events).toHaveLength(9);
    expect(data.events[0]).toMatchObject({ seq: 1, runId: "r1", event: { type: "RUN_STARTED" } });
    expect(parseThreadExport(JSON.stringify(data))).toEqual(data);
  });

  it.each([
    ["not json", "{", /not valid JSON/],
    ["another format", JSON.stringify({ format: "har" }), /Not a Wingman inspector export/],
    ["a newer version", JSON.stringify({ ...exported(), version: 2 }), /Unsupported export version 2/],
    ["no thread id", JSON.stringify({ ...exported(), threadId: 1 }), /"threadId"/],
    ["an event without type", JSON.stringify({ ...exported(), events: [{ receivedAt: 1, event: {} }] }), /Event 0/],
    ["an event without time", JSON.stringify({ ...exported(), events: [{ event: { type: "X" } }] }), /receivedAt/],
  ])("rejects %s", (_name, text, message) => {
    expect(() => parseThreadExport(text)).toThrow(InspectorImportError);
    expect(() => parseThreadExport(text)).toThrow(message);
  });
});

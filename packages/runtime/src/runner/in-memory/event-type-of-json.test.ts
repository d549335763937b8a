import { describe, expect, it, vi } from "vitest";
import { eventTypeOfJson } from "./event-type-of-json.js";

describe("eventTypeOfJson", () => {
  it("reads a leading type without decoding the event", () => {
    const parse = vi.spyOn(JSON, "parse");
    expect(eventTypeOfJson(JSON.stringify({ type: "RUN_FINISHED", threadId: "t", runId: "r" }))).toBe("RUN_FINISHED");
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it("decodes the event when the type is not first or has an escape in it", () => {
    expect(eventTypeOfJson(JSON.stringify({ threadId: "t", type: "RUN_STARTED" }))).toBe("RUN_STARTED");
    expect(eventTypeOfJson(JSON.stringify({ type: 'CUSTOM"X', name: "n" }))).toBe('CUSTOM"X');
    expect(eventTypeOfJson(JSON.stringify({ type: "A\\B" }))).toBe("A\\B");
  });
});

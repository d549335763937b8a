import { EventType } from "@ag-ui/core";
import { describe, expect, it, vi } from "vitest";
import { EncodedRunnerEvent } from "./encoded-runner-event.js";

describe("EncodedRunnerEvent", () => {
  const event = { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "hello" };

  it("is a plain { id, event } to comparisons, spreading and JSON", () => {
    const encoded = new EncodedRunnerEvent(7, event.type, JSON.stringify(event));
    expect(encoded).toEqual({ id: 7, event });
    expect({ ...encoded }).toEqual({ id: 7, event });
    expect(JSON.parse(JSON.stringify(encoded))).toEqual({ id: 7, event });
    expect(Object.keys(encoded)).toEqual(["id", "event"]);
  });

  it("decodes its event only when read, and once", () => {
    const parse = vi.spyOn(JSON, "parse");
    const encoded = new EncodedRunnerEvent(1, event.type, JSON.stringify(event));
    expect(encoded.type).toBe(EventType.TEXT_MESSAGE_CONTENT);
    expect(parse).not.toHaveBeenCalled();
    expect(encoded.event).toBe(encoded.event);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });
});

import { describe, expect, it } from "vitest";
import { ToolCallStatus } from "./index.js";

describe("ToolCallStatus", () => {
  it("is a runtime value with CopilotKit's members, whose values are the status strings renderers receive", () => {
    expect(ToolCallStatus.InProgress).toBe("inProgress");
    expect(ToolCallStatus.Executing).toBe("executing");
    expect(ToolCallStatus.Complete).toBe("complete");
    expect(Object.values(ToolCallStatus)).toEqual(["inProgress", "executing", "complete"]);
  });
});

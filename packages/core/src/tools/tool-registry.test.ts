import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ToolRegistry } from "./tool-registry.js";

describe("ToolRegistry with a zod 3 tool (its converter loads on demand)", () => {
  it("starts loading the converter when the tool is added, tells its listeners once it is in, then builds the tool", async () => {
    const onChange = vi.fn();
    const registry = new ToolRegistry(onChange);
    registry.addTool({ name: "plain", parameters: { type: "object", properties: {} } });
    expect(registry.frontendToolsReady(undefined)).toBeUndefined();

    registry.addTool({ name: "weather", parameters: z.object({ city: z.string() }) });
    expect(onChange).toHaveBeenCalledTimes(2);
    const loading = registry.frontendToolsReady(undefined);
    expect(loading).toBeInstanceOf(Promise);
    expect(registry.frontendToolNames(undefined)).toEqual(["plain", "weather"]);

    await loading;
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(3));
    expect(registry.frontendToolsReady(undefined)).toBeUndefined();
    expect(registry.buildFrontendTools(undefined)).toEqual([
      { name: "plain", description: "", parameters: { type: "object", properties: {} } },
      { name: "weather", description: "", parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } },
    ]);
  });
});

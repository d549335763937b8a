import { describe, expect, it, onTestFinished, vi } from "vitest";
import { z } from "zod";

describe("ToolRegistry with a zod 3 tool (its converter loads on demand)", () => {
  it("without Node's require (a browser), starts loading the converter when the tool is added, tells its listeners once it is in, then builds the tool", async () => {
    // Under Node a zod 3 schema converts at once; a fresh module without `getBuiltinModule` is a browser.
    const nodeProcess = process as { getBuiltinModule?: unknown };
    const getBuiltinModule = nodeProcess.getBuiltinModule;
    nodeProcess.getBuiltinModule = undefined;
    onTestFinished(() => {
      nodeProcess.getBuiltinModule = getBuiltinModule;
    });
    vi.resetModules();
    const { ToolRegistry: FreshRegistry } = await import("./tool-registry.js");
    const onChange = vi.fn();
    const registry = new FreshRegistry(onChange);
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

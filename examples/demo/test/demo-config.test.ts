import { describe, expect, it } from "vitest";
import { readDemoConfig } from "../server/demo-config.js";

describe("readDemoConfig", () => {
  it("serves the page in realtime mode unless DEMO_TRANSPORT says sse", () => {
    expect(readDemoConfig({}).transport).toBe("realtime");
    expect(readDemoConfig({ DEMO_TRANSPORT: "" }).transport).toBe("realtime");
    expect(readDemoConfig({ DEMO_TRANSPORT: "sse" }).transport).toBe("sse");
  });

  it("refuses an unknown transport", () => {
    expect(() => readDemoConfig({ DEMO_TRANSPORT: "websocket" })).toThrow(/DEMO_TRANSPORT must be realtime or sse/);
  });
});

import { describe, expect, it } from "vitest";
import { MCPAppsActivityContentSchema } from "./mcp-apps-activity.js";

const valid = { result: { content: [{ type: "text", text: "42" }], structuredContent: { t: 42 } }, resourceUri: "ui://w/app.html", serverHash: "h1", toolInput: { city: "Paris" } };

describe("MCPAppsActivityContentSchema", () => {
  it("accepts CopilotKit's shape and drops unknown fields, as a Standard Schema and through parse/safeParse", async () => {
    const withExtra = { ...valid, extra: true, result: { ...valid.result, other: 1 } };
    expect(await MCPAppsActivityContentSchema["~standard"].validate(withExtra)).toEqual({ value: valid });
    expect(MCPAppsActivityContentSchema.parse(withExtra)).toEqual(valid);
    expect(MCPAppsActivityContentSchema.safeParse(valid)).toEqual({ success: true, data: valid });
  });

  it("names each wrong field", () => {
    const outcome = MCPAppsActivityContentSchema.safeParse({ result: { content: "x" }, resourceUri: 1, serverId: 2 });
    expect(outcome.success).toBe(false);
    if (outcome.success) return;
    expect(outcome.error.issues.map((issue) => issue.path.join("."))).toEqual(["result.content", "resourceUri", "serverHash", "serverId"]);
    expect(() => MCPAppsActivityContentSchema.parse(null)).toThrow(/Invalid MCP Apps activity content/);
  });
});

import { describe, expect, it } from "vitest";
import { fetchRuntimeInfo } from "./runtime-info.js";

describe("fetchRuntimeInfo", () => {
  it("reads a test double that answers only json(), as CopilotKit apps' fetch mocks do", async () => {
    const fetch = async () => ({ json: async () => ({ version: "1.0.0", agents: { remote: { description: "Remote" } } }) }) as unknown as Response;
    const { info, transport } = await fetchRuntimeInfo({ runtimeUrl: "https://runtime.example", transport: "rest", fetch });
    expect(transport).toBe("rest");
    expect(info.agents).toEqual({ remote: { description: "Remote" } });
  });

  it("still refuses a response that says it failed", async () => {
    const fetch = async () => Response.json({ message: "down for maintenance" }, { status: 503 });
    await expect(fetchRuntimeInfo({ runtimeUrl: "https://runtime.example", transport: "rest", fetch })).rejects.toThrow(/503|maintenance/);
  });
});

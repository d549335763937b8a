import { describe, expect, it, vi } from "vitest";
import { configuredTools } from "./configured-tools.js";

describe("configuredTools", () => {
  it("strips renderers from the tools, gives configured human-in-the-loop tools a warning handler, and collects the renderers", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { tools, renderers } = configuredTools({
      frontendTools: [{ name: "setTheme", agentId: "a", handler: () => "ok", render: "ThemeCard" }, { name: "plain", handler: () => "ok" }],
      humanInTheLoop: [{ name: "confirm", description: "Ask", render: "ConfirmCard" }],
      renderToolCalls: [{ name: "*", render: "Default" }],
      humanInTheLoopRenderer: (tool) => ({ name: tool.name, render: `hitl:${String(tool.render)}` }),
      declaredIn: "declared on the provider",
      registerWith: "useHumanInTheLoop",
    });
    expect(tools.map((tool) => [tool.name, "render" in tool])).toEqual([["setTheme", false], ["plain", false], ["confirm", false]]);
    expect(renderers).toEqual([
      { name: "*", render: "Default" },
      { name: "setTheme", agentId: "a", render: "ThemeCard" },
      { name: "confirm", render: "hitl:ConfirmCard" },
    ]);
    await expect(tools[2]!.handler!({}, {} as never)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith("Human-in-the-loop tool 'confirm' called, but it is declared on the provider: use useHumanInTheLoop to respond to it.");
    warn.mockRestore();
  });
});

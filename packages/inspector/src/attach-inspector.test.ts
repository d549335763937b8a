import { describe, expect, it } from "vitest";
import { CopilotKitCore } from "@wingman/core";
import { attachInspector } from "./attach-inspector.js";
import { defineWingmanInspector } from "./define-wingman-inspector.js";

describe("attachInspector outside a browser", () => {
  it("mounts nothing and subscribes to nothing where there is no document", () => {
    const core = new CopilotKitCore();
    const attached = attachInspector(core, { enabled: true });
    expect(attached.element).toBeUndefined();
    expect(() => attached.detach()).not.toThrow();
  });

  it("defineWingmanInspector is a no-op without customElements (server rendering)", () => {
    expect(() => defineWingmanInspector()).not.toThrow();
  });
});

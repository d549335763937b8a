import { describe, expect, it, vi } from "vitest";
import { RendererRegistry } from "./renderer-registry.js";

interface Renderer {
  name: string;
  agentId?: string;
  id: string;
}

const registry = (configured: Renderer[] = []) => new RendererRegistry<Renderer>((renderer) => renderer.name, configured);

describe("RendererRegistry", () => {
  it("finds by name and agent, then name, then the wildcard for the agent, then the wildcard", () => {
    const renderers = registry([
      { name: "weather", id: "global" },
      { name: "weather", agentId: "a", id: "scoped" },
      { name: "*", agentId: "b", id: "wild-b" },
      { name: "*", id: "wild" },
    ]);
    expect(renderers.find("weather", "a")?.id).toBe("scoped");
    expect(renderers.find("weather", "b")?.id).toBe("global");
    expect(renderers.find("other", "b")?.id).toBe("wild-b");
    expect(renderers.find("other", undefined)?.id).toBe("wild");
    expect(registry().find("weather", "a")).toBeUndefined();
  });

  it("lets a registration win over the configured renderer, the latest one first, and removes only its own", () => {
    const renderers = registry([{ name: "weather", id: "configured" }]);
    const listener = vi.fn();
    renderers.subscribe(listener);
    const removeFirst = renderers.add({ name: "weather", id: "first" });
    const removeSecond = renderers.add({ name: "weather", id: "second" });
    expect(renderers.find("weather", undefined)?.id).toBe("second");
    expect(renderers.renderers).toHaveLength(1);
    removeFirst();
    removeFirst();
    expect(renderers.find("weather", undefined)?.id).toBe("second");
    removeSecond();
    expect(renderers.find("weather", undefined)?.id).toBe("configured");
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it("keeps registrations when the configured list is replaced, and changes version and identity on each change", () => {
    const renderers = registry([{ name: "a", id: "1" }]);
    renderers.add({ name: "b", id: "2" });
    const before = renderers.renderers;
    const version = renderers.version;
    renderers.setConfigured([{ name: "c", id: "3" }]);
    expect(renderers.renderers).not.toBe(before);
    expect(renderers.version).toBe(version + 1);
    expect(renderers.renderers.map((renderer) => renderer.id).sort()).toEqual(["2", "3"]);
  });
});

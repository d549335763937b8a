import { afterEach, describe, expect, it, vi } from "vitest";
import { CopilotRuntime } from "./copilot-runtime.js";

afterEach(() => vi.restoreAllMocks());

describe("CopilotRuntime options", () => {
  it("warns once per process about each option it does not read, naming it and what to do", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const options = { agents: {}, a2ui: { agents: ["x"] }, somethingElse: 1 };
    // Plain JavaScript (or a cast) gets past the type check; the warning still tells.
    new CopilotRuntime(options as unknown as ConstructorParameters<typeof CopilotRuntime>[0]);
    new CopilotRuntime(options as unknown as ConstructorParameters<typeof CopilotRuntime>[0]);
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      expect.stringMatching(/CopilotRuntime ignores the option 'a2ui': A2UI middleware is not built in/),
      expect.stringMatching(/CopilotRuntime ignores the option 'somethingElse': it is not a CopilotRuntime option/),
    ]);
  });

  it("reads its own options silently, CopilotKit's middleware included", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const runtime = new CopilotRuntime({ agents: {}, beforeRequestMiddleware: () => {}, afterRequestMiddleware: () => {}, realtime: undefined });
    expect(warn).not.toHaveBeenCalled();
    expect(runtime.mode).toBe("sse");
    expect(runtime.beforeRequestMiddleware).toBeTypeOf("function");
  });

  it("rejects CopilotKit options it does not implement at compile time", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    // @ts-expect-error a2ui is not supported (typed `never`)
    expect(() => new CopilotRuntime({ agents: {}, a2ui: { agents: ["x"] } })).not.toThrow();
  });
});

// @vitest-environment jsdom
import "./setup-act.js";
import { cleanup, render, renderHook, waitFor } from "@testing-library/react";
import { StrictMode, type ReactNode } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CopilotKitProvider, useCopilotKit, type ReactFrontendTool } from "../src/index.js";
import { startScriptedRuntime, type ScriptedRuntime } from "./support/scripted-runtime.js";

let runtime: ScriptedRuntime;
beforeAll(async () => {
  runtime = await startScriptedRuntime();
});
afterAll(() => runtime.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const recordingFetch = () => {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return fetch(url, init);
  };
  return { calls, fetchImpl };
};

describe("CopilotKitProvider", () => {
  it("creates one core and makes one /info request, also in StrictMode", async () => {
    const { calls, fetchImpl } = recordingFetch();
    const cores = new Set<unknown>();
    function Probe() {
      cores.add(useCopilotKit().copilotkit);
      return null;
    }
    const view = render(
      <StrictMode>
        <CopilotKitProvider runtimeUrl={runtime.url} fetch={fetchImpl}>
          <Probe />
        </CopilotKitProvider>
      </StrictMode>,
    );
    const [core] = [...cores] as Array<ReturnType<typeof useCopilotKit>["copilotkit"]>;
    await waitFor(() => expect(core!.runtimeConnectionStatus).toBe("connected"));
    view.rerender(
      <StrictMode>
        <CopilotKitProvider runtimeUrl={runtime.url} fetch={fetchImpl}>
          <Probe />
        </CopilotKitProvider>
      </StrictMode>,
    );
    expect(cores.size).toBe(1);
    expect(calls.filter((call) => call.url.endsWith("/info"))).toHaveLength(1);
  });

  it("sends headers (also from a function) and properties, and follows header changes", async () => {
    const { calls, fetchImpl } = recordingFetch();
    let core!: ReturnType<typeof useCopilotKit>["copilotkit"];
    function Probe() {
      core = useCopilotKit().copilotkit;
      return null;
    }
    const tree = (token: string) => (
      <CopilotKitProvider runtimeUrl={runtime.url} fetch={fetchImpl} headers={() => ({ Authorization: `Bearer ${token}` })} properties={{ plan: "pro" }}>
        <Probe />
      </CopilotKitProvider>
    );
    const view = render(tree("one"));
    await waitFor(() => expect(core.runtimeConnectionStatus).toBe("connected"));
    expect(new Headers(calls[0]!.init.headers).get("Authorization")).toBe("Bearer one");
    view.rerender(tree("two"));
    await waitFor(() => expect(core.headers).toEqual({ Authorization: "Bearer two" }));
    expect(core.properties).toEqual({ plan: "pro" });
    const agent = core.getAgent("default")!;
    agent.addMessage({ id: "u", role: "user", content: "hi" });
    await core.runAgent({ agent });
    const run = calls.find((call) => call.url.endsWith("/agent/default/run"))!;
    expect(new Headers(run.init.headers).get("Authorization")).toBe("Bearer two");
    expect(JSON.parse(String(run.init.body)).forwardedProps).toEqual({ plan: "pro" });
  });

  it("maps useSingleEndpoint to the transport", async () => {
    const single = await startScriptedRuntime("single-route");
    try {
      const wrapper = ({ children }: { children?: ReactNode }) => (
        <CopilotKitProvider runtimeUrl={single.url} useSingleEndpoint>
          {children}
        </CopilotKitProvider>
      );
      const { result } = renderHook(() => useCopilotKit().copilotkit, { wrapper });
      await waitFor(() => expect(result.current.runtimeConnectionStatus).toBe("connected"));
      expect(result.current.runtimeTransport).toBe("single");
    } finally {
      await single.close();
    }
  });

  it("warns when there is nothing to connect to, and when a tool array is not stable", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const view = render(<CopilotKitProvider frontendTools={[{ name: "a" }]} />);
    expect(warn.mock.calls.some(([message]) => String(message).includes("nothing to connect to"))).toBe(true);
    view.rerender(<CopilotKitProvider frontendTools={[{ name: "a" }]} />);
    await waitFor(() => expect(error.mock.calls.some(([message]) => String(message).includes("frontendTools must be a stable array"))).toBe(true));
  });

  it("does not warn for a stable tool array, and registers its tools and renderers", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const tools: ReactFrontendTool[] = [{ name: "stable", render: () => null }];
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <CopilotKitProvider runtimeUrl={runtime.url} frontendTools={tools}>
        {children}
      </CopilotKitProvider>
    );
    const { result, rerender } = renderHook(() => useCopilotKit().copilotkit, { wrapper });
    rerender();
    expect(result.current.getTool({ toolName: "stable" })?.name).toBe("stable");
    expect(result.current.getToolCallRenderer("stable", undefined)).toBeDefined();
    expect(error.mock.calls.some(([message]) => String(message).includes("stable array"))).toBe(false);
  });

  it("reports core errors to onError instead of the console", async () => {
    const onError = vi.fn();
    render(<CopilotKitProvider runtimeUrl="http://127.0.0.1:1/nothing" onError={onError} />);
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: "runtime_info_fetch_failed" })));
  });

  it("stops the core (no more /info retries) when the provider unmounts", async () => {
    // Counts connection attempts: each one asks GET /info, then the single route as a fallback, a
    // microtask later; that fallback of an attempt in flight at the unmount is no retry, so not counted.
    let calls = 0;
    const failing = async (input: RequestInfo | URL) => {
      if (String(input instanceof Request ? input.url : input).endsWith("/info")) calls++;
      throw new TypeError("offline");
    };
    // Fake timers hold the retries: every one still pending after the unmount is run, none waited for.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const view = render(<CopilotKitProvider runtimeUrl="http://127.0.0.1:9/api" fetch={failing} onError={() => {}} />);
      // The first /info starts a microtask after the core is made (a6f9e34); vi.waitFor advances the fake
      // timers while it waits, so retries may have run by the time it sees it: at least one call.
      await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(1));
      await vi.runOnlyPendingTimersAsync();
      await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2));
      view.unmount();
      const after = calls;
      await vi.runAllTimersAsync();
      expect(calls).toBe(after);
    } finally {
      vi.useRealTimers();
    }
  });

  it("mounts the dev console lazily when asked, and removes it on unmount", async () => {
    const view = render(<CopilotKitProvider runtimeUrl={runtime.url} showDevConsole />);
    await waitFor(() => expect(document.querySelector("wingman-inspector")).not.toBeNull(), { timeout: 10_000 });
    view.unmount();
    expect(document.querySelector("wingman-inspector")).toBeNull();
    render(<CopilotKitProvider runtimeUrl={runtime.url} />);
    // The chunk is loaded by now: a lazy mount started by this render would have resolved before this import does.
    await import("@wingman/inspector");
    expect(document.querySelector("wingman-inspector")).toBeNull();
  });
});

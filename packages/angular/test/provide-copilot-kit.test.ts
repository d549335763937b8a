// @vitest-environment jsdom
import "./support/setup-angular.js";
import { Component, provideZonelessChangeDetection } from "@angular/core";
import { TestBed } from "@angular/core/testing";
import { describe, expect, it, vi } from "vitest";
import { CopilotChat, CopilotKit, MCPAppsActivityRenderer, injectCopilotKit, provideCopilotKit } from "../src/index.js";
import { renderWithRuntime, waitFor } from "./support/render.js";
import { useScriptedRuntime } from "./support/scripted-runtime.js";

const runtime = useScriptedRuntime();

@Component({ standalone: true, imports: [CopilotChat], template: `<copilot-chat /><copilot-chat agentId="slow" />` })
class TwoChats {}

describe("provideCopilotKit and the CopilotKit service", () => {
  it("creates one core that fetches /info once, and exposes agents and the connection status as signals", async () => {
    const requests: string[] = [];
    const fixture = await renderWithRuntime(runtime.url, TwoChats, {
      headers: { "X-Test": "1" },
      fetch: (url, init) => {
        requests.push(`${init.method ?? "GET"} ${new URL(url).pathname}`);
        return fetch(url, init);
      },
    });
    const copilotkit = fixture.debugElement.injector.get(CopilotKit);
    await waitFor(() => expect(copilotkit.runtimeConnectionStatus()).toBe("connected"));
    expect(Object.keys(copilotkit.agents()).sort()).toEqual(["default", "slow", "ticker"]);
    expect(copilotkit.headers()).toEqual({ "X-Test": "1" });
    expect(requests.filter((request) => request.endsWith("/info"))).toHaveLength(1);
    expect(fixture.nativeElement.querySelectorAll("copilot-chat")).toHaveLength(2);
  });

  it("renders MCP Apps activities with the built-in renderer unless the app configures its own for 'mcp-apps'", () => {
    TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection(), provideCopilotKit({ runtimeUrl: "http://127.0.0.1:9/api" })] });
    expect(TestBed.inject(CopilotKit).activityMessageRenderers.find("mcp-apps", "default")?.render).toBe(MCPAppsActivityRenderer);
    TestBed.resetTestingModule();
    @Component({ standalone: true, template: "" })
    class OwnRenderer {}
    TestBed.configureTestingModule({
      providers: [
        provideZonelessChangeDetection(),
        provideCopilotKit({ runtimeUrl: "http://127.0.0.1:9/api", renderActivityMessages: [{ activityType: "mcp-apps", render: OwnRenderer }] }),
      ],
    });
    expect(TestBed.inject(CopilotKit).activityMessageRenderers.find("mcp-apps", "default")?.render).toBe(OwnRenderer);
    TestBed.resetTestingModule();
  });

  it("reports errors to onError (an unreachable runtime) and disposes the core with the injector", async () => {
    const errors: string[] = [];
    let infoFailed: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => (infoFailed = resolve));
    let fetches = 0;
    const unreachable = async (): Promise<Response> => {
      fetches++;
      throw new TypeError("fetch failed");
    };
    // Fake timers hold the /info retries: every one still pending after disposal is run, none waited for.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      TestBed.configureTestingModule({
        providers: [
          provideZonelessChangeDetection(),
          provideCopilotKit({
            runtimeUrl: "http://127.0.0.1:9/api",
            fetch: unreachable,
            onError: ({ code }) => {
              errors.push(code);
              if (code === "runtime_info_fetch_failed") infoFailed();
            },
          }),
        ],
      });
      const copilotkit = TestBed.inject(CopilotKit);
      // Waited for as an event: vi.waitFor would advance the fake timers, and a retry already under
      // way reads "connecting" (it failed so about 1 run in 3).
      await failed;
      expect(copilotkit.runtimeConnectionStatus()).toBe("error");
      expect(copilotkit.resolveAgent("default").isReady).toBe(false);
      TestBed.resetTestingModule();
      const seen = errors.length;
      const fetched = fetches;
      await vi.runAllTimersAsync();
      expect(errors.length).toBe(seen);
      expect(fetches).toBe(fetched);
    } finally {
      vi.useRealTimers();
    }
  });

  it("injectCopilotKit explains what is missing without provideCopilotKit", () => {
    TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] });
    expect(() => TestBed.runInInjectionContext(() => injectCopilotKit())).toThrow(/provideCopilotKit/);
  });

  it("mounts the dev console lazily when asked, and removes it with the injector", async () => {
    await renderWithRuntime(runtime.url, TwoChats, { showDevConsole: true });
    await waitFor(() => expect(document.querySelector("wingman-inspector")).not.toBeNull());
    TestBed.resetTestingModule();
    expect(document.querySelector("wingman-inspector")).toBeNull();
  });
});

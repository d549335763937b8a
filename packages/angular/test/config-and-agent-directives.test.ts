// @vitest-environment jsdom
import "./support/setup-angular.js";
import { Component, provideZonelessChangeDetection, signal, type Type } from "@angular/core";
import { TestBed } from "@angular/core/testing";
import { HttpAgent, type AbstractAgent } from "@ag-ui/client";
import { ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopilotChat, CopilotKit, CopilotKitAgent, CopilotKitConfigDirective, provideCopilotKit } from "../src/index.js";
import { sendMessage, waitFor } from "./support/render.js";
import { useScriptedRuntime } from "./support/scripted-runtime.js";

// CopilotKit's [copilotkitConfig] and [copilotkitAgent], against a real runtime with the chat in the page.

const runtime = useScriptedRuntime();
afterEach(() => {
  TestBed.resetTestingModule();
  vi.restoreAllMocks();
});

/** Requests the core makes: method, path and the X-Team header. */
const requests: Array<{ path: string; team: string | null }> = [];
const recordingFetch = (url: string, init: RequestInit) => {
  requests.push({ path: new URL(url).pathname, team: new Headers(init.headers).get("X-Team") });
  return fetch(url, init);
};

/** Mounts `component` under `provideCopilotKit` without a runtime URL: the template gives it. */
async function render<T>(component: Type<T>) {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection(), provideCopilotKit({ fetch: recordingFetch })] });
  const fixture = TestBed.createComponent(component);
  fixture.autoDetectChanges();
  await fixture.whenStable();
  return fixture;
}

const reply = (root: HTMLElement, text: string) =>
  waitFor(() => expect([...root.querySelectorAll(".wm-message--assistant")].map((element) => element.textContent)).toContainEqual(expect.stringContaining(text)));

@Component({
  standalone: true,
  imports: [CopilotChat, CopilotKitConfigDirective],
  template: `<div [copilotkitConfig]="{ runtimeUrl: url, headers: { 'X-Team': team() }, properties: { plan: 'pro' } }"><copilot-chat /></div>`,
})
class ConfigObjectHost {
  readonly url = runtime.url;
  readonly team = signal("red");
}

@Component({
  standalone: true,
  imports: [CopilotKitConfigDirective],
  template: `<div copilotkitConfig [agents]="agents" [selfManagedAgents]="selfManaged"></div>`,
})
class ConfigAgentsHost {
  readonly agents: Record<string, AbstractAgent> = { local: localAgent("local"), kept: localAgent("kept") };
  readonly selfManaged: Record<string, AbstractAgent> = { local: localAgent("local") };
}

const localAgent = (agentId: string) =>
  new ScriptedAgent({ agentId, script: ({ threadId, runId }) => textRunEvents({ threadId, runId, deltas: [agentId] }) });

@Component({
  standalone: true,
  imports: [CopilotChat, CopilotKitConfigDirective, CopilotKitAgent],
  template: `<div copilotkitConfig [runtimeUrl]="url">
    <span
      [copilotkitAgent]="agentId()"
      #followed="copilotkitAgent"
      [attr.data-running]="followed.running()"
      (agentChange)="agents.push($event)"
      (runningChange)="running.push($event)"
      (messagesChange)="messageCounts.push($event.messages.length)"
      (stateChange)="states.push($event.state)"
      (runInitialized)="events.push('initialized')"
      (runFinalized)="events.push('finalized')"
      (runFailed)="events.push('failed')"
    ></span>
    <copilot-chat />
  </div>`,
})
class AgentHost {
  readonly url = runtime.url;
  readonly agentId = signal<string | undefined>(undefined);
  readonly agents: Array<AbstractAgent | undefined> = [];
  readonly running: boolean[] = [];
  readonly messageCounts: number[] = [];
  readonly states: unknown[] = [];
  readonly events: string[] = [];
}

describe("[copilotkitConfig]", () => {
  it("connects to the runtime it names and sends its headers and properties; a changed input applies to the next run", async () => {
    requests.length = 0;
    const fixture = await render(ConfigObjectHost);
    const root: HTMLElement = fixture.nativeElement;
    const copilotkit = fixture.debugElement.injector.get(CopilotKit);
    await waitFor(() => expect(copilotkit.runtimeConnectionStatus()).toBe("connected"));
    await sendMessage(root, "hello");
    await reply(root, "You said: hello");
    const runs = () => requests.filter((request) => request.path.endsWith("/agent/default/run"));
    expect(runs().map((request) => request.team)).toEqual(["red"]);
    expect(runtime.agents.default.inputs.at(-1)?.forwardedProps).toMatchObject({ plan: "pro" });

    fixture.componentInstance.team.set("blue");
    await fixture.whenStable();
    await sendMessage(root, "again");
    await reply(root, "You said: again");
    expect(runs().map((request) => request.team)).toEqual(["red", "blue"]);
  });

  it("sets the local agents, self-managed ones winning on a shared id", async () => {
    const fixture = await render(ConfigAgentsHost);
    const copilotkit = fixture.debugElement.injector.get(CopilotKit);
    const host = fixture.componentInstance;
    await waitFor(() => expect(copilotkit.agents()["local"]).toBe(host.selfManaged["local"]));
    expect(copilotkit.agents()["kept"]).toBe(host.agents["kept"]);
  });
});

@Component({
  standalone: true,
  imports: [CopilotKitConfigDirective, CopilotKitAgent],
  template: `<div copilotkitConfig [agents]="{ broken }"><span copilotkitAgent agentId="broken" (runningChange)="running.push($event)" (runFailed)="failures.push($event.error.message)"></span></div>`,
})
class FailingAgentHost {
  // Nothing listens on port 9: the agent's request itself fails.
  readonly broken = new HttpAgent({ agentId: "broken", url: "http://127.0.0.1:9/agent" });
  readonly running: boolean[] = [];
  readonly failures: string[] = [];
}

describe("[copilotkitAgent]", () => {
  it("emits runFailed (and running false) when the agent's run fails", async () => {
    const fixture = await render(FailingAgentHost);
    const host = fixture.componentInstance;
    const copilotkit = fixture.debugElement.injector.get(CopilotKit);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await copilotkit.core.runAgent({ agent: host.broken });
    await waitFor(() => expect(host.failures).toHaveLength(1));
    expect(host.running).toEqual([true, false]);
  });

  it("emits the agent (the runtime's once connected), the running state, messages and run events of a run in the chat", async () => {
    const fixture = await render(AgentHost);
    const root: HTMLElement = fixture.nativeElement;
    const host = fixture.componentInstance;
    const copilotkit = fixture.debugElement.injector.get(CopilotKit);
    await waitFor(() => expect(host.agents.at(-1)).toBe(copilotkit.agents()["default"]));
    expect(host.agents.at(-1)).toBeDefined();

    await sendMessage(root, "hello");
    await reply(root, "You said: hello");
    await waitFor(() => expect(host.events).toEqual(["initialized", "finalized"]));
    expect(host.running).toEqual([true, false]);
    expect(host.messageCounts.at(-1)).toBe(2);
    expect(root.querySelector("span")?.getAttribute("data-running")).toBe("false");

    // A RUN_ERROR ends the run (finalized, not failed: the agent's run itself did not throw).
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await sendMessage(root, "error");
    await waitFor(() => expect(host.events.slice(2)).toEqual(["initialized", "finalized"]));
    expect(host.running).toEqual([true, false, true, false]);
  });

  it("follows another agent when its id changes, and only that one", async () => {
    const fixture = await render(AgentHost);
    const host = fixture.componentInstance;
    const copilotkit = fixture.debugElement.injector.get(CopilotKit);
    await waitFor(() => expect(host.agents.at(-1)).toBe(copilotkit.agents()["default"]));
    host.agentId.set("slow");
    await waitFor(() => expect(host.agents.at(-1)).toBe(copilotkit.agents()["slow"]));
    const before = host.events.length;
    // A run of the agent it no longer follows is not reported.
    await copilotkit.core.runAgent({ agent: copilotkit.agents()["default"]! });
    expect(host.events.length).toBe(before);
  });
});

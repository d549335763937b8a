// @vitest-environment jsdom
import "./support/setup-angular.js";
import { Component, signal } from "@angular/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  CopilotChat,
  CopilotKit,
  CopilotKitChatConfig,
  CopilotKitFrontendTool,
  CopilotKitHumanInTheLoop,
  CopilotKitHumanInTheLoopRespond,
  type ToolCallStatus,
} from "../src/index.js";
import { button, renderWithRuntime, sendMessage, typeInto, waitFor } from "./support/render.js";
import { ConfirmCard } from "./support/confirm-card.js";
import { useScriptedRuntime } from "./support/scripted-runtime.js";

// CopilotKit's Angular directive names, over the same tool machinery as registerFrontendTool and
// registerHumanInTheLoop, driven through a real runtime with the chat in the page.

const runtime = useScriptedRuntime();
afterEach(() => vi.restoreAllMocks());

@Component({
  standalone: true,
  imports: [CopilotChat, CopilotKitFrontendTool],
  template: `<div class="page">{{ background() }}</div>
    @if (shown()) {
      <span copilotkitFrontendTool [name]="toolName()" description="Sets the page background" [parameters]="schema" [handler]="setBackground"></span>
    }
    <copilot-chat />`,
})
class FrontendToolInputsHost {
  readonly background = signal("white");
  readonly shown = signal(true);
  readonly toolName = signal("setBackground");
  readonly schema = z.object({ color: z.string() });
  readonly setBackground = ({ color }: { color: string }) => {
    this.background.set(color);
    return `background is ${color}`;
  };
}

@Component({
  standalone: true,
  imports: [CopilotChat, CopilotKitFrontendTool],
  template: `<div class="page">{{ background() }}</div><span [copilotkitFrontendTool]="tool"></span><copilot-chat />`,
})
class FrontendToolObjectHost {
  readonly background = signal("white");
  readonly tool = {
    name: "setBackground",
    parameters: z.object({ color: z.string() }),
    handler: ({ color }: { color: string }) => {
      this.background.set(color);
      return `set to ${color}`;
    },
  };
}

@Component({ standalone: true, imports: [CopilotKitFrontendTool], template: `<span copilotkitFrontendTool description="nameless"></span>` })
class NamelessToolHost {}

@Component({
  standalone: true,
  imports: [CopilotChat, CopilotKitHumanInTheLoop],
  template: `<span copilotkitHumanInTheLoop #approval="copilotkitHumanInTheLoop" name="confirm" description="Asks before deleting" [parameters]="schema" [render]="card"
      [enabled]="enabled()" [(status)]="status" (executionStarted)="started.push($event)" (responseProvided)="answers.push($event)" (executionCompleted)="completed.push($event)"></span>
    <p class="status">{{ status }}</p>
    <button type="button" class="answer-from-code" (click)="approval.respond('approved from code')">Answer</button>
    <copilot-chat />`,
})
class HumanInTheLoopHost {
  readonly schema = z.object({ question: z.string() });
  readonly card = ConfirmCard;
  readonly enabled = signal(true);
  status: ToolCallStatus = "inProgress";
  readonly started: unknown[] = [];
  readonly answers: unknown[] = [];
  readonly completed: unknown[] = [];
}

@Component({
  standalone: true,
  imports: [CopilotKitHumanInTheLoopRespond],
  template: `<div [copilotkitHumanInTheLoopRespond]="respond" #answer="copilotkitHumanInTheLoopRespond"><button type="button" (click)="answer.respond('yes')">Yes</button></div>`,
})
class RespondHost {
  readonly received: unknown[] = [];
  readonly respond = (result: unknown) => this.received.push(result);
}

@Component({
  standalone: true,
  imports: [CopilotChat, CopilotKitChatConfig],
  template: `<section copilotkitChatConfig [labels]="{ chatInputPlaceholder: 'Ask the team bot' }" [inputValue]="draft()" (submitInput)="sent.push($event)" (changeInput)="typed.push($event)">
      <copilot-chat />
    </section>`,
})
class ChatConfigHost {
  readonly draft = signal<string | undefined>(undefined);
  readonly sent: string[] = [];
  readonly typed: string[] = [];
}

describe("[copilotkitFrontendTool]", () => {
  it("registers the tool from its inputs: the agent's call runs the handler, which changes the page", async () => {
    const fixture = await renderWithRuntime(runtime.url, FrontendToolInputsHost);
    const root: HTMLElement = fixture.nativeElement;
    await sendMessage(root, "background");
    await waitFor(() => expect(root.querySelector(".page")?.textContent).toBe("teal"));
    await waitFor(() => expect(root.textContent).toContain("Tools said: background is teal"));
    expect(runtime.agents.default.inputs.at(-2)!.tools.map((tool) => tool.name)).toContain("setBackground");
  });

  it("registers again under a new name when the input changes, and unregisters with the element", async () => {
    const fixture = await renderWithRuntime(runtime.url, FrontendToolInputsHost);
    const core = fixture.debugElement.injector.get(CopilotKit).core;
    expect(core.getTool({ toolName: "setBackground" })).toBeTruthy();
    fixture.componentInstance.toolName.set("paint");
    await fixture.whenStable();
    expect(core.getTool({ toolName: "setBackground" })).toBeUndefined();
    expect(core.getTool({ toolName: "paint" })?.description).toBe("Sets the page background");
    fixture.componentInstance.shown.set(false);
    await fixture.whenStable();
    expect(core.getTool({ toolName: "paint" })).toBeUndefined();
  });

  it("takes the whole tool as its value", async () => {
    const fixture = await renderWithRuntime(runtime.url, FrontendToolObjectHost);
    const root: HTMLElement = fixture.nativeElement;
    await sendMessage(root, "background");
    await waitFor(() => expect(root.textContent).toContain("Tools said: set to teal"));
    expect(root.querySelector(".page")?.textContent).toBe("teal");
  });

  it("says so, and registers nothing, without a name", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const fixture = await renderWithRuntime(runtime.url, NamelessToolHost);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"name" is required'));
    expect(fixture.debugElement.injector.get(CopilotKit).core.tools).toEqual([]);
  });
});

describe("[copilotkitHumanInTheLoop]", () => {
  it("renders the call with respond, reports it through its outputs and two-way status, and sends the answer", async () => {
    const fixture = await renderWithRuntime(runtime.url, HumanInTheLoopHost);
    const root: HTMLElement = fixture.nativeElement;
    const host = fixture.componentInstance;
    await sendMessage(root, "approve");
    const card = await waitFor(() => {
      const found = root.querySelector<HTMLElement>(".confirm");
      expect(found?.getAttribute("data-status")).toBe("executing");
      return found!;
    });
    expect(card.textContent).toContain("Delete?");
    await waitFor(() => expect(root.querySelector(".status")?.textContent).toBe("executing"));
    expect(host.started).toEqual([{ question: "Delete?" }]);
    button(card, "Approve").click();
    await waitFor(() => expect(root.textContent).toContain("Tools said: yes, approved"));
    expect(host.answers).toEqual(["yes, approved"]);
    expect(host.completed).toEqual(["yes, approved"]);
    await waitFor(() => expect(root.querySelector(".status")?.textContent).toBe("complete"));
  });

  it("respond() answers the waiting call from code (a template reference to the directive)", async () => {
    const fixture = await renderWithRuntime(runtime.url, HumanInTheLoopHost);
    const root: HTMLElement = fixture.nativeElement;
    await sendMessage(root, "approve");
    await waitFor(() => expect(root.querySelector(".confirm")?.getAttribute("data-status")).toBe("executing"));
    root.querySelector<HTMLButtonElement>(".answer-from-code")!.click();
    await waitFor(() => expect(root.textContent).toContain("Tools said: approved from code"));
    expect(fixture.componentInstance.answers).toEqual(["approved from code"]);
  });

  it("enabled=false takes the tool away; true brings it back", async () => {
    const fixture = await renderWithRuntime(runtime.url, HumanInTheLoopHost);
    const core = fixture.debugElement.injector.get(CopilotKit).core;
    expect(core.getTool({ toolName: "confirm" })?.description).toBe("Asks before deleting");
    fixture.componentInstance.enabled.set(false);
    await fixture.whenStable();
    expect(core.getTool({ toolName: "confirm" })).toBeUndefined();
    fixture.componentInstance.enabled.set(true);
    await fixture.whenStable();
    expect(core.getTool({ toolName: "confirm" })).toBeTruthy();
  });

  it("[copilotkitHumanInTheLoopRespond] hands the template a respond", async () => {
    const fixture = await renderWithRuntime(runtime.url, RespondHost);
    button(fixture.nativeElement, "Yes").click();
    expect(fixture.componentInstance.received).toEqual(["yes"]);
  });
});

describe("[copilotkitChatConfig]", () => {
  it("gives the chats inside their labels, sets the composer's text, and reports what is typed and sent", async () => {
    const fixture = await renderWithRuntime(runtime.url, ChatConfigHost);
    const root: HTMLElement = fixture.nativeElement;
    const composer = root.querySelector<HTMLTextAreaElement>("textarea")!;
    expect(composer.getAttribute("placeholder")).toBe("Ask the team bot");

    fixture.componentInstance.draft.set("prefilled by the page");
    await waitFor(() => expect(composer.value).toBe("prefilled by the page"));

    typeInto(composer, "hello there");
    expect(fixture.componentInstance.typed.at(-1)).toBe("hello there");
    await sendMessage(root, "hello there");
    await waitFor(() => expect(root.textContent).toContain("You said: hello there"));
    expect(fixture.componentInstance.sent).toEqual(["hello there"]);
  });
});

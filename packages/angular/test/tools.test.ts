// @vitest-environment jsdom
import "./support/setup-angular.js";
import { Component, Injector, TemplateRef, ViewChild, inject, input, runInInjectionContext, signal, type OnInit } from "@angular/core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CopilotChat,
  CopilotDefaultToolCallRenderer,
  registerFrontendTool,
  registerHumanInTheLoop,
  registerRenderActivityMessage,
  registerRenderToolCall,
  type ToolCallStatus,
} from "../src/index.js";
import { SignalInput } from "../src/ui/signal-input.js";
import { button, renderWithRuntime, sendMessage, waitFor } from "./support/render.js";
import { ConfirmCard } from "./support/confirm-card.js";
import { useScriptedRuntime } from "./support/scripted-runtime.js";

const runtime = useScriptedRuntime();

@Component({
  selector: "test-color-chip",
  standalone: true,
  template: `<span class="color-chip" [attr.data-status]="status()">{{ args().color }} {{ result() ?? "" }}</span>`,
})
class ColorChip {
  @SignalInput() readonly args = input<{ color?: string }>({});
  @SignalInput() readonly status = input<ToolCallStatus>("inProgress");
  @SignalInput() readonly result = input<string | undefined>(undefined);
}

@Component({
  standalone: true,
  imports: [CopilotChat],
  template: `<div class="page" [style.background]="background()">{{ background() }}</div><copilot-chat />`,
})
class FrontendToolHost {
  readonly background = signal("white");
  constructor() {
    registerFrontendTool({
      name: "setBackground",
      description: "Sets the page background",
      parameters: z.object({ color: z.string() }),
      handler: ({ color }) => {
        this.background.set(color);
        return `background is ${color}`;
      },
      render: ColorChip,
    });
  }
}

@Component({
  standalone: true,
  imports: [CopilotChat],
  template: `<copilot-chat />`,
})
class HumanInTheLoopHost {
  constructor() {
    registerHumanInTheLoop({ name: "confirm", parameters: z.object({ question: z.string() }), render: ConfirmCard });
  }
}
@Component({
  standalone: true,
  imports: [CopilotChat],
  template: `<copilot-chat />`,
})
class RenderersHost {
  constructor() {
    registerRenderToolCall({ name: "*", render: CopilotDefaultToolCallRenderer });
    registerRenderActivityMessage({ activityType: "plan", content: z.object({ steps: z.array(z.string()) }), render: PlanList });
  }
}
@Component({
  selector: "test-plan",
  standalone: true,
  template: `<ol class="plan">@for (step of content().steps; track step) {<li>{{ step }}</li>}</ol>`,
})
class PlanList {
  @SignalInput() readonly content = input<{ steps: string[] }>({ steps: [] });
}

@Component({
  standalone: true,
  imports: [CopilotChat],
  template: `<ng-template #weather let-args="args" let-status="status"><p class="weather-card" [attr.data-status]="status">Weather in {{ args.city }}</p></ng-template>
    <copilot-chat />`,
})
class TemplateRendererHost implements OnInit {
  @ViewChild("weather", { static: true }) weather!: TemplateRef<unknown>;
  readonly #injector = inject(Injector);
  constructor() {
    registerRenderToolCall({ name: "*", render: CopilotDefaultToolCallRenderer });
  }
  ngOnInit(): void {
    // A template exists once the view is created: register it from ngOnInit in the injection context.
    runInInjectionContext(this.#injector, () => registerRenderToolCall({ name: "getWeather", render: this.weather }));
  }
}

describe("tools and renderers", () => {
  it("registerFrontendTool: the handler changes the page, the component renders the call through complete, the agent follows up", async () => {
    const fixture = await renderWithRuntime(runtime.url, FrontendToolHost);
    const root: HTMLElement = fixture.nativeElement;
    await sendMessage(root, "background");
    await waitFor(() => expect(root.querySelector(".page")?.textContent).toBe("teal"));
    await waitFor(() => expect(root.querySelector(".color-chip")?.getAttribute("data-status")).toBe("complete"));
    expect(root.querySelector(".color-chip")?.textContent).toContain("teal background is teal");
    await waitFor(() => expect(root.textContent).toContain("Tools said: background is teal"));
    const offered = runtime.agents.default.inputs.at(-2)!.tools.map((tool) => tool.name);
    expect(offered).toContain("setBackground");
  });

  it("unregisters the tool when the component is destroyed", async () => {
    const fixture = await renderWithRuntime(runtime.url, FrontendToolHost);
    const { CopilotKit } = await import("../src/index.js");
    const copilotkit = fixture.debugElement.injector.get(CopilotKit);
    expect(copilotkit.core.getTool({ toolName: "setBackground" })).toBeTruthy();
    fixture.destroy();
    expect(copilotkit.core.getTool({ toolName: "setBackground" })).toBeUndefined();
  });

  it("registerHumanInTheLoop: waits for respond, then sends the answer as the tool result", async () => {
    const fixture = await renderWithRuntime(runtime.url, HumanInTheLoopHost);
    const root: HTMLElement = fixture.nativeElement;
    await sendMessage(root, "approve");
    const card = await waitFor(() => {
      const found = root.querySelector<HTMLElement>(".confirm");
      expect(found?.getAttribute("data-status")).toBe("executing");
      return found!;
    });
    expect(card.textContent).toContain("Delete?");
    expect(button(root, "Stop generating")).toBeTruthy();
    button(card, "Approve").click();
    await waitFor(() => expect(root.textContent).toContain("Tools said: yes, approved"));
    expect(root.querySelector(".confirm")?.getAttribute("data-status")).toBe("complete");
    expect(root.querySelector(".confirm button")).toBeNull();
  });

  it("registerRenderToolCall '*' with the default card, and registerRenderActivityMessage with a schema", async () => {
    const fixture = await renderWithRuntime(runtime.url, RenderersHost);
    const root: HTMLElement = fixture.nativeElement;
    await sendMessage(root, "weather");
    const card = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('.wm-tool-card[data-tool-name="getWeather"]');
      expect(found).toBeTruthy();
      return found!;
    });
    const header = card.querySelector<HTMLButtonElement>(".wm-tool-card__header")!;
    expect(header.getAttribute("aria-expanded")).toBe("false");
    header.click();
    await waitFor(() => expect(header.getAttribute("aria-expanded")).toBe("true"));
    expect(card.querySelector(".wm-tool-card__pre")?.textContent).toContain('"city": "Paris"');
    // getWeather has no handler here: the turn ends with the call shown.
    await waitFor(() => expect(button(root, "Send message")).toBeTruthy());

    await sendMessage(root, "activity");
    await waitFor(() => expect([...root.querySelectorAll(".plan li")].map((item) => item.textContent)).toEqual(["search", "summarise"]));
  });

  it("a template renderer for one tool wins over the '*' renderer", async () => {
    const fixture = await renderWithRuntime(runtime.url, TemplateRendererHost);
    const root: HTMLElement = fixture.nativeElement;
    await sendMessage(root, "weather");
    await waitFor(() => expect(root.querySelector(".weather-card")?.textContent).toBe("Weather in Paris"));
    expect(root.querySelector(".wm-tool-card")).toBeNull();
  });
});

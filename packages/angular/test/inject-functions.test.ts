// @vitest-environment jsdom
import "./support/setup-angular.js";
import { Component, signal } from "@angular/core";
import { describe, expect, it } from "vitest";
import {
  CopilotChat,
  CopilotKit,
  CopilotThreadsList,
  CopilotkitAgentContext,
  connectAgentContext,
  injectAgentStore,
  injectInterrupt,
  injectSuggestions,
  registerSuggestions,
} from "../src/index.js";
import { button, renderWithRuntime, sendMessage, typeInto, waitFor } from "./support/render.js";
import { startScriptedRuntime, useScriptedRuntime } from "./support/scripted-runtime.js";

const runtime = useScriptedRuntime();

@Component({
  standalone: true,
  imports: [CopilotChat, CopilotkitAgentContext],
  template: `<p class="summary">{{ store.isReady() ? "ready" : "pending" }} · {{ store.messages().length }} messages · {{ store.isRunning() ? "running" : "idle" }} · {{ stage() }}</p>
    <section [copilotkitAgentContext]="{ items: cart() }" agentContextDescription="The cart"></section>
    <copilot-chat />`,
})
class StoreHost {
  readonly store = injectAgentStore();
  readonly cart = signal(["apples"]);
  readonly user = signal({ name: "Ada" });
  stage(): string {
    return String((this.store.state() as { stage?: string }).stage ?? "-");
  }
  constructor() {
    connectAgentContext({ description: "The user", value: this.user });
  }
}

@Component({
  standalone: true,
  imports: [CopilotChat],
  template: `<ul class="pills">@for (suggestion of suggestions.suggestions(); track suggestion.title) {<li>{{ suggestion.title }}</li>}</ul><copilot-chat />`,
})
class SuggestionsHost {
  readonly suggestions = injectSuggestions();
  constructor() {
    registerSuggestions({ suggestions: [{ title: "Say hello", message: "hello from a pill" }], available: "always" });
  }
}

@Component({
  standalone: true,
  imports: [CopilotChat],
  template: `<copilot-chat>
    @if (approval.interrupt(); as interrupt) {
      <div copilotChatFooter class="interrupt">{{ interrupt.message }} · {{ approval.result() }}
        <button type="button" (click)="approval.resolve({ approved: true })">Proceed</button>
      </div>
    }
  </copilot-chat>`,
})
class InterruptHost {
  readonly approval = injectInterrupt({ handler: ({ interrupt }) => `handled ${interrupt.id}` });
}

@Component({
  standalone: true,
  imports: [CopilotChat],
  template: `<copilot-chat>
    @if (approval.interrupt(); as interrupt) {
      <div copilotChatFooter class="interrupt">{{ interrupt.reason }}: {{ question(interrupt) }}
        <button type="button" (click)="approval.resolve({ approved: true })">Proceed</button>
        <button type="button" (click)="approval.cancel()">Dismiss</button>
      </div>
    }
  </copilot-chat>`,
})
class LegacyInterruptHost {
  readonly approval = injectInterrupt();
  question(interrupt: { metadata?: unknown }): string {
    return (interrupt.metadata as { value: { question: string } }).value.question;
  }
}

@Component({ standalone: true, imports: [CopilotChat, CopilotThreadsList], template: `<copilot-threads-list /><copilot-chat />` })
class ThreadsHost {}

describe("inject and register functions", () => {
  it("injectAgentStore exposes messages, run status and state as signals; context reaches the run and follows signals", async () => {
    const fixture = await renderWithRuntime(runtime.url, StoreHost);
    const root: HTMLElement = fixture.nativeElement;
    await waitFor(() => expect(root.querySelector(".summary")?.textContent).toBe("ready · 0 messages · idle · -"));
    await sendMessage(root, "activity");
    await waitFor(() => expect(root.querySelector(".summary")?.textContent).toBe("ready · 2 messages · idle · planned"));
    const context = runtime.agents.default.inputs.at(-1)!.context;
    expect(context).toContainEqual({ description: "The user", value: '{"name":"Ada"}' });
    expect(context).toContainEqual({ description: "The cart", value: '{"items":["apples"]}' });

    fixture.componentInstance.user.set({ name: "Grace" });
    fixture.componentInstance.cart.set(["apples", "pears"]);
    await fixture.whenStable();
    await sendMessage(root, "again");
    await waitFor(() => expect(root.textContent).toContain("You said: again"));
    const next = runtime.agents.default.inputs.at(-1)!.context;
    expect(next).toContainEqual({ description: "The user", value: '{"name":"Grace"}' });
    expect(next).toContainEqual({ description: "The cart", value: '{"items":["apples","pears"]}' });
    expect(next.filter((entry) => entry.description === "The user")).toHaveLength(1);

    const copilotkit = fixture.debugElement.injector.get(CopilotKit);
    fixture.destroy();
    expect(Object.values(copilotkit.core.context).some((entry) => entry.description === "The user")).toBe(false);
  });

  it("registerSuggestions shows pills in the chat and injectSuggestions reads them; a pill sends its message", async () => {
    const fixture = await renderWithRuntime(runtime.url, SuggestionsHost);
    const root: HTMLElement = fixture.nativeElement;
    await waitFor(() => expect(root.querySelector(".pills")?.textContent).toBe("Say hello"));
    const group = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[role="group"][aria-label="Suggestions"]');
      expect(found).toBeTruthy();
      return found!;
    });
    button(group, "Say hello").click();
    await waitFor(() => expect(root.textContent).toContain("You said: hello from a pill"));
  });

  it("injectInterrupt: shows the interrupt with the handler's result, and resolving resumes the run", async () => {
    const fixture = await renderWithRuntime(runtime.url, InterruptHost);
    const root: HTMLElement = fixture.nativeElement;
    await sendMessage(root, "interrupt");
    const shown = await waitFor(() => {
      const found = root.querySelector<HTMLElement>(".interrupt");
      expect(found?.textContent).toContain("Proceed? · handled int-1");
      return found!;
    });
    button(shown, "Proceed").click();
    await waitFor(() => expect(root.textContent).toContain('resumed [["resolved",{"approved":true}]]'));
    expect(root.querySelector(".interrupt")).toBeNull();
  });

  it("injectInterrupt answers CopilotKit's legacy on_interrupt event with a run carrying forwardedProps.command; cancel dismisses it", async () => {
    const fixture = await renderWithRuntime(runtime.url, LegacyInterruptHost);
    const root: HTMLElement = fixture.nativeElement;
    await sendMessage(root, "legacy interrupt");
    const shown = await waitFor(() => {
      const found = root.querySelector<HTMLElement>(".interrupt");
      expect(found?.textContent).toContain("on_interrupt: Delete the file?");
      return found!;
    });
    button(shown, "Proceed").click();
    await waitFor(() => expect(root.textContent).toContain('legacy resumed {"resume":{"approved":true},"interruptEvent":{"question":"Delete the file?"}}'));
    expect(root.querySelector(".interrupt")).toBeNull();

    await sendMessage(root, "legacy interrupt");
    const again = await waitFor(() => {
      const found = root.querySelector<HTMLElement>(".interrupt");
      expect(found).toBeTruthy();
      return found!;
    });
    const runs = runtime.agents.default.inputs.length;
    button(again, "Dismiss").click();
    await waitFor(() => expect(root.querySelector(".interrupt")).toBeNull());
    expect(runtime.agents.default.inputs.length).toBe(runs);
  });

  it("injectThreads through copilot-threads-list: lists, starts a new thread, switches back, renames", async () => {
    // A runtime of its own: the other tests' threads would be listed too.
    const own = await startScriptedRuntime();
    const fixture = await renderWithRuntime(own.url, ThreadsHost);
    const root: HTMLElement = fixture.nativeElement;
    const nav = root.querySelector<HTMLElement>('[role="navigation"][aria-label="Threads"]')!;
    await sendMessage(root, "first thread");
    await waitFor(() => expect(root.textContent).toContain("You said: first thread"));
    await waitFor(() => expect(nav.querySelectorAll("li")).toHaveLength(1));
    const firstId = nav.querySelector("li")!.getAttribute("data-thread-id")!;
    await waitFor(() => expect(nav.querySelector(".wm-threads__open")?.getAttribute("aria-current")).toBe("true"));
    button(nav, "New conversation").click();
    await waitFor(() => expect(root.querySelector(".wm-welcome")).toBeTruthy());
    await sendMessage(root, "second thread");
    await waitFor(() => expect(nav.querySelectorAll("li")).toHaveLength(2));
    const first = () => nav.querySelector<HTMLElement>(`[data-thread-id="${firstId}"]`)!;
    button(first(), "Untitled conversation").click();
    await waitFor(() => expect(root.textContent).toContain("You said: first thread"));
    expect(root.textContent).not.toContain("You said: second thread");
    button(first(), "Rename: Untitled conversation").click();
    const field = await waitFor(() => {
      const found = first().querySelector<HTMLInputElement>('input[aria-label="Rename"]');
      if (!found) throw new Error("no rename field yet");
      return found;
    });
    expect(document.activeElement).toBe(field);
    typeInto(field, "Greetings");
    field.form!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    await waitFor(() => expect(button(first(), "Greetings")).toBeTruthy());
    fixture.destroy();
    await own.close();
  });
});

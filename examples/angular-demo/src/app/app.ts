import { ChangeDetectionStrategy, Component, signal } from "@angular/core";
import { CopilotChat, connectAgentContext, registerFrontendTool, registerHumanInTheLoop, registerSuggestions } from "@wingman/angular";
import { ApprovalCard } from "./approval-card";
import { ColorChip } from "./color-chip";

/** The page: a panel whose colour the agent changes (a frontend tool), and the chat. */
@Component({
  selector: "app-root",
  imports: [CopilotChat],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<a class="skip-link" href="#chat" data-testid="skip-to-chat" (click)="skipToChat($event)">Skip to chat</a>
  <main class="page">
    <section class="panel" data-testid="panel" [style.background]="background()">
      <div class="panel__card">
        <h1>Wingman × Angular</h1>
        <p>Background: <code data-testid="background">{{ background() }}</code></p>
        <p class="hint">Try “change the background color to teal”, “ask for approval to deploy to production” or “show me an example”.</p>
        @if (model(); as info) { <p class="model" data-testid="model">Model: {{ info.model }}</p> }
      </div>
    </section>
    <section class="chat-column" id="chat" aria-label="Chat"><copilot-chat /></section>
  </main>`,
})
export class App {
  readonly background = signal("#f8fafc");
  readonly model = signal<{ model: string; offline: boolean } | undefined>(undefined);

  /** Keyboard users land in the composer itself, not just scrolled to the column. */
  skipToChat(event: Event): void {
    event.preventDefault();
    document.querySelector<HTMLTextAreaElement>("#chat textarea")?.focus();
  }

  constructor() {
    registerFrontendTool({
      name: "changeBackgroundColor",
      description: "Changes the background colour of the page's panel",
      parameters: { type: "object", properties: { color: { type: "string", description: "A CSS colour" } }, required: ["color"] },
      handler: (args) => {
        const color = String(args["color"]);
        this.background.set(color);
        return `The background is now ${color}.`;
      },
      render: ColorChip,
    });
    registerHumanInTheLoop({
      name: "requestApproval",
      description: "Asks the user to approve an action before it happens",
      parameters: { type: "object", properties: { action: { type: "string", description: "What needs approval" } }, required: ["action"] },
      render: ApprovalCard,
    });
    connectAgentContext({ description: "The panel's background colour", value: this.background });
    registerSuggestions({
      suggestions: [
        { title: "Make it teal", message: "change the background color to teal" },
        { title: "Ask for approval", message: "ask for approval to deploy to production" },
      ],
      available: "always",
    });
    fetch("/api/demo")
      .then((response) => (response.ok ? response.json() : undefined))
      .then((info: { model: string; offline: boolean } | undefined) => this.model.set(info))
      .catch(() => undefined);
  }
}

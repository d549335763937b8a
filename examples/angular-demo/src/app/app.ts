import { ChangeDetectionStrategy, Component, computed, inject } from "@angular/core";
import { CopilotChat, connectAgentContext, registerFrontendTool, registerHumanInTheLoop, registerRenderToolCall, registerSuggestions } from "@wingman/angular";
import { ACCENT_TOOL, APPROVAL_TOOL, DEMO_PHRASES, type AccentColor as AccentColorName } from "@wingman/demo-shared/page";
import { AccentCard } from "./accent-card";
import { AccentColor } from "./accent-color";
import { AccentToolChip } from "./accent-tool-chip";
import { ApprovalCard } from "./approval-card";
import { ApprovalsCard } from "./approvals-card";
import { CapabilitiesCard } from "./capabilities-card";
import { injectDemoInfo } from "./demo-info";
import { PageHeader } from "./page-header";
import { PlanCard } from "./plan-card";
import { injectRuntimeHealth } from "./runtime-health";
import { RuntimeBanner } from "./runtime-banner";
import { ThreadPanel } from "./thread-panel";
import { WeatherCard } from "./weather-card";

/** Images, PDFs and text files: the offline model acknowledges each (type and size), a real one reads them. */
const DEMO_ATTACHMENTS = { enabled: true, accept: "image/*,application/pdf,text/plain" };

/** The demo: a small offsite planner with the copilot beside it (the React demo's page, in Angular). */
@Component({
  selector: "app-root",
  imports: [CopilotChat, PageHeader, RuntimeBanner, ThreadPanel, PlanCard, AccentCard, ApprovalsCard, CapabilitiesCard],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<div class="app">
    <a class="skip-link" href="#chat" data-testid="skip-to-chat" (click)="skipToChat($event)">Skip to chat</a>
    <div class="app__main">
      <app-page-header [info]="info()" [health]="runtime.health()" />
      @if (runtime.health() === "offline") {
        <app-runtime-banner (retry)="runtime.checkNow()" />
      }
      <div class="workspace">
        <app-thread-panel />
        <main class="content">
          <section class="hero">
            <h1>Plan the team offsite with your copilot</h1>
            <p>Every card below is wired to the agent. Pick a suggestion in the chat, press a <em>Try</em> button, or just type.</p>
          </section>
          <div class="grid">
            <app-plan-card />
            <app-accent-card />
            <app-approvals-card />
            <app-capabilities-card />
          </div>
        </main>
      </div>
    </div>
    <aside id="chat" class="wm-root wm-sidebar wm-sidebar--right" style="--wm-sidebar-width: var(--sidebar-width)" data-wingman="" data-theme="light" aria-label="Wingman copilot">
      <copilot-chat theme="light" [attachments]="attachments" [readAloud]="true">
        <div copilotChatHeader class="wm-modal-header"><h2 class="wm-modal-header__title">Wingman copilot</h2></div>
      </copilot-chat>
    </aside>
  </div>`,
})
export class App {
  protected readonly info = injectDemoInfo();
  protected readonly runtime = injectRuntimeHealth();
  protected readonly attachments = DEMO_ATTACHMENTS;
  readonly #accent = inject(AccentColor);

  /** Keyboard users land in the composer itself, not just scrolled to the chat. */
  skipToChat(event: Event): void {
    event.preventDefault();
    document.querySelector<HTMLTextAreaElement>(".wm-chat textarea")?.focus();
  }

  constructor() {
    registerFrontendTool<{ color: AccentColorName }>({
      ...ACCENT_TOOL,
      handler: ({ color }) => {
        this.#accent.set(color);
        return { color, applied: true };
      },
      render: AccentToolChip,
    });
    registerHumanInTheLoop({
      ...APPROVAL_TOOL,
      render: ApprovalCard,
    });
    registerRenderToolCall({ name: "getWeather", render: WeatherCard });
    connectAgentContext(computed(() => ({ description: "The page's current accent colour", value: this.#accent.color() })));
    registerSuggestions({ suggestions: DEMO_PHRASES.map(({ title, message }) => ({ title, message })), available: "before-first-message" });
    registerSuggestions({
      instructions: "Suggest the demo features the user has not tried yet, as short phrases the user could send.",
      minSuggestions: 2,
      maxSuggestions: 3,
      available: "after-first-message",
    });
  }
}

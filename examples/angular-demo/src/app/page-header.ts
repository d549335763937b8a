import { ChangeDetectionStrategy, Component, computed, input } from "@angular/core";
import { RUNTIME_HEALTH_LABELS, type RuntimeHealth } from "@wingman/demo-shared/page";
import type { DemoInfo } from "./demo-info";

const THREAD_STORES: Record<DemoInfo["threads"], string> = { sqlite: "SQLite", postgres: "PostgreSQL", redis: "Redis", memory: "in memory" };

/** Brand, which model answers, where threads are kept, voice, and the runtime's status. */
@Component({
  selector: "app-page-header",
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { style: "display: contents" },
  template: `<header class="topbar">
    <div class="brand">
      <span class="brand__mark" aria-hidden="true">
        <svg viewBox="0 0 32 32" width="28" height="28"><rect width="32" height="32" rx="8" fill="var(--accent)" /><path d="M6 20 L16 8 L26 20 L16 16 Z" fill="white" /></svg>
      </span>
      <span class="brand__name">Wingman</span>
      <span class="brand__tag">Angular</span>
    </div>
    <div class="topbar__status">
      <span [class]="info()?.offline ? 'pill pill--offline-model' : 'pill pill--model'" data-testid="model-badge"
        [attr.title]="info()?.offline ? 'No API key set: the offline demo model answers. Set OPENAI_API_KEY (or another provider\\'s key) and restart for a real model.' : 'A real model answers.'">
        <span class="pill__label">Model</span> {{ info()?.model ?? "…" }}
      </span>
      @if (info(); as shown) {
        <span class="pill" [attr.title]="shown.threads === 'memory' ? 'Conversations are kept in memory until the server stops.' : 'Conversations survive restarts.'">
          <span class="pill__label">Threads</span> {{ threadStore(shown.threads) }}
        </span>
        @if (shown.voice.enabled) {
          <span class="pill" data-testid="voice-status" [attr.title]="'The microphone in the composer transcribes with ' + shown.voice.label + '.'">
            <span class="pill__label">Voice</span> {{ shown.voice.label }}
          </span>
        } @else {
          <span class="pill pill--voice-off" data-testid="voice-status"><span class="pill__label">Voice off</span> {{ shown.voice.reason }}</span>
        }
      }
      <span [class]="'pill pill--health pill--' + health()" data-testid="runtime-status" role="status"><span class="pill__dot"></span> {{ healthLabel() }}</span>
    </div>
  </header>`,
})
export class PageHeader {
  readonly info = input<DemoInfo | undefined>(undefined);
  readonly health = input.required<RuntimeHealth>();
  protected readonly healthLabel = computed(() => RUNTIME_HEALTH_LABELS[this.health()]);
  protected threadStore(kind: DemoInfo["threads"]): string {
    return THREAD_STORES[kind];
  }
}

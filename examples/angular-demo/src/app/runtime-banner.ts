import { ChangeDetectionStrategy, Component, output } from "@angular/core";
import { RUNTIME_URL } from "@wingman/demo-shared/page";

/** Shown while the runtime cannot be reached; it goes away by itself when the runtime is back. */
@Component({
  selector: "app-runtime-banner",
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { style: "display: contents" },
  template: `<div class="banner" role="alert" data-testid="runtime-banner">
    <svg class="banner__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M12 3l10 18H2z" fill="#fecaca" stroke="#b91c1c" stroke-width="1.5" stroke-linejoin="round" />
      <path d="M12 10v5m0 3v.5" stroke="#b91c1c" stroke-width="2" stroke-linecap="round" />
    </svg>
    <div class="banner__text">
      <strong>The copilot's runtime is unreachable.</strong> The page cannot reach <code>{{ runtimeUrl }}</code>; is the server
      running (<code>npm start -w examples/angular-demo</code>)? It reconnects by itself as soon as the runtime is back.
    </div>
    <button type="button" class="button button--small" (click)="retry.emit()">Retry now</button>
  </div>`,
})
export class RuntimeBanner {
  readonly retry = output();
  protected readonly runtimeUrl = RUNTIME_URL;
}

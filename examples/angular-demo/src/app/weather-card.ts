import { ChangeDetectionStrategy, Component, computed, input } from "@angular/core";
import type { ToolCallStatus } from "@wingman/angular";
import { parseWeatherReport } from "@wingman/demo-shared/page";

const RAYS = [0, 45, 90, 135, 180, 225, 270, 315];

/** Generative UI: the server tool `getWeather`, drawn as a card instead of raw JSON. */
@Component({
  selector: "app-weather-card",
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<div class="weather-card" data-testid="weather-card" [attr.data-status]="status()" [attr.aria-busy]="!report()">
    <div class="weather-card__top">
      <div>
        <div class="weather-card__city">{{ report()?.city ?? args().city ?? "…" }}</div>
        <div class="weather-card__condition">{{ report()?.condition ?? "Checking the sky…" }}</div>
      </div>
      <div class="weather-card__icon">
        <!-- A small drawn icon per condition (no emoji: not every system has an emoji font). -->
        <svg viewBox="0 0 40 40" width="44" height="44" aria-hidden="true">
          @if (sunny() || condition() === "Partly cloudy" || condition() === undefined) {
            <svg:circle cx="20" cy="20" r="8" fill="#fde047" />
            @for (angle of rays; track angle) {
              <svg:line x1="20" y1="4" x2="20" y2="8" stroke="#fde047" stroke-width="2.5" stroke-linecap="round" [attr.transform]="'rotate(' + angle + ' 20 20)'" />
            }
          }
          @if (cloudy()) {
            <svg:path [attr.transform]="condition() === 'Partly cloudy' ? 'translate(4 4)' : null" d="M12 30h18a7 7 0 0 0 0-14 9 9 0 0 0-17-2 7 7 0 0 0-1 16z" fill="#fff" opacity="0.95" />
          }
          @if (condition() === "Light rain") {
            @for (x of [14, 20, 26]; track x) {
              <svg:line [attr.x1]="x" y1="33" [attr.x2]="x - 2" y2="38" stroke="#e0f2fe" stroke-width="2" stroke-linecap="round" />
            }
          }
          @if (condition() === "Windy") {
            <svg:path d="M6 35h20a3 3 0 1 0-3-3" fill="none" stroke="#e0f2fe" stroke-width="2" stroke-linecap="round" />
          }
        </svg>
      </div>
    </div>
    <div class="weather-card__temperature">{{ report() ? report()!.temperatureC + "°C" : "--°C" }}</div>
    <div class="weather-card__details">
      <span>Humidity {{ report() ? report()!.humidity + "%" : "--" }}</span>
      <span>Wind {{ report() ? report()!.windKph + " km/h" : "--" }}</span>
    </div>
  </div>`,
})
export class WeatherCard {
  readonly args = input<{ city?: string }>({});
  readonly status = input<ToolCallStatus>("inProgress");
  readonly result = input<string | undefined>(undefined);
  protected readonly rays = RAYS;
  protected readonly report = computed(() => (this.status() === "complete" ? parseWeatherReport(this.result()) : undefined));
  protected readonly condition = computed(() => this.report()?.condition);
  protected readonly sunny = computed(() => this.condition() === "Sunny" || this.condition() === "Clear skies");
  protected readonly cloudy = computed(() => ["Cloudy", "Partly cloudy", "Light rain", "Windy"].includes(this.condition() ?? ""));
}

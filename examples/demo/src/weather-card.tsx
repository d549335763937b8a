import { parseWeatherReport } from "@wingman/demo-shared/page";
import type { ToolCallRenderProps } from "@wingman/react";

function Sun() {
  return (
    <g>
      <circle cx="20" cy="20" r="8" fill="#fde047" />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
        <line key={angle} x1="20" y1="4" x2="20" y2="8" stroke="#fde047" strokeWidth="2.5" strokeLinecap="round" transform={`rotate(${angle} 20 20)`} />
      ))}
    </g>
  );
}

function Cloud({ x = 0, y = 0 }: { x?: number; y?: number }) {
  return <path transform={`translate(${x} ${y})`} d="M12 30h18a7 7 0 0 0 0-14 9 9 0 0 0-17-2 7 7 0 0 0-1 16z" fill="#fff" opacity="0.95" />;
}

/** A small drawn icon per condition (no emoji: not every system has an emoji font). */
function WeatherIcon({ condition }: { condition: string | undefined }) {
  const sunny = condition === "Sunny" || condition === "Clear skies";
  const cloudy = condition === "Cloudy" || condition === "Partly cloudy" || condition === "Light rain" || condition === "Windy";
  return (
    <svg viewBox="0 0 40 40" width="44" height="44" aria-hidden="true">
      {(sunny || condition === "Partly cloudy" || condition === undefined) && <Sun />}
      {cloudy && <Cloud x={condition === "Partly cloudy" ? 4 : 0} y={condition === "Partly cloudy" ? 4 : 0} />}
      {condition === "Light rain" && [14, 20, 26].map((x) => <line key={x} x1={x} y1="33" x2={x - 2} y2="38" stroke="#e0f2fe" strokeWidth="2" strokeLinecap="round" />)}
      {condition === "Windy" && <path d="M6 35h20a3 3 0 1 0-3-3" fill="none" stroke="#e0f2fe" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}

/** Generative UI: the server tool `getWeather`, drawn as a card instead of raw JSON. */
export function WeatherCard({ args, status, result }: ToolCallRenderProps<{ city: string }>) {
  const report = status === "complete" ? parseWeatherReport(result) : undefined;
  return (
    <div className="weather-card" data-testid="weather-card" data-status={status} aria-busy={!report}>
      <div className="weather-card__top">
        <div>
          <div className="weather-card__city">{report?.city ?? args.city ?? "…"}</div>
          <div className="weather-card__condition">{report ? report.condition : "Checking the sky…"}</div>
        </div>
        <div className="weather-card__icon">
          <WeatherIcon condition={report?.condition} />
        </div>
      </div>
      <div className="weather-card__temperature">{report ? `${report.temperatureC}°C` : "--°C"}</div>
      <div className="weather-card__details">
        <span>Humidity {report ? `${report.humidity}%` : "--"}</span>
        <span>Wind {report ? `${report.windKph} km/h` : "--"}</span>
      </div>
    </div>
  );
}

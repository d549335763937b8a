/** What `getWeather` answers; the page draws it as a weather card. */
export interface WeatherReport {
  city: string;
  temperatureC: number;
  condition: string;
  humidity: number;
  windKph: number;
}

/** The report in a `getWeather` result, if it holds one. */
export function parseWeatherReport(result: string | undefined): WeatherReport | undefined {
  try {
    const parsed = result ? (JSON.parse(result) as WeatherReport) : undefined;
    return parsed && typeof parsed.temperatureC === "number" ? parsed : undefined;
  } catch {
    return undefined;
  }
}

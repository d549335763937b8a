import { defineTool } from "@wingman/agent";
import { z } from "zod";
import type { WeatherReport } from "./page/weather-report.js";

const CONDITIONS = ["Sunny", "Partly cloudy", "Cloudy", "Light rain", "Windy", "Clear skies"] as const;

/**
 * A server tool whose calls the page renders as a card (generative UI). Made-up but stable
 * numbers: the same city always gets the same weather, so the demo needs no network.
 */
export const weatherTool = defineTool({
  name: "getWeather",
  description: "Current weather for a city. The page shows the result as a weather card.",
  parameters: z.object({ city: z.string().describe("The city, e.g. Lisbon") }),
  execute: async ({ city }): Promise<WeatherReport> => {
    const name = city.trim().replace(/^["']|["']$/g, "") || "Lisbon";
    let hash = 0;
    for (const character of name.toLowerCase()) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
    await new Promise((resolve) => setTimeout(resolve, 400));
    return {
      city: name.replace(/\b\w/g, (letter) => letter.toUpperCase()),
      temperatureC: 8 + (hash % 22),
      condition: CONDITIONS[hash % CONDITIONS.length]!,
      humidity: 35 + ((hash >>> 3) % 50),
      windKph: 4 + ((hash >>> 7) % 30),
    };
  },
});

import { CopilotChat, useFrontendTool } from "@wingman/react";
import { useState } from "react";

const COLORS = { indigo: "#4f46e5", teal: "#0d9488", rose: "#e11d48" } as const;
type Color = keyof typeof COLORS;

export function App() {
  const [accent, setAccent] = useState<Color>("indigo");

  // A frontend tool: the agent on the server calls it, the handler runs here in the browser.
  useFrontendTool<{ color: Color }>({
    name: "setAccentColor",
    description: "Changes the accent colour of the page.",
    parameters: {
      type: "object",
      properties: { color: { type: "string", enum: Object.keys(COLORS) } },
      required: ["color"],
      additionalProperties: false,
    },
    handler: ({ color }) => {
      setAccent(color);
      return { color, applied: true };
    },
  });

  return (
    <main style={{ maxWidth: 720, margin: "2rem auto", fontFamily: "system-ui" }}>
      <h1 data-testid="accent" data-accent={accent} style={{ color: COLORS[accent] }}>
        Accent: {accent}
      </h1>
      <p>Try “Set the accent color to teal” or “Show me an example in markdown”.</p>
      <div style={{ height: 520 }}>
        <CopilotChat />
      </div>
    </main>
  );
}

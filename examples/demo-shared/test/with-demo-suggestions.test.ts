import { createDemoModel } from "@wingman/agent";
import { describe, expect, it } from "vitest";
import { withDemoSuggestions } from "../src/with-demo-suggestions.js";

type Model = ReturnType<typeof createDemoModel>;
type CallOptions = Parameters<Model["doStream"]>[0];

const suggestTool = {
  type: "function" as const,
  name: "copilotkitSuggest",
  description: "Suggest what the user could say next.",
  inputSchema: { type: "object", properties: { suggestions: { type: "array", items: { type: "object" } } } },
};

const user = (text: string) => ({ role: "user" as const, content: [{ type: "text" as const, text }] });

async function collect(model: Model, options: Partial<CallOptions>) {
  const { stream } = await model.doStream({ prompt: [], ...options } as CallOptions);
  const parts: Array<{ type: string; [key: string]: unknown }> = [];
  for await (const part of stream as unknown as AsyncIterable<{ type: string }>) parts.push(part);
  return parts;
}

describe("withDemoSuggestions", () => {
  const model = withDemoSuggestions(createDemoModel({ tokenDelayMs: 0, reasoning: false }));

  it("answers a suggestion request with the demo phrases not tried yet", async () => {
    const parts = await collect(model, {
      prompt: [user("Show me an example in markdown"), user("Suggest between 1 and 3 things, by calling the tool copilotkitSuggest.")],
      tools: [suggestTool],
    });
    const call = parts.find((part) => part.type === "tool-call")!;
    expect(call.toolName).toBe("copilotkitSuggest");
    const { suggestions } = JSON.parse(call.input as string) as { suggestions: Array<{ title: string; message: string }> };
    expect(suggestions.map((suggestion) => suggestion.title)).toEqual(["Change the accent colour", "Ask me to approve", "Get the weather"]);
    const streamed = parts.filter((part) => part.type === "tool-input-delta").map((part) => part.delta).join("");
    expect(streamed).toBe(call.input);
    expect(parts.at(-1)).toMatchObject({ type: "finish", finishReason: { unified: "tool-calls" } });
  });

  it("leaves every other call to the demo model", async () => {
    const parts = await collect(model, { prompt: [user("hello")] });
    const text = parts.filter((part) => part.type === "text-delta").map((part) => part.delta).join("");
    expect(text).toContain("offline demo model");
  });
});

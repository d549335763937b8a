import { EventType, type BaseEvent, type Tool } from "@ag-ui/client";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BuiltInAgent, createDemoModel, defineTool } from "../src/index.js";
import { collect, ofType, runInput } from "./helpers.js";

// The React demo's page, as the model sees it (examples/demo: use-accent-color.ts, demo-page.tsx, offsite-plan.ts).
const ACCENTS = ["indigo", "teal", "rose", "amber", "emerald", "violet", "sky"];
const setAccentColor: Tool = {
  name: "setAccentColor",
  description: "Changes the accent colour of the page (and of this chat).",
  parameters: { type: "object", properties: { color: { type: "string", enum: ACCENTS } }, required: ["color"], additionalProperties: false },
};
const requestApproval: Tool = {
  name: "requestApproval",
  description: "Ask the user to approve an action before doing it",
  parameters: { type: "object", properties: { action: { type: "string" } }, required: ["action"] },
};
const getWeather = defineTool({
  name: "getWeather",
  description: "Current weather for a city",
  parameters: z.object({ city: z.string() }),
  execute: async ({ city }) => ({ city, celsius: 21 }),
});
const plan = { title: "Team offsite in Lisbon", budget: 1200, checklist: ["Book the venue", "Send the invites"] };

type Call = { name: string; args: unknown };

async function ask(message: string): Promise<{ calls: Call[]; text: string }> {
  const agent = new BuiltInAgent({ model: createDemoModel({ tokenDelayMs: 0, reasoning: false }), tools: [getWeather], maxSteps: 1 });
  const events: BaseEvent[] = await collect(
    agent.run(runInput({ messages: [{ id: "u1", role: "user", content: message }], tools: [setAccentColor, requestApproval], state: plan })),
  );
  const calls = ofType(events, EventType.TOOL_CALL_START).map((start) => ({
    name: start.toolCallName as string,
    args: JSON.parse(ofType(events, EventType.TOOL_CALL_ARGS).filter((event) => event.toolCallId === start.toolCallId).map((event) => event.delta).join("")),
  }));
  const text = ofType(events, EventType.TEXT_MESSAGE_CONTENT).map((event) => event.delta).join("");
  return { calls, text };
}

const accent = (color: string): Call => ({ name: "setAccentColor", args: { color } });
const patch = (...delta: object[]): Call => ({ name: "AGUISendStateDelta", args: { delta } });
const weather = (city: string): Call => ({ name: "getWeather", args: { city } });
const approval = (action: string): Call => ({ name: "requestApproval", args: { action } });

describe("the offline demo model acts on the natural phrasings of each demo card", () => {
  it.each<[string, string, Call[]]>([
    ["accent", "Change the background to light blue", [accent("sky")]],
    ["accent", "make the accent colour crimson", [accent("rose")]],
    ["accent", "Set the accent color to teal", [accent("teal")]],
    ["accent", "turn the page purple", [accent("violet")]],
    ["accent", "use a green theme please", [accent("emerald")]],
    ["accent", "I'd like it blue", [accent("indigo")]],
    ["checklist", "Add milk to the list", [patch({ op: "add", path: "/checklist/-", value: "milk" })]],
    ["checklist", "add order snacks to checklist", [patch({ op: "add", path: "/checklist/-", value: "order snacks" })]],
    ["checklist", "put Book flights on my to-do list", [patch({ op: "add", path: "/checklist/-", value: "Book flights" })]],
    ["checklist", "remove Send the invites from the checklist", [patch({ op: "remove", path: "/checklist/1" })]],
    ["checklist", "take the venue off the list", [patch({ op: "remove", path: "/checklist/0" })]],
    ["budget", "Set budget to 2500", [patch({ op: "add", path: "/budget", value: 2500 })]],
    ["budget", "raise the budget to $3,000", [patch({ op: "add", path: "/budget", value: 3000 })]],
    ["budget", "increase the budget by 500", [patch({ op: "replace", path: "/budget", value: 1700 })]],
    ["title", "rename the offsite to Summer retreat", [patch({ op: "replace", path: "/title", value: "Summer retreat" })]],
    ["title", "change the title to Porto offsite", [patch({ op: "add", path: "/title", value: "Porto offsite" })]],
    ["weather", "What's the weather in Lisbon?", [weather("Lisbon")]],
    ["weather", 'Get the weather in "Porto"', [weather("Porto")]],
    ["approval", "Ask for approval to deploy to production", [approval("deploy to production")]],
    ["approval", "I need sign-off to book the venue", [approval("book the venue")]],
    ["two requests", "Add milk to the list and change the background to light blue", [accent("sky"), patch({ op: "add", path: "/checklist/-", value: "milk" })]],
    ["two requests", "set the budget to 2000 and add snacks to the checklist", [patch({ op: "add", path: "/budget", value: 2000 }, { op: "add", path: "/checklist/-", value: "snacks" })]],
    ["two requests", "What's the weather in Paris? Then make it rose", [weather("Paris"), accent("rose")]],
  ])("%s: %s", async (_card, message, expected) => {
    const { calls } = await ask(message);
    expect(calls).toEqual(expected);
  });

  it("never picks a colour it was not asked for: black is not offered, so it says what is", async () => {
    const { calls, text } = await ask("make the accent black");
    expect(calls).toEqual([]);
    expect(text).toContain("one of indigo, teal, rose, amber, emerald, violet, sky");
  });

  it("says what it can do instead of an unrelated sample, and the greeting offers only what the page has", async () => {
    const unknown = await ask("book me a flight to Paris");
    expect(unknown.calls).toEqual([]);
    expect(unknown.text).not.toContain("```");
    expect(unknown.text).toContain("On this page I can:");
    expect(unknown.text).toContain("add milk to the checklist");
    const greeting = await ask("hello");
    expect(greeting.text).toContain("set budget to 1300");
    expect(greeting.text).toContain("setAccentColor");
    expect(greeting.text).not.toMatch(/theme/);
  });

  it("names the missing key rather than inventing one", async () => {
    const { calls, text } = await ask("set the theme to dark");
    expect(calls).toEqual([]);
    expect(text).toContain("The shared state has no `theme`");
  });
});

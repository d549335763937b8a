"use client";
import {
  useAgent,
  useFrontendTool,
  useHumanInTheLoop,
  useRenderTool,
  type HumanInTheLoopRenderProps,
  type ToolCallRenderProps,
} from "@wingman/react";
import { useEffect, useState } from "react";

const ACCENTS = { indigo: "#4f46e5", teal: "#0d9488", crimson: "#be123c", amber: "#b45309" } as const;
type Accent = keyof typeof ACCENTS;

interface Plan {
  title?: string;
  budget?: number;
  checklist?: string[];
}

const NEW_PLAN: Plan = { title: "Team offsite in Lisbon", budget: 1200, checklist: ["Book the venue", "Send the invites"] };

interface WeatherReport {
  city: string;
  temperatureC: number;
  condition: string;
}

function ApprovalCard({ args, status, result, respond }: HumanInTheLoopRenderProps<{ action: string }>) {
  if (status === "complete") return <p data-testid="approval-result">Answered: {result}</p>;
  return (
    <div className="card approval" data-testid="approval-card">
      <p>Approve: {args.action ?? "…"}</p>
      <button type="button" disabled={!respond} onClick={() => respond?.({ approved: true })}>
        Approve
      </button>
      <button type="button" disabled={!respond} onClick={() => respond?.({ approved: false })}>
        Decline
      </button>
    </div>
  );
}

function WeatherCard({ args, result, status }: ToolCallRenderProps<{ city: string }>) {
  const report = typeof result === "string" && result ? (JSON.parse(result) as WeatherReport) : undefined;
  return (
    <div className="card" data-testid="weather-card" data-status={status}>
      {report ? `${report.city}: ${report.temperatureC}°C, ${report.condition}` : `Looking up the weather in ${args.city ?? "…"}`}
    </div>
  );
}

/**
 * The page's side of the copilot: a frontend tool (the accent colour), a human-in-the-loop
 * approval, a server tool drawn as a card (generative UI), and the shared state shown live.
 */
export function OffsitePlanner() {
  const [accent, setAccent] = useState<Accent>("indigo");
  const { agent } = useAgent();
  const plan = (agent.state ?? {}) as Plan;

  useFrontendTool<{ color: Accent }>({
    name: "setAccentColor",
    description: "Changes the accent colour of the page.",
    parameters: {
      type: "object",
      properties: { color: { type: "string", enum: Object.keys(ACCENTS), description: "The new accent colour" } },
      required: ["color"],
    },
    handler: ({ color }) => {
      setAccent(color);
      return { color, applied: true };
    },
  });
  useHumanInTheLoop<{ action: string }>({
    name: "requestApproval",
    description: "Asks the user to approve an action before it is done. Answers { approved: boolean }.",
    parameters: { type: "object", properties: { action: { type: "string" } }, required: ["action"] },
    render: ApprovalCard,
  });
  useRenderTool<{ city: string }>({ name: "getWeather", render: WeatherCard });

  // A new conversation starts from a plan the agent can edit; a stored thread brings its own state.
  useEffect(() => {
    if (Object.keys(agent.state ?? {}).length === 0) agent.setState(structuredClone(NEW_PLAN));
  }, [agent]);

  // The conversation lives in the URL, so a reload (server-rendered again) returns to it.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get("thread") === agent.threadId) return;
    url.searchParams.set("thread", agent.threadId);
    window.history.replaceState(null, "", url);
  });

  return (
    <div className="planner">
      <h1>Offsite planner</h1>
      <div className="card" data-testid="accent" data-accent={accent}>
        <span className="accent-swatch" style={{ background: ACCENTS[accent] }} />
        Accent colour: {accent}
      </div>
      <div className="card" data-testid="plan">
        <h2>{plan.title ?? "Untitled offsite"}</h2>
        <p>Budget: {plan.budget ?? 0}</p>
        <ul>
          {(plan.checklist ?? []).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The state the page shares with the agent: an offsite being planned. */
export interface OffsitePlan {
  title: string;
  budget: number;
  checklist: string[];
}

export const DEFAULT_PLAN: OffsitePlan = {
  title: "Team offsite in Lisbon",
  budget: 1200,
  checklist: ["Book the venue", "Send the invites"],
};

/** The agent may write anything; the page reads what it can. */
export function readPlan(state: unknown): OffsitePlan {
  const value = (typeof state === "object" && state !== null ? state : {}) as Partial<Record<keyof OffsitePlan, unknown>>;
  return {
    title: typeof value.title === "string" ? value.title : "",
    budget: typeof value.budget === "number" ? value.budget : Number(value.budget) || 0,
    checklist: Array.isArray(value.checklist) ? value.checklist.map((item) => (typeof item === "string" ? item : JSON.stringify(item))) : [],
  };
}

export function isEmptyState(state: unknown): boolean {
  return typeof state !== "object" || state === null || Object.keys(state).length === 0;
}

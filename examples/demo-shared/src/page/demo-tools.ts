import { ACCENT_COLORS } from "./accent-colors.js";

/** The frontend tool `setAccentColor` as the agent sees it; each page adds its handler and chip. */
export const ACCENT_TOOL = {
  name: "setAccentColor",
  description: "Changes the accent colour of the page (and of this chat).",
  parameters: {
    type: "object",
    properties: { color: { type: "string", enum: Object.keys(ACCENT_COLORS), description: "The new accent colour" } },
    required: ["color"],
    additionalProperties: false,
  },
} as const;

/** The human-in-the-loop tool `requestApproval` as the agent sees it; each page adds its card. */
export const APPROVAL_TOOL = {
  name: "requestApproval",
  description: "Asks the user to approve an action before it is done. Answers { approved: boolean }.",
  parameters: {
    type: "object",
    properties: { action: { type: "string", description: "What needs approval, e.g. deploy to production" } },
    required: ["action"],
  },
} as const;

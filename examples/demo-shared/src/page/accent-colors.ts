/** The accent colours the agent may pick with `setAccentColor`. */
export const ACCENT_COLORS = {
  indigo: "#4f46e5",
  teal: "#0d9488",
  rose: "#e11d48",
  amber: "#d97706",
  emerald: "#059669",
  violet: "#7c3aed",
  sky: "#0284c7",
} as const;

export type AccentColor = keyof typeof ACCENT_COLORS;

export const isAccentColor = (value: unknown): value is AccentColor => typeof value === "string" && value in ACCENT_COLORS;

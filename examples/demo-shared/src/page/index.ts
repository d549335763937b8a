export { ACCENT_COLORS, isAccentColor, type AccentColor } from "./accent-colors.js";
export { parseApproval, readApprovals, type Approval, type ApprovalAnswer } from "./approvals.js";
export { DEMO_PHRASES } from "./demo-phrases.js";
export { DEFAULT_PLAN, isEmptyState, readPlan, type OffsitePlan } from "./offsite-plan.js";
export { threadTitleFrom } from "./thread-title.js";
export { parseWeatherReport, type WeatherReport } from "./weather-report.js";
export { onRadioGroupKeyDown, type RadioGroupKeyEvent } from "./radio-group-keys.js";
export { ACCENT_TOOL, APPROVAL_TOOL } from "./demo-tools.js";
export { RUNTIME_HEALTH_LABELS, RUNTIME_URL, watchRuntimeHealth, type RuntimeHealth, type RuntimeHealthWatch } from "./runtime-health.js";

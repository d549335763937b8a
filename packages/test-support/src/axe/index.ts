export { checkAccessibility, formatViolations, type AccessibilityReport, type CheckAccessibilityOptions, type AxeViolation } from "./check-accessibility.js";

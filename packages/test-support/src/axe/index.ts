export { checkAccessibility, formatViolations, type AccessibilityReport, type AxeViolation } from "./check-accessibility.js";

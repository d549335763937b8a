import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/** One rule axe found broken, with where (CSS selectors of the offending nodes). */
export interface AxeViolation {
  id: string;
  impact: "minor" | "moderate" | "serious" | "critical" | null;
  help: string;
  targets: string[];
  /** axe's explanation for the first node (e.g. the measured contrast ratio). */
  summary: string;
}

export interface AccessibilityReport {
  /** Violations at or above the `failOn` impact (serious and critical by default): a test asserts this list is empty. */
  blocking: AxeViolation[];
  /** The lesser ones: printed, not failed on. */
  other: AxeViolation[];
}

export interface CheckAccessibilityOptions {
  /** Only inside this CSS selector. Default: the whole page. */
  include?: string;
  /** Names the check in the printed report. */
  label?: string;
  /** The least impact that blocks: `"serious"` (default; serious and critical) or `"moderate"` (a page clean of moderate findings too). */
  failOn?: "serious" | "moderate";
}

const IMPACTS = ["minor", "moderate", "serious", "critical"] as const;

// axe's own bundle, read from the installed package so the page runs exactly the pinned version.
const axeSource = (): string => (createRequire(import.meta.url)("axe-core") as { source: string }).source;

/**
 * Runs axe-core in `page` (optionally only inside `include`, a CSS selector) and splits what it
 * finds into blocking (at least `failOn`) and the rest. The rest is printed so it is seen.
 */
export async function checkAccessibility(page: Page, options: CheckAccessibilityOptions = {}): Promise<AccessibilityReport> {
  const hasAxe = await page.evaluate(() => "axe" in globalThis);
  if (!hasAxe) await page.addScriptTag({ content: axeSource() });
  const violations = await page.evaluate(async (include) => {
    interface RawNode { target: unknown[]; failureSummary?: string }
    interface RawViolation { id: string; impact: AxeViolation["impact"]; help: string; nodes: RawNode[] }
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: RawViolation[] }> } }).axe;
    const result = await axe.run(include ? { include: [include] } : document, { resultTypes: ["violations"] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(" ")),
      summary: violation.nodes[0]?.failureSummary ?? "",
    }));
  }, options.include);
  const least = IMPACTS.indexOf(options.failOn ?? "serious");
  const blocking = violations.filter((violation) => violation.impact !== null && IMPACTS.indexOf(violation.impact) >= least);
  const other = violations.filter((violation) => !blocking.includes(violation));
  if (other.length > 0) console.info(`[axe${options.label ? ` ${options.label}` : ""}] not blocking:\n${formatViolations(other)}`);
  return { blocking, other };
}

/** One line per violation, readable in a failed assertion or the test log. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations.map((violation) => `${violation.impact ?? "?"} ${violation.id}: ${violation.help} — ${violation.targets.slice(0, 5).join(", ")} — ${violation.summary.replace(/\s+/g, " ")}`).join("\n");
}

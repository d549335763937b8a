import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification, type Vitest } from "vitest/node";

/** Seconds each test file took, by path from the repository root (`npm run test:durations` writes it). */
const BASELINE_URL = new URL("./file-durations.json", import.meta.url);
/** What a file in neither the local results nor the baseline counts as: longer than any real one. */
const UNKNOWN_SECONDS = 24 * 60 * 60;

function readBaseline(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(BASELINE_URL, "utf8")) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Starts the longest test files first, whatever their project (projects of one `groupOrder` share one
 * pool of workers). Vitest's own order runs one project after the other and, without a results cache
 * (every CI run is a fresh clone), larger files first: the Chromium walkthroughs then started last
 * and the run ended on them, with three workers idle (352 s against 299 s from a fresh
 * clone; see bench/results/2026-12-04-test-suite-order.md). A file's time is its last local result, else the
 * committed baseline; a file in neither (a new one) counts as long, so a new test shows its result early.
 */
export class LongestFirstSequencer extends BaseSequencer {
  readonly #baseline: Record<string, number>;

  constructor(ctx: Vitest, baseline: Record<string, number> = readBaseline()) {
    super(ctx);
    this.#baseline = baseline;
  }

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const estimates = new Map(files.map((spec) => [spec, this.#estimate(spec)]));
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      const [first, second] = [estimates.get(a)!, estimates.get(b)!];
      if (first.failed !== second.failed) return first.failed ? -1 : 1;
      return second.seconds - first.seconds;
    });
  }

  /** A file's last local result (one cache lookup), else its baseline time; unknown counts as long. */
  #estimate(spec: TestSpecification): { seconds: number; failed: boolean } {
    const path = relative(this.ctx.config.root, spec.moduleId);
    const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`);
    if (cached !== undefined) return { seconds: cached.duration / 1000, failed: cached.failed === true };
    // Finite, so that two unknown files compare equal instead of giving the comparator NaN.
    return { seconds: this.#baseline[path] ?? UNKNOWN_SECONDS, failed: false };
  }
}

import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification, type Vitest } from "vitest/node";

/** Seconds each test file took, by path from the repository root (`npm run test:durations` writes it). */
const BASELINE_URL = new URL("./file-durations.json", import.meta.url);

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
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification): number => {
      const path = relative(root, spec.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`)?.duration;
      if (cached !== undefined) return cached / 1000;
      return this.#baseline[path] ?? Number.POSITIVE_INFINITY;
    };
    const estimates = new Map(files.map((spec) => [spec, seconds(spec)]));
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      const failed = Number(this.#failed(b)) - Number(this.#failed(a));
      if (failed !== 0) return failed;
      return estimates.get(b)! - estimates.get(a)!;
    });
  }

  #failed(spec: TestSpecification): boolean {
    const path = relative(this.ctx.config.root, spec.moduleId);
    return this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`)?.failed === true;
  }
}

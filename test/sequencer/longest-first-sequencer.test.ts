import { describe, expect, it } from "vitest";
import type { TestSpecification, Vitest } from "vitest/node";
import { LongestFirstSequencer } from "./longest-first-sequencer.js";

const root = "/repo";

function spec(path: string, project = "unit-integration", groupOrder = 0): TestSpecification {
  return { moduleId: `${root}/${path}`, project: { name: project, config: { sequence: { groupOrder } } } } as unknown as TestSpecification;
}

function sequencer(baseline: Record<string, number>, cached: Record<string, { duration: number; failed: boolean }> = {}) {
  const ctx = { config: { root }, cache: { getFileTestResults: (key: string) => cached[key] } } as unknown as Vitest;
  return new LongestFirstSequencer(ctx, baseline);
}

const order = async (files: TestSpecification[], ...args: Parameters<typeof sequencer>) =>
  (await sequencer(...args).sort(files)).map((file) => file.moduleId.slice(root.length + 1));

describe("LongestFirstSequencer", () => {
  it("starts the longest files of the baseline first, whatever their project", async () => {
    const files = [spec("a.test.ts", "unit"), spec("b.test.ts"), spec("c.test.ts", "integration-shared")];
    expect(await order(files, { "a.test.ts": 0.2, "b.test.ts": 40, "c.test.ts": 3 })).toEqual(["b.test.ts", "c.test.ts", "a.test.ts"]);
  });

  it("prefers a file's last local result to the baseline, and runs a local failure first", async () => {
    const files = [spec("a.test.ts"), spec("b.test.ts"), spec("c.test.ts")];
    const baseline = { "a.test.ts": 1, "b.test.ts": 2, "c.test.ts": 3 };
    const cached = { "unit-integration:a.test.ts": { duration: 9_000, failed: false }, "unit-integration:b.test.ts": { duration: 10, failed: true } };
    expect(await order(files, baseline, cached)).toEqual(["b.test.ts", "a.test.ts", "c.test.ts"]);
  });

  it("counts a file in neither as long, and keeps later groups after earlier ones", async () => {
    const files = [spec("build.test.ts", "production-builds", 1), spec("known.test.ts"), spec("new.test.ts")];
    expect(await order(files, { "known.test.ts": 60, "build.test.ts": 300 })).toEqual(["new.test.ts", "known.test.ts", "build.test.ts"]);
  });
});

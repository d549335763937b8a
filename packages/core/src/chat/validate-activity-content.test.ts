import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { validateActivityContent } from "./validate-activity-content.js";

const message = (content: Record<string, unknown>) => ({ id: "m1", role: "activity" as const, activityType: "plan", content });

describe("validateActivityContent", () => {
  it("passes content through without a schema, gives the schema's output, and refuses invalid content with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const schema = z.object({ steps: z.array(z.string()) });
    expect(validateActivityContent(undefined, message({ any: 1 }))).toEqual({ content: { any: 1 } });
    expect(validateActivityContent(schema, message({ steps: ["a"], extra: true }))).toEqual({ content: { steps: ["a"] } });
    expect(validateActivityContent(schema, message({ steps: 3 }))).toBeUndefined();
    expect(warn).toHaveBeenCalledWith("Activity content of type 'plan' did not validate; not rendered");
    warn.mockRestore();
  });
});

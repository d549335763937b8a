import { describe, expect, it } from "vitest";
import { sumTokenUsage } from "./sum-token-usage.js";

describe("sumTokenUsage", () => {
  it("sums entries of several models, deriving a missing total", () => {
    expect(
      sumTokenUsage([
        { provider: "openai", model: "a", inputTokens: 10, outputTokens: 5, totalTokens: 15, reasoningTokens: 2 },
        { provider: "anthropic", model: "b", inputTokens: 4, outputTokens: 1, cachedInputTokens: 3 },
      ]),
    ).toEqual({ inputTokens: 14, outputTokens: 6, totalTokens: 20, reasoningTokens: 2, cachedInputTokens: 3 });
  });

  it("is undefined without usable counts", () => {
    expect(sumTokenUsage(undefined)).toBeUndefined();
    expect(sumTokenUsage([])).toBeUndefined();
    expect(sumTokenUsage([{ provider: "x", inputTokens: Number.NaN }])).toBeUndefined();
  });
});

import type { TokenTotals } from "./run-summary.js";

const count = (entry: Record<string, unknown>, field: string): number | undefined => {
  const value = entry[field];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
};

/**
 * Sums AG-UI `TokenUsage` entries (one per provider and model). `totalTokens` falls back to input
 * plus output, as the protocol defines it. Undefined when no entry has a count.
 *
 * @example
 * sumTokenUsage([{ inputTokens: 10, outputTokens: 5 }]); // { inputTokens: 10, outputTokens: 5, totalTokens: 15 }
 */
export function sumTokenUsage(usage: unknown): TokenTotals | undefined {
  if (!Array.isArray(usage)) return undefined;
  let any = false;
  let input = 0;
  let output = 0;
  let total = 0;
  let reasoning: number | undefined;
  let cached: number | undefined;
  for (const raw of usage) {
    if (typeof raw !== "object" || raw === null) continue;
    const entry = raw as Record<string, unknown>;
    const i = count(entry, "inputTokens");
    const o = count(entry, "outputTokens");
    const t = count(entry, "totalTokens");
    const r = count(entry, "reasoningTokens");
    const c = count(entry, "cachedInputTokens");
    if (i === undefined && o === undefined && t === undefined && r === undefined && c === undefined) continue;
    any = true;
    input += i ?? 0;
    output += o ?? 0;
    total += t ?? (i ?? 0) + (o ?? 0);
    if (r !== undefined) reasoning = (reasoning ?? 0) + r;
    if (c !== undefined) cached = (cached ?? 0) + c;
  }
  if (!any) return undefined;
  return {
    inputTokens: input,
    outputTokens: output,
    totalTokens: total,
    ...(reasoning !== undefined && { reasoningTokens: reasoning }),
    ...(cached !== undefined && { cachedInputTokens: cached }),
  };
}

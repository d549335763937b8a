import { describe, expect, it } from "vitest";
import { toJSONSchema, z } from "zod/v4";
import { zod4ToJsonSchema } from "./zod4-to-json-schema.js";

/** What tool-parameters-schema.ts removes before a schema reaches a model. */
const withoutModelRejectedKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutModelRejectedKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "$schema" && key !== "additionalProperties")
      .map(([key, inner]) => [key, withoutModelRejectedKeys(inner)]),
  );
};

describe("zod4ToJsonSchema", () => {
  it.each([
    ["objects and optional keys", z.object({ city: z.string(), days: z.number().int().optional(), tags: z.array(z.object({ name: z.string() })) })],
    ["string lengths, formats and patterns", z.object({ email: z.email(), url: z.string().url(), short: z.string().min(2).max(5), as: z.string().regex(/^a+$/), at: z.iso.datetime(), id: z.uuid() })],
    ["number bounds, integers and defaults", z.object({ positive: z.number().positive(), days: z.number().min(1).max(7).default(3), step: z.number().multipleOf(5), count: z.int() })],
    [
      "enums, literals, unions, nullable, records, tuples, intersections, pipes and metadata",
      z.object({
        unit: z.enum(["C", "F"]).describe("Unit"),
        kind: z.literal("forecast"),
        kinds: z.literal(["a", "b"]),
        when: z.union([z.string(), z.number()]),
        note: z.string().nullable(),
        flags: z.record(z.string(), z.boolean()),
        pair: z.tuple([z.string(), z.number()]),
        both: z.intersection(z.object({ a: z.string() }), z.object({ b: z.number() })),
        piped: z.string().pipe(z.string()),
        titled: z.string().meta({ title: "Title", examples: ["x"] }),
        fixed: z.string().readonly(),
        nothing: z.literal(null),
      }),
    ],
  ])("matches zod's own generator for %s", (_name, schema) => {
    expect(withoutModelRejectedKeys(zod4ToJsonSchema(schema))).toEqual(
      withoutModelRejectedKeys(toJSONSchema(schema, { target: "draft-7", io: "input" })),
    );
  });

  it("stops at recursion and accepts what zod's generator rejects (dates, transforms)", () => {
    const node: z.ZodType = z.object({ name: z.string(), get children() { return z.array(node).optional(); } });
    expect(zod4ToJsonSchema(node)).toMatchObject({ properties: { children: { type: "array", items: {} } }, required: ["name"] });
    const linked: z.ZodType = z.lazy(() => z.object({ next: linked.optional() }));
    expect(zod4ToJsonSchema(linked)).toMatchObject({ type: "object", properties: { next: {} } });
    expect(zod4ToJsonSchema(z.object({ at: z.date(), size: z.string().transform((text) => text.length) }))).toEqual({
      type: "object",
      properties: { at: { type: "string", format: "date-time" }, size: { type: "string" } },
      required: ["at", "size"],
    });
  });
});

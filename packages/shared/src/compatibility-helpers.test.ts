import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { z as z4 } from "zod/v4";
import { TranscriptionErrorCode, TranscriptionErrors } from "./protocol/transcription-errors.js";
import { logger } from "./util/logger.js";
import { partialJSONParse } from "./tool-args/parse-partial-json.js";
import { phoenixExponentialBackoff } from "./transport/phoenix-exponential-backoff.js";
import { randomUUID } from "./util/random-uuid.js";
import { safeParseToolArgs } from "./tool-args/safe-parse-tool-args.js";
import { schemaToJsonSchema } from "./schema/schema-to-json-schema.js";
import type { StandardSchemaV1 } from "./schema/standard-schema.js";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("partialJSONParse", () => {
  it("reads JSON cut off mid-stream by closing what is open", () => {
    expect(partialJSONParse('{"city":"Par')).toEqual({ city: "Par" });
    expect(partialJSONParse('{"tags":["a","b"')).toEqual({ tags: ["a", "b"] });
    expect(partialJSONParse('{"a":1}')).toEqual({ a: 1 });
  });

  it("answers {} when nothing can be read yet", () => {
    expect(partialJSONParse("")).toEqual({});
    expect(partialJSONParse("}{")).toEqual({});
    // not an argument list: a string, number, boolean, null or array reads as no arguments
    for (const text of ['"hello"', "42", "true", "null", "[1, 2, 3]"]) expect(partialJSONParse(text)).toEqual({});
  });
});

describe("safeParseToolArgs", () => {
  it("returns a JSON object's fields", () => {
    expect(safeParseToolArgs('{"city":"Paris","days":3}')).toEqual({ city: "Paris", days: 3 });
  });

  it.each([[""], ["not json"], ["[]"], ["null"], ["42"], ["true"], ['"text"']])("returns {} for %j", (raw) => {
    expect(safeParseToolArgs(raw)).toEqual({});
  });
});

describe("randomUUID", () => {
  it("returns distinct version 4 UUIDs", () => {
    const ids = new Set(Array.from({ length: 50 }, () => randomUUID()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it("builds one from getRandomValues where randomUUID is hidden (pages over plain HTTP)", () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      expect(randomUUID()).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(globalThis.crypto, "randomUUID", { value: original, configurable: true });
    }
  });
});

describe("phoenixExponentialBackoff", () => {
  it("doubles from the base on each try and stops at the maximum", () => {
    expect([1, 2, 3, 4, 5, 6].map(phoenixExponentialBackoff(100, 1000))).toEqual([100, 200, 400, 800, 1000, 1000]);
  });
});

describe("logger", () => {
  it("writes through the console, so replacing a console method redirects it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      logger.warn("careful");
      expect(warn).toHaveBeenCalledWith("careful");
    } finally {
      warn.mockRestore();
    }
  });
});

describe("TranscriptionErrors", () => {
  it("builds bodies with CopilotKit's codes and says which failures are worth retrying", () => {
    expect(TranscriptionErrors.serviceNotConfigured()).toMatchObject({ error: "service_not_configured", retryable: false });
    expect(TranscriptionErrors.rateLimited()).toMatchObject({ error: TranscriptionErrorCode.RATE_LIMITED, retryable: true });
    expect(TranscriptionErrors.invalidAudioFormat("audio/x-foo", ["audio/webm", "audio/wav"])).toMatchObject({
      error: "invalid_audio_format",
      message: expect.stringContaining("audio/webm, audio/wav"),
    });
    expect(TranscriptionErrors.networkError().error).toBe("network_error");
  });
});

describe("schemaToJsonSchema", () => {
  it("rejects a zod schema without Standard JSON Schema support unless a converter is injected: it never reads zod's internals", () => {
    for (const schema of [z.object({ city: z.string() }), z4.object({ city: z4.string() })]) {
      expect(() => schemaToJsonSchema(schema as unknown as StandardSchemaV1)).toThrow(/needs the zodToJsonSchema option/);
    }
  });

  it("asks a schema with Standard JSON Schema support for its draft-07 input schema", () => {
    const input = vi.fn(() => ({ type: "string" }));
    const schema: StandardSchemaV1 = { "~standard": { version: 1, vendor: "custom", validate: (value) => ({ value }), jsonSchema: { input } } };
    expect(schemaToJsonSchema(schema)).toEqual({ type: "string" });
    expect(input).toHaveBeenCalledWith({ target: "draft-07" });
  });

  it("uses an injected zodToJsonSchema for zod 3 and zod 4 (before 4.2) schemas, without $refs", () => {
    const zodToJsonSchema = vi.fn(() => ({ type: "object", injected: true }));
    const zod3 = z.object({});
    expect(schemaToJsonSchema(zod3 as unknown as StandardSchemaV1, { zodToJsonSchema })).toEqual({ type: "object", injected: true });
    expect(schemaToJsonSchema(z4.object({}) as unknown as StandardSchemaV1, { zodToJsonSchema })).toEqual({ type: "object", injected: true });
    expect(zodToJsonSchema).toHaveBeenCalledWith(zod3, { $refStrategy: "none" });
    // a schema that only says it is zod (its Standard Schema vendor) is handed to the converter too
    const vendorZod: StandardSchemaV1 = { "~standard": { version: 1, vendor: "zod", validate: (value) => ({ value }) } };
    expect(schemaToJsonSchema(vendorZod, { zodToJsonSchema })).toEqual({ type: "object", injected: true });
  });

  it("throws a TypeError for a schema of another library without Standard JSON Schema support", () => {
    const schema: StandardSchemaV1 = { "~standard": { version: 1, vendor: "valibot-old", validate: (value) => ({ value }) } };
    expect(() => schemaToJsonSchema(schema)).toThrow(/valibot-old/);
  });
});

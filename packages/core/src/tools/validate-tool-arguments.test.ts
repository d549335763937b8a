import { type } from "arktype";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { validateToolArguments } from "./validate-tool-arguments.js";

// Any Standard Schema validates tool arguments, not only zod: these are the libraries' real schemas.
describe("validateToolArguments with other Standard Schema libraries", () => {
  it("valibot: rejects with the issue's path and message, and hands the handler the schema's output", async () => {
    const parameters = v.object({ city: v.string(), days: v.optional(v.number(), 3) });
    expect(await validateToolArguments({ parameters }, { city: 42 })).toEqual({
      valid: false,
      message: "city: Invalid type: Expected string but received 42",
    });
    expect(await validateToolArguments({ parameters }, { city: "Paris" })).toEqual({ valid: true, value: { city: "Paris", days: 3 } });
  });

  it("arktype: rejects with the issue's path and message, and hands the handler the schema's output", async () => {
    const parameters = type({ city: "string", "days?": "number" });
    expect(await validateToolArguments({ parameters }, { city: 42 })).toEqual({
      valid: false,
      message: "city: city must be a string (was a number)",
    });
    expect(await validateToolArguments({ parameters }, { city: "Paris", days: 2 })).toEqual({ valid: true, value: { city: "Paris", days: 2 } });
  });
});

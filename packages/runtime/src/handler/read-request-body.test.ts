import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, readJsonBody } from "./read-request-body.js";

const post = (body: string, contentType: string) => new Request("http://test/run", { method: "POST", headers: { "Content-Type": contentType }, body });

describe("readJsonBody", () => {
  it("accepts JSON declared without a charset or as UTF-8, in any spelling", async () => {
    for (const contentType of ["application/json", "application/json; charset=utf-8", "application/json;charset=UTF8", 'application/json; charset="UTF-8"']) {
      await expect(readJsonBody(post('{"a":"é"}', contentType), 1024)).resolves.toEqual({ a: "é" });
    }
  });

  it("refuses another charset with 415", async () => {
    await expect(readJsonBody(post("{}", "application/json; charset=windows-1252"), 1024)).rejects.toMatchObject({ status: 415, code: "unsupported_media_type" });
  });

  it("accepts nesting up to the limit and refuses deeper with 400", async () => {
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    await expect(readJsonBody(post(nested(MAX_JSON_DEPTH), "application/json"), 1024)).resolves.toBeInstanceOf(Array);
    await expect(readJsonBody(post(nested(MAX_JSON_DEPTH + 1), "application/json"), 1024)).rejects.toMatchObject({ status: 400, code: "Invalid request body" });
  });
});

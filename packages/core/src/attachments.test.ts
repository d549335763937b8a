// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { acceptsFile, fileToContentPart } from "./attachments.js";

describe("attachments", () => {
  it("matches accept lists by wildcard, exact type and extension", () => {
    const png = new File(["x"], "a.png", { type: "image/png" });
    const pdf = new File(["x"], "b.PDF", { type: "" });
    expect(acceptsFile("image/*", png)).toBe(true);
    expect(acceptsFile("application/pdf", png)).toBe(false);
    expect(acceptsFile(".pdf", pdf)).toBe(true);
    expect(acceptsFile("", pdf)).toBe(true);
  });

  it("reads a file into a base64 AG-UI content part with its name", async () => {
    const part = await fileToContentPart(new File(["hi"], "note.txt", { type: "text/plain" }));
    expect(part).toEqual({ type: "document", source: { type: "data", value: "aGk=", mimeType: "text/plain" }, metadata: { filename: "note.txt" } });
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { acceptsFile, contentPartName, contentPartUrl, fileToContentPart } from "./attachments.js";

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

  it("shows a content part from its data or URL, named by its filename or type", () => {
    const image = { type: "image", source: { type: "data", value: "AAAA", mimeType: "image/png" }, metadata: { filename: "dot.png" } } as const;
    const linked = { type: "document", source: { type: "url", value: "https://example.com/a.pdf" } } as const;
    expect(contentPartUrl(image as never)).toBe("data:image/png;base64,AAAA");
    expect(contentPartUrl(linked as never)).toBe("https://example.com/a.pdf");
    expect(contentPartUrl({ type: "text", text: "hi" })).toBeUndefined();
    expect(contentPartName(image as never)).toBe("dot.png");
    expect(contentPartName(linked as never)).toBe("document");
    expect(contentPartName({ type: "text", text: "hi" })).toBe("");
  });
});

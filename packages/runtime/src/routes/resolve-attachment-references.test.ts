import type { Message, RunAgentInput } from "@ag-ui/core";
import { attachmentReference, sha256Hex } from "@wingman/shared/internal";
import { describe, expect, it } from "vitest";
import { resolveAttachmentReferences } from "./resolve-attachment-references.js";

const input = (messages: Message[]): RunAgentInput => ({ threadId: "t", runId: "r", messages, tools: [], context: [] });
const image = (source: Record<string, string>): Message => ({ id: crypto.randomUUID(), role: "user", content: [{ type: "image", source } as never] });

describe("resolveAttachmentReferences", () => {
  it("returns an input without references as is, reading nothing", async () => {
    const plain = input([image({ type: "data", value: "AAAA", mimeType: "image/png" }), image({ type: "url", value: "https://x.test/a.png" })]);
    expect(await resolveAttachmentReferences(plain, () => Promise.reject(new Error("must not read")))).toBe(plain);
  });

  it("puts back the stored data of each reference, keeping the part's own fields", async () => {
    const stored = [image({ type: "data", value: "QUJD", mimeType: "image/png" })];
    const reference = attachmentReference(await sha256Hex("QUJD"));
    const resolved = await resolveAttachmentReferences(input([image({ type: "url", value: reference, mimeType: "image/png" })]), async () => stored);
    expect(resolved.messages[0]!.content).toEqual([{ type: "image", source: { type: "data", value: "QUJD", mimeType: "image/png" } }]);
  });

  it("refuses a reference the thread does not hold with 409 attachment_not_found", async () => {
    const reference = attachmentReference(await sha256Hex("elsewhere"));
    await expect(resolveAttachmentReferences(input([image({ type: "url", value: reference })]), async () => undefined)).rejects.toMatchObject({
      status: 409,
      code: "attachment_not_found",
    });
  });
});

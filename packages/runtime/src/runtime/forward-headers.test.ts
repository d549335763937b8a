import { describe, expect, it } from "vitest";
import { mergeForwardedHeaders, selectForwardedHeaders } from "./forward-headers.js";

const headers = new Headers({
  Authorization: "Bearer t",
  "X-Tenant": "a",
  "X-Forwarded-For": "1.2.3.4",
  "X-Amz-Date": "now",
  "X-Internal": "secret",
  Cookie: "s=1",
  "Content-Type": "application/json",
});

describe("forwarded headers", () => {
  it("forwards authorization and x-* headers minus infrastructure ones, never cookies", () => {
    expect(selectForwardedHeaders(headers)).toEqual({ authorization: "Bearer t", "x-tenant": "a", "x-internal": "secret" });
  });

  it("extends the deny list, or switches to an allowlist", () => {
    expect(selectForwardedHeaders(headers, { deny: ["X-Internal"], denyPrefixes: ["x-ten"] })).toEqual({ authorization: "Bearer t" });
    expect(selectForwardedHeaders(headers, { allow: ["x-forwarded-for", "cookie", "x-internal"], deny: ["x-internal"] })).toEqual({
      "x-forwarded-for": "1.2.3.4",
    });
    expect(selectForwardedHeaders(headers, { useDefaultDenylist: false })).toMatchObject({ "x-amz-date": "now" });
  });

  it("lets the server's own headers win, case-insensitively, keeping the first of its duplicates", () => {
    expect(
      mergeForwardedHeaders({ Authorization: "server", authorization: "dup" }, { authorization: "client", "x-tenant": "a" }),
    ).toEqual({ Authorization: "server", "x-tenant": "a" });
  });
});

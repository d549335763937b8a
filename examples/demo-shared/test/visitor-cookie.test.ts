import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { ensureVisitorCookie, readVisitorId, VISITOR_COOKIE } from "../src/visitor-cookie.js";

const ID = "0b9e4c3e-2f1a-4b8e-9c7d-5a6b7c8d9e0f";

function exchange(cookie?: string) {
  const request = { headers: cookie === undefined ? {} : { cookie } } as IncomingMessage;
  const headers: Record<string, unknown> = {};
  const response = { setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = value) } as unknown as ServerResponse;
  return { request, response, headers };
}

describe("readVisitorId", () => {
  it("finds the visitor id among other cookies", () => {
    expect(readVisitorId(`a=1; ${VISITOR_COOKIE}=${ID}; b=2`)).toBe(ID);
  });

  it("ignores a missing or malformed id", () => {
    expect(readVisitorId(undefined)).toBeUndefined();
    expect(readVisitorId("a=1")).toBeUndefined();
    expect(readVisitorId(`${VISITOR_COOKIE}=not-an-id`)).toBeUndefined();
  });
});

describe("ensureVisitorCookie", () => {
  it("keeps the id a browser already has", () => {
    const { request, response, headers } = exchange(`${VISITOR_COOKIE}=${ID}`);
    expect(ensureVisitorCookie(request, response)).toBe(ID);
    expect(headers["set-cookie"]).toBeUndefined();
  });

  it("gives a new browser an id, on the response and on the request the runtime reads", () => {
    const { request, response, headers } = exchange("theme=dark");
    const id = ensureVisitorCookie(request, response);
    expect(readVisitorId(request.headers.cookie)).toBe(id);
    expect(request.headers.cookie).toContain("theme=dark");
    expect(headers["set-cookie"]).toMatch(new RegExp(`^${VISITOR_COOKIE}=${id}; Path=/; .*HttpOnly; SameSite=Lax`));
  });
});

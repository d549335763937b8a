import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/** The cookie that gives each browser its own threads. */
export const VISITOR_COOKIE = "wingman_demo_visitor";

const VISITOR_ID = /^[0-9a-f-]{36}$/;

/** The visitor id of a cookie header, if it holds a well-formed one. */
export function readVisitorId(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === VISITOR_COOKIE && value && VISITOR_ID.test(value)) return value;
  }
  return undefined;
}

/**
 * Makes sure the request carries a visitor id: a browser without one gets a new id, set as a cookie
 * on the response and added to the request's own cookie header, so the runtime sees it at once.
 */
export function ensureVisitorCookie(request: IncomingMessage, response: ServerResponse): string {
  const existing = readVisitorId(request.headers.cookie);
  if (existing) return existing;
  const id = randomUUID();
  const cookie = `${VISITOR_COOKIE}=${id}`;
  request.headers.cookie = request.headers.cookie ? `${request.headers.cookie}; ${cookie}` : cookie;
  response.setHeader("Set-Cookie", `${cookie}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`);
  return id;
}

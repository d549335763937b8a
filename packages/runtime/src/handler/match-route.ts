import type { RouteInfo, RouteName } from "./route.js";

interface RouteRule {
  readonly method: string;
  /** Literal segments, or `:name` for a parameter. */
  readonly pattern: readonly string[];
  readonly name: RouteName;
}

const RULES: readonly RouteRule[] = [
  { method: "GET", pattern: ["info"], name: "info" },
  { method: "GET", pattern: ["inspector-metadata"], name: "inspector/metadata" },
  { method: "POST", pattern: ["transcribe"], name: "transcribe" },
  { method: "POST", pattern: ["agent", ":agentId", "run"], name: "agent/run" },
  { method: "POST", pattern: ["agent", ":agentId", "connect"], name: "agent/connect" },
  { method: "POST", pattern: ["agent", ":agentId", "suggest"], name: "agent/suggest" },
  { method: "POST", pattern: ["agent", ":agentId", "stop", ":threadId"], name: "agent/stop" },
  { method: "GET", pattern: ["threads"], name: "threads/list" },
  { method: "GET", pattern: ["threads", ":threadId", "messages"], name: "threads/messages" },
  { method: "GET", pattern: ["threads", ":threadId", "state"], name: "threads/state" },
  { method: "GET", pattern: ["threads", ":threadId", "branches"], name: "threads/branches" },
  { method: "POST", pattern: ["threads", ":threadId", "branches"], name: "threads/switch-branch" },
  { method: "POST", pattern: ["threads", ":threadId", "archive"], name: "threads/archive" },
  { method: "GET", pattern: ["threads", ":threadId"], name: "threads/get" },
  { method: "PATCH", pattern: ["threads", ":threadId"], name: "threads/update" },
  { method: "DELETE", pattern: ["threads", ":threadId"], name: "threads/delete" },
];

export type RouteMatch =
  | { readonly kind: "route"; readonly route: RouteInfo }
  | { readonly kind: "not-found" }
  | { readonly kind: "method-not-allowed"; readonly allow: readonly string[] };

const NOT_FOUND: RouteMatch = { kind: "not-found" };

/** The path's segments after `basePath` (at a segment boundary), percent-decoded; undefined when outside it. */
function segmentsUnder(pathname: string, basePath: string | undefined): string[] | undefined {
  let rest = pathname;
  if (basePath !== undefined) {
    const base = basePath.replace(/\/+$/, "");
    if (base !== "") {
      if (pathname !== base && !pathname.startsWith(`${base}/`)) return undefined;
      rest = pathname.slice(base.length);
    }
  }
  try {
    return rest.split("/").filter((segment) => segment !== "").map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

function matchRule(rule: RouteRule, segments: readonly string[], exact: boolean): Record<string, string> | undefined {
  const { pattern } = rule;
  if (exact ? segments.length !== pattern.length : segments.length < pattern.length) return undefined;
  const offset = segments.length - pattern.length;
  const params: Record<string, string> = {};
  for (let index = 0; index < pattern.length; index++) {
    const expected = pattern[index]!;
    const actual = segments[offset + index]!;
    if (expected.startsWith(":")) params[expected.slice(1)] = actual;
    else if (expected !== actual) return undefined;
  }
  return params;
}

/**
 * Routes a multi-route request. With a `basePath` the rest of the path must match a route exactly;
 * without one, routes match the end of the path (so the handler works wherever it is mounted). A
 * path that matches only with another method is a 405 with the allowed methods. `HEAD` matches
 * the `GET` routes.
 */
export function matchRoute(method: string, pathname: string, basePath: string | undefined): RouteMatch {
  const segments = segmentsUnder(pathname, basePath);
  if (!segments) return NOT_FOUND;
  const exact = basePath !== undefined;
  // HEAD is GET without a body (RFC 9110 §9.3.2): load balancers probe `HEAD /info`.
  const asMethod = method === "HEAD" ? "GET" : method;
  const allow: string[] = [];
  for (const rule of RULES) {
    const params = matchRule(rule, segments, exact);
    if (!params) continue;
    if (rule.method === asMethod) return { kind: "route", route: { name: rule.name, params } };
    const methods = rule.method === "GET" ? ["GET", "HEAD"] : [rule.method];
    for (const allowed of methods) if (!allow.includes(allowed)) allow.push(allowed);
  }
  return allow.length > 0 ? { kind: "method-not-allowed", allow } : NOT_FOUND;
}

import { describe, expect, it } from "vitest";
import { preflightResponse, withCorsHeaders } from "./cors.js";
import type { CorsOptions } from "./cors-options.js";

const request = (origin?: string) => new Request("http://localhost/info", { headers: origin ? { Origin: origin } : {} });
const allowOrigin = (cors: CorsOptions, origin?: string) =>
  withCorsHeaders(new Response("{}"), request(origin), cors).headers.get("access-control-allow-origin");

describe("CORS", () => {
  it("resolves the allowed origin by the kind of option", () => {
    expect(allowOrigin({}, "https://a.example")).toBe("*");
    expect(allowOrigin({ origin: "https://fixed.example" }, "https://a.example")).toBe("https://fixed.example");
    expect(allowOrigin({ origin: ["https://a.example"] }, "https://a.example")).toBe("https://a.example");
    expect(allowOrigin({ origin: ["https://a.example"] }, "https://b.example")).toBeNull();
    expect(allowOrigin({ origin: (origin) => (origin.endsWith(".example") ? origin : null) }, "https://c.example")).toBe("https://c.example");
    expect(allowOrigin({ origin: () => "https://x" })).toBeNull();
  });

  it("echoes the request origin instead of * with credentials, and omits everything without one", () => {
    const response = withCorsHeaders(new Response("{}"), request("https://a.example"), { credentials: true });
    expect(response.headers.get("access-control-allow-origin")).toBe("https://a.example");
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    expect(response.headers.get("vary")).toBe("Origin");
    expect(allowOrigin({ credentials: true })).toBeNull();
  });

  it("keeps status and body, and adds expose headers", async () => {
    const response = withCorsHeaders(new Response("body", { status: 418 }), request("https://a"), { exposeHeaders: ["X-Id"] });
    expect(response.status).toBe(418);
    expect(await response.text()).toBe("body");
    expect(response.headers.get("access-control-expose-headers")).toBe("X-Id");
  });

  it("answers preflights with methods, headers and max age", () => {
    const preflight = preflightResponse(
      new Request("http://localhost/x", { method: "OPTIONS", headers: { Origin: "https://a", "Access-Control-Request-Headers": "x-user" } }),
      { maxAge: 60 },
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, HEAD, PUT, POST, DELETE, PATCH, OPTIONS");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("x-user");
    expect(preflight.headers.get("access-control-max-age")).toBe("60");
    expect(preflight.headers.get("vary")).toBe("Access-Control-Request-Headers, Access-Control-Request-Method");
  });
});

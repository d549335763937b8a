import { describe, expect, it } from "vitest";
import { realtimeUrl } from "./realtime-url.js";

const plain = { path: undefined, publicUrl: undefined, trustProxy: false } as const;
const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe("realtimeUrl", () => {
  it("announces only the path by default, whatever the Host header says", () => {
    expect(realtimeUrl(request("http://localhost:3000/api/copilotkit/info"), plain, "/api/copilotkit")).toBe("/api/copilotkit/ws");
    expect(realtimeUrl(request("https://app.test/info", { host: "evil.example" }), plain, "")).toBe("/ws");
    expect(realtimeUrl(request("https://app.test/x/info", { "x-forwarded-host": "evil.example" }), plain, "/x/")).toBe("/x/ws");
  });

  it("uses a configured path, or announces a configured full URL as is", () => {
    expect(realtimeUrl(request("http://a.test/api/info"), { ...plain, path: "/socket" }, "/api")).toBe("/socket");
    expect(realtimeUrl(request("http://a.test/api/info"), { ...plain, path: "socket" }, "/api")).toBe("/socket");
    expect(realtimeUrl(request("http://a.test/api/info"), { ...plain, path: "wss://edge.test/rt" }, "/api")).toBe("wss://edge.test/rt");
    expect(realtimeUrl(request("http://a.test/api/info", { host: "evil.example" }), { ...plain, publicUrl: "wss://public.test/api/ws" }, "/api")).toBe("wss://public.test/api/ws");
  });

  it("with trustProxy, takes the origin from X-Forwarded-Proto/Host (first value), else Host", () => {
    const trusted = { ...plain, trustProxy: true };
    const forwarded = { "x-forwarded-host": "App.Example.com, inner.local", "x-forwarded-proto": "https, http" };
    expect(realtimeUrl(request("http://10.0.0.5:3000/api/info", forwarded), trusted, "/api")).toBe("wss://app.example.com/api/ws");
    expect(realtimeUrl(request("http://10.0.0.5:3000/api/info", { host: "internal:3000" }), trusted, "/api")).toBe("ws://internal:3000/api/ws");
  });

  it("with trustProxy, falls back to the path for a forwarded host that is not a bare host", () => {
    const trusted = { ...plain, trustProxy: true };
    expect(realtimeUrl(request("http://a.test/api/info", { "x-forwarded-host": "evil.example/steal?x" }), trusted, "/api")).toBe("/api/ws");
    expect(realtimeUrl(request("http://a.test/api/info", { "x-forwarded-host": "user@evil.example" }), trusted, "/api")).toBe("/api/ws");
  });
});

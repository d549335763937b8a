import { describe, expect, it } from "vitest";
import { resolveRealtimeUrl } from "./resolve-realtime-url.js";

describe("resolveRealtimeUrl", () => {
  it("resolves an announced path against the runtime URL, http(s) → ws(s)", () => {
    expect(resolveRealtimeUrl("/api/copilotkit/ws", "https://app.test/api/copilotkit")).toBe("wss://app.test/api/copilotkit/ws");
    expect(resolveRealtimeUrl("/ws", "http://127.0.0.1:4000/api")).toBe("ws://127.0.0.1:4000/ws");
  });

  it("keeps a full socket URL as announced", () => {
    expect(resolveRealtimeUrl("wss://edge.test/rt", "http://127.0.0.1:4000/api")).toBe("wss://edge.test/rt");
  });

  it("leaves a path relative against a relative runtime URL (the browser resolves it against the page)", () => {
    expect(resolveRealtimeUrl("/api/copilotkit/ws", "/api/copilotkit")).toBe("/api/copilotkit/ws");
  });
});

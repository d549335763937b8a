import { describe, expect, it } from "vitest";
import { realtimeUrl } from "./realtime-url.js";

describe("realtimeUrl", () => {
  it("puts {base}/ws on the request's origin, http → ws and https → wss", () => {
    expect(realtimeUrl(new Request("http://localhost:3000/api/copilotkit/info"), undefined, "/api/copilotkit")).toBe("ws://localhost:3000/api/copilotkit/ws");
    expect(realtimeUrl(new Request("https://app.test/info"), undefined, "")).toBe("wss://app.test/ws");
    expect(realtimeUrl(new Request("https://app.test/x/info"), undefined, "/x/")).toBe("wss://app.test/x/ws");
  });

  it("uses a configured path, or announces a configured full URL as is", () => {
    expect(realtimeUrl(new Request("http://a.test/api/info"), "/socket", "/api")).toBe("ws://a.test/socket");
    expect(realtimeUrl(new Request("http://a.test/api/info"), "socket", "/api")).toBe("ws://a.test/socket");
    expect(realtimeUrl(new Request("http://a.test/api/info"), "wss://edge.test/rt", "/api")).toBe("wss://edge.test/rt");
  });
});

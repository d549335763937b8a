import { describe, expect, it } from "vitest";
import { checkRealtimeOrigin } from "./check-realtime-origin.js";

const upgrade = (headers: Record<string, string>) => new Request("http://app.test/ws", { headers });

describe("checkRealtimeOrigin", () => {
  it("lets through clients without an Origin, same-origin pages and allowed origins", () => {
    expect(() => checkRealtimeOrigin(upgrade({ host: "app.test" }), [])).not.toThrow();
    expect(() => checkRealtimeOrigin(upgrade({ host: "app.test", origin: "https://app.test" }), [])).not.toThrow();
    expect(() => checkRealtimeOrigin(upgrade({ host: "app.test", origin: "https://other.test" }), ["https://other.test"])).not.toThrow();
    expect(() => checkRealtimeOrigin(upgrade({ host: "app.test", origin: "https://any.test" }), "*")).not.toThrow();
  });

  it("refuses other origins, and unreadable ones, with 403 forbidden_origin", () => {
    for (const origin of ["https://evil.test", "null", "https://app.test.evil.test"]) {
      expect(() => checkRealtimeOrigin(upgrade({ host: "app.test", origin }), ["https://other.test"])).toThrow(
        expect.objectContaining({ status: 403, code: "forbidden_origin" }),
      );
    }
  });
});

import { describe, expect, it, vi } from "vitest";
import { StoreUnavailableError, ThreadBusyError } from "../runner/runner-errors.js";
import { toErrorFrame } from "./realtime-error-frame.js";

describe("toErrorFrame", () => {
  it("gives the runner's typed errors the status and code they have over HTTP", () => {
    expect(toErrorFrame(new StoreUnavailableError("Redis is unreachable", { retryAfterSeconds: 2 }), "r1")).toEqual({
      type: "error",
      id: "r1",
      error: "store_unavailable",
      message: "Redis is unreachable",
      status: 503,
      retryAfter: 2,
    });
    expect(toErrorFrame(new ThreadBusyError("t"), "r2")).toMatchObject({ error: "thread_busy", status: 409 });
  });

  it("hides the details of an untyped error", () => {
    const errorSpy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(toErrorFrame(new Error("secret"), undefined)).toEqual({
      type: "error",
      error: "internal_error",
      message: "An internal error occurred",
      status: 500,
    });
    errorSpy.mockRestore();
  });
});

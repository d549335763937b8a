import { describe, expect, it } from "vitest";
import { postmasterReadyAfter, readPostmasterPid } from "./postmaster-ready.js";
import { holdRestartGateShared } from "./restart-gate.js";

// The server must stay up (not restarted by postgres-restart.test.ts) while these read its state.
holdRestartGateShared();

describe("postmasterReadyAfter", () => {
  it("resolves at once when the server is ready and an attempt started while it was down", async () => {
    expect(readPostmasterPid()).toMatch(/\nready\s*$/);
    await postmasterReadyAfter(undefined, 60_000);
  });

  it("keeps waiting while the server that was ready when the attempt started is the one still running", async () => {
    await expect(postmasterReadyAfter(readPostmasterPid(), 300)).rejects.toThrow(/not ready again within 300 ms/);
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { CopilotRuntime } from "../../runtime/copilot-runtime.js";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "./serve-copilot-runtime.js";

const served: ServedCopilotRuntime[] = [];
afterEach(async () => {
  for (const server of served.splice(0)) await server.close();
});

async function keepAliveHeader(options: { keepAliveTimeoutMs?: number } = {}): Promise<string | null> {
  const server = await serveCopilotRuntime({ runtime: new CopilotRuntime({ agents: {} }), basePath: "/api", handleSignals: false, ...options });
  served.push(server);
  const response = await fetch(`${server.url}/info`);
  await response.arrayBuffer();
  return response.headers.get("keep-alive");
}

describe("serveCopilotRuntime keep-alive", () => {
  // Node's own 5 s lost races with clients reusing a connection as it closed ("fetch failed").
  it("keeps idle connections 65 s by default and tells clients so", async () => {
    expect(await keepAliveHeader()).toBe("timeout=65");
  });

  it("takes keepAliveTimeoutMs", async () => {
    expect(await keepAliveHeader({ keepAliveTimeoutMs: 10_000 })).toBe("timeout=10");
  });
});

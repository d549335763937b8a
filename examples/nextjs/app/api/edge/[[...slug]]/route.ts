import { BuiltInAgent, createDemoModel } from "@wingman/agent";
import { CopilotRuntime, InMemoryAgentRunner } from "@wingman/runtime";
import { createCopilotNextRoute } from "@wingman/runtime/nextjs";

// The same runtime on the edge runtime: Web APIs only, so threads are kept in memory.
export const runtime = "edge";

const copilotRuntime = new CopilotRuntime({
  agents: { default: new BuiltInAgent({ model: createDemoModel({ tokenDelayMs: 5 }) }) },
  runner: new InMemoryAgentRunner(),
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = createCopilotNextRoute({ runtime: copilotRuntime, basePath: "/api/edge" });

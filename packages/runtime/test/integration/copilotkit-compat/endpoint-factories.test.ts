import { HttpAgent } from "@ag-ui/client";
import { afterEach, describe, expect, it } from "vitest";
import { ScriptedAgent } from "../../../src/testing/scripted-agent.js";
import { textRunEvents } from "../../../src/testing/text-run-events.js";
import { copilotKitExpressEndpoint, copilotKitHonoEndpoint, type StartedServer } from "../support/adapters.js";
import { CopilotRuntime } from "../../../src/index.js";
import { createCopilotEndpoint } from "../../../src/adapters/hono/index.js";

const BASE = "/api/copilotkit";
let server: StartedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const agents = () => ({ greeter: new ScriptedAgent({ script: (input) => textRunEvents({ ...input, deltas: ["Hi"] }) }) });
const envelope = (body: unknown) =>
  fetch(server!.url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe.each([copilotKitHonoEndpoint, copilotKitExpressEndpoint])("$name, single route", (endpoint) => {
  it("serves the envelope at basePath: info, a run by HttpAgent, and the envelope errors", async () => {
    server = await endpoint.start({ agents: agents() }, { basePath: BASE, mode: "single-route" });
    const info = await envelope({ method: "info" });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ mode: "sse", agents: { greeter: { name: "greeter" } } });
    const unknown = await envelope({ method: "agent/fly" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: "invalid_request" });
    const agent = new HttpAgent({
      url: server.url,
      threadId: "single",
      fetch: (input, init) =>
        fetch(input, { ...init, body: JSON.stringify({ method: "agent/run", params: { agentId: "greeter" }, body: JSON.parse(init!.body as string) }) }),
    });
    await agent.runAgent({ runId: "single-1" });
    expect(agent.messages.at(-1)).toMatchObject({ role: "assistant", content: "Hi" });
  });
});

describe("createCopilotEndpoint's CORS settings (CopilotKit's shape)", () => {
  it("maps an origin function and credentials onto the handler's CORS", async () => {
    const app = createCopilotEndpoint({
      runtime: new CopilotRuntime({ agents: agents() }),
      basePath: BASE,
      cors: { origin: (origin) => (origin.endsWith(".example") ? origin : null), credentials: true },
    });
    const allowed = await app.fetch(new Request(`http://localhost${BASE}/info`, { headers: { Origin: "https://app.example" } }));
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://app.example");
    expect(allowed.headers.get("access-control-allow-credentials")).toBe("true");
    const refused = await app.fetch(new Request(`http://localhost${BASE}/info`, { headers: { Origin: "https://evil.test" } }));
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
    const outside = await app.fetch(new Request("http://localhost/elsewhere/info"));
    expect(outside.status).toBe(404);
  });

  it("sends no CORS headers without settings (CopilotKit allows every origin: cors: true restores that)", async () => {
    const runtime = new CopilotRuntime({ agents: agents() });
    const closed = createCopilotEndpoint({ runtime, basePath: BASE });
    const open = createCopilotEndpoint({ runtime, basePath: BASE, cors: true });
    const request = () => new Request(`http://localhost${BASE}/info`, { headers: { Origin: "https://app.example" } });
    expect((await closed.fetch(request())).headers.get("access-control-allow-origin")).toBeNull();
    expect((await open.fetch(request())).headers.get("access-control-allow-origin")).toBe("*");
  });
});

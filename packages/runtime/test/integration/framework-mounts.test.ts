// Must run before Express loads: see the module.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { EventType } from "@ag-ui/core";
import express from "express";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { CopilotRuntime } from "../../src/index.js";
import { createCopilotExpressHandler } from "../../src/adapters/express/index.js";
import { createCopilotHonoHandler } from "../../src/adapters/hono/index.js";
import { serveNodeRequest } from "../../src/adapters/node/serve-node-request.js";
import { ScriptedAgent } from "../../src/testing/scripted-agent.js";
import { textRunEvents } from "../../src/testing/text-run-events.js";
import { postJson, runInput, readSse } from "@wingman/test-support/sse";

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

function listen(app: Server): Promise<string> {
  server = app;
  return new Promise((resolve) => app.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(app.address() as AddressInfo).port}`)));
}

const runtime = () => new CopilotRuntime({ agents: { greeter: new ScriptedAgent({ script: (input) => textRunEvents({ ...input }) }) } });

describe("framework mounts", () => {
  it("express: rebuilds a body that express.json() already parsed, and leaves other routes alone", async () => {
    const app = express();
    app.use(express.json());
    app.use(createCopilotExpressHandler({ runtime: runtime(), basePath: "/api/copilotkit" }));
    app.get("/health", (_req, res) => {
      res.json({ ok: true });
    });
    const origin = await listen(createServer(app));
    const frames = await readSse(await postJson(`${origin}/api/copilotkit/agent/greeter/run`, runInput("e1", "r1")));
    expect(frames.at(-1)?.event.type).toBe(EventType.RUN_FINISHED);
    expect(await (await fetch(`${origin}/health`)).json()).toEqual({ ok: true });
  });

  it("express: works under a mount path without a base path", async () => {
    const app = express();
    app.use("/copilot", createCopilotExpressHandler({ runtime: runtime() }));
    const origin = await listen(createServer(app));
    const info = await fetch(`${origin}/copilot/info`);
    expect(info.status).toBe(200);
  });

  it("hono: mounts under the base path inside a larger app", async () => {
    const app = new Hono();
    app.get("/health", (context) => context.json({ ok: true }));
    app.route("/", createCopilotHonoHandler({ runtime: runtime(), basePath: "/api/copilotkit" }));
    const origin = await listen(createServer((req, res) => void serveNodeRequest((request) => Promise.resolve(app.fetch(request)), req, res)));
    const frames = await readSse(await postJson(`${origin}/api/copilotkit/agent/greeter/run`, runInput("h1", "r1")));
    expect(frames.at(-1)?.event.type).toBe(EventType.RUN_FINISHED);
    expect(await (await fetch(`${origin}/health`)).json()).toEqual({ ok: true });
    const unknown = await fetch(`${origin}/api/copilotkit/nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: "Not found" });
  });
});

// Must run before Express loads: see the module.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { CopilotRuntime, type CopilotRuntimeOptions } from "../../../src/index.js";
import type { CopilotRuntimeHandlerOptions } from "../../../src/handler/copilot-runtime-handler-options.js";
import { createCopilotNodeListener } from "../../../src/adapters/node/index.js";
import { createCopilotHonoHandler } from "../../../src/adapters/hono/index.js";
import { createCopilotExpressHandler } from "../../../src/adapters/express/index.js";
import { serveNodeRequest } from "../../../src/adapters/node/serve-node-request.js";


export interface StartedServer {
  /** Origin plus base path. */
  readonly url: string;
  readonly runtime: CopilotRuntime;
  close(): Promise<void>;
}

export interface AdapterUnderTest {
  readonly name: string;
  start(runtimeOptions: CopilotRuntimeOptions, handlerOptions: Omit<CopilotRuntimeHandlerOptions, "runtime">): Promise<StartedServer>;
}

function listen(server: Server, runtime: CopilotRuntime, basePath: string | undefined): Promise<StartedServer> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}${basePath ?? ""}`,
        runtime,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

export const nodeAdapter: AdapterUnderTest = {
  name: "node",
  start(runtimeOptions, handlerOptions) {
    const runtime = new CopilotRuntime(runtimeOptions);
    return listen(createServer(createCopilotNodeListener({ runtime, ...handlerOptions })), runtime, handlerOptions.basePath);
  },
};

export const honoAdapter: AdapterUnderTest = {
  name: "hono",
  start(runtimeOptions, handlerOptions) {
    const runtime = new CopilotRuntime(runtimeOptions);
    const app = createCopilotHonoHandler({ runtime, ...handlerOptions });
    // Hono is served through a bare Node bridge: what is under test is the Hono mount.
    const server = createServer((req, res) => void serveNodeRequest((request) => Promise.resolve(app.fetch(request)), req, res));
    return listen(server, runtime, handlerOptions.basePath);
  },
};

export const expressAdapter: AdapterUnderTest = {
  name: "express",
  start(runtimeOptions, handlerOptions) {
    const runtime = new CopilotRuntime(runtimeOptions);
    const app = express();
    app.get("/other", (_req, res) => {
      res.send("other route");
    });
    app.use(createCopilotExpressHandler({ runtime, ...handlerOptions }));
    return listen(createServer(app), runtime, handlerOptions.basePath);
  },
};

/** Express with `express.json()` mounted first, as many apps do: its refusals must become the runtime's JSON errors. */
export const expressParsedAdapter: AdapterUnderTest = {
  name: "express+json",
  start(runtimeOptions, handlerOptions) {
    const runtime = new CopilotRuntime(runtimeOptions);
    const app = express();
    app.use(express.json());
    app.use(createCopilotExpressHandler({ runtime, ...handlerOptions }));
    return listen(createServer(app), runtime, handlerOptions.basePath);
  },
};

export const ADAPTERS: readonly AdapterUnderTest[] = [nodeAdapter, honoAdapter, expressAdapter, expressParsedAdapter];

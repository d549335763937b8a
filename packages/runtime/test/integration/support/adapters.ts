// Must run before Express loads: see the module.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { CopilotRuntime, type CopilotRuntimeOptions } from "../../../src/index.js";
import type { CopilotRuntimeHandlerOptions } from "../../../src/handler/copilot-runtime-handler-options.js";
import { createCopilotNodeListener } from "../../../src/adapters/node/index.js";
import {
  createCopilotEndpoint,
  createCopilotEndpointSingleRoute,
  createCopilotHonoHandler,
  type CopilotEndpointCorsConfig,
} from "../../../src/adapters/hono/index.js";
import {
  createCopilotEndpointExpress,
  createCopilotEndpointSingleRouteExpress,
  createCopilotExpressHandler,
} from "../../../src/adapters/express/index.js";
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

/** The handler's CORS options in CopilotKit's shape (an origin is required there). */
function copilotKitCors(cors: CopilotRuntimeHandlerOptions["cors"]): CopilotEndpointCorsConfig | boolean | undefined {
  if (cors === undefined || typeof cors === "boolean") return cors;
  return { origin: cors.origin ?? "*", ...(cors.credentials !== undefined && { credentials: cors.credentials }) };
}

/** CopilotKit's Hono factories, which must answer exactly as the adapter they wrap. */
export const copilotKitHonoEndpoint: AdapterUnderTest = {
  name: "createCopilotEndpoint (hono)",
  start(runtimeOptions, { mode, basePath = "/", cors, ...handlerOptions }) {
    const runtime = new CopilotRuntime(runtimeOptions);
    const create = mode === "single-route" ? createCopilotEndpointSingleRoute : createCopilotEndpoint;
    const app = create({ runtime, basePath, ...handlerOptions, cors: copilotKitCors(cors) });
    const server = createServer((req, res) => void serveNodeRequest((request) => Promise.resolve(app.fetch(request)), req, res));
    return listen(server, runtime, basePath === "/" ? undefined : basePath);
  },
};

/** CopilotKit's Express factories (Routers). */
export const copilotKitExpressEndpoint: AdapterUnderTest = {
  name: "createCopilotEndpointExpress",
  start(runtimeOptions, { mode, basePath = "/", ...handlerOptions }) {
    const runtime = new CopilotRuntime(runtimeOptions);
    const create = mode === "single-route" ? createCopilotEndpointSingleRouteExpress : createCopilotEndpointExpress;
    const app = express();
    app.get("/other", (_req, res) => {
      res.send("other route");
    });
    app.use(create({ runtime, basePath, ...handlerOptions }));
    return listen(createServer(app), runtime, basePath === "/" ? undefined : basePath);
  },
};

export const ADAPTERS: readonly AdapterUnderTest[] = [
  nodeAdapter,
  honoAdapter,
  expressAdapter,
  expressParsedAdapter,
  copilotKitHonoEndpoint,
  copilotKitExpressEndpoint,
];

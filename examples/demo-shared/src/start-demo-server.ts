import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { attachCopilotRealtime, createCopilotNodeListener } from "@wingman/runtime/node";
import type { DemoInfo, DemoRuntime, DemoTransport } from "./create-demo-runtime.js";
import { servePage } from "./serve-page.js";
import { serveTestGate, TEST_GATE_PATH } from "./test-gate/serve-test-gate.js";
import { ensureVisitorCookie } from "./visitor-cookie.js";

/** The runtime's base path; the page talks to it on the same origin. */
export const RUNTIME_PATH = "/api/copilotkit";

/** Where and what `startDemoServer` serves. */
export interface DemoServerOptions {
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** The built page. */
  pageDir: string;
  demo: DemoRuntime;
  transport: DemoTransport;
}

/** A running demo server. */
export interface DemoServer {
  url: string;
  port: number;
  info: DemoInfo;
  /** How the page talks to the runtime. */
  transport: DemoTransport;
  close(): Promise<void>;
}

/**
 * Serves the runtime at `/api/copilotkit` (in realtime mode its WebSocket at `/api/copilotkit/ws`,
 * same port), the demo info at `/api/demo`, the test gate at `/api/demo/test-gate/*` when the runtime
 * has one (a JSON 404 otherwise), and the page everywhere else.
 */
export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const { demo } = options;
  const runtimeListener = createCopilotNodeListener({ runtime: demo.runtime, basePath: RUNTIME_PATH });
  const pageDir = resolve(options.pageDir);
  const server = createServer((request, response) => {
    ensureVisitorCookie(request, response);
    const path = (request.url ?? "/").split("?")[0]!;
    if (path === RUNTIME_PATH || path.startsWith(`${RUNTIME_PATH}/`)) return runtimeListener(request, response);
    if (path === "/api/demo") {
      response.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end(JSON.stringify(demo.info));
      return;
    }
    if (path === TEST_GATE_PATH || path.startsWith(`${TEST_GATE_PATH}/`)) return serveTestGate(demo.testGate, request, response, path);
    servePage(pageDir, request, response).catch((error: unknown) => {
      console.error("[demo] could not serve", path, error);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain" });
      response.end("Internal Server Error");
    });
  });
  // The upgrade is identified by the visitor cookie, as HTTP requests are (the page set it).
  const realtime = demo.runtime.realtime ? attachCopilotRealtime(server, { runtime: demo.runtime, basePath: RUNTIME_PATH }) : undefined;
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(options.port, options.host, () => {
      server.off("error", fail);
      done();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host === "127.0.0.1" || options.host === "::1" || options.host === "0.0.0.0" || options.host === "::" ? "localhost" : options.host;
  return {
    url: `http://${host}:${port}`,
    port,
    info: demo.info,
    transport: options.transport,
    close: async () => {
      // Sockets first (closed with 1001, so pages reconnect), then the HTTP connections.
      await realtime?.close();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await demo.close();
    },
  };
}

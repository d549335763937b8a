import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve, sep } from "node:path";
import { createCopilotNodeListener } from "@wingman/runtime/node";
import { createAngularDemoRuntime, type AngularDemoInfo } from "./angular-demo-runtime.js";

export const RUNTIME_PATH = "/api/copilotkit";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
};

export interface AngularDemoServerOptions {
  port: number;
  host: string;
  /** The built page (`ng build`: `dist/app/browser`). */
  pageDir: string;
  env?: Record<string, string | undefined>;
  tokenDelayMs?: number;
}

export interface AngularDemoServer {
  url: string;
  port: number;
  info: AngularDemoInfo;
  close(): Promise<void>;
}

async function servePage(pageDir: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
  const candidate = normalize(join(pageDir, pathname));
  const inside = candidate.startsWith(pageDir.endsWith(sep) ? pageDir : pageDir + sep);
  let file = inside ? candidate : join(pageDir, "index.html");
  let info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) {
    file = join(pageDir, "index.html");
    info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) {
      response.writeHead(503, { "Content-Type": "text/plain; charset=utf-8" }).end("The page is not built: run `npm run build` (ng build) first.");
      return;
    }
  }
  response.writeHead(200, { "Content-Type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream", "Content-Length": info.size, "Cache-Control": "no-cache" });
  createReadStream(file).pipe(response);
}

/** Serves the runtime at `/api/copilotkit`, the model info at `/api/demo`, and the built page everywhere else. */
export async function startAngularDemoServer(options: AngularDemoServerOptions): Promise<AngularDemoServer> {
  const demo = createAngularDemoRuntime({ ...(options.env && { env: options.env }), ...(options.tokenDelayMs !== undefined && { tokenDelayMs: options.tokenDelayMs }) });
  const runtimeListener = createCopilotNodeListener({ runtime: demo.runtime, basePath: RUNTIME_PATH });
  const pageDir = resolve(options.pageDir);
  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0]!;
    if (path === RUNTIME_PATH || path.startsWith(`${RUNTIME_PATH}/`)) return runtimeListener(request, response);
    if (path === "/api/demo") {
      response.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end(JSON.stringify(demo.info));
      return;
    }
    servePage(pageDir, request, response).catch((error: unknown) => {
      console.error("[angular-demo] could not serve", path, error);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain" });
      response.end("Internal Server Error");
    });
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(options.port, options.host, () => {
      server.off("error", fail);
      done();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host === "0.0.0.0" || options.host === "127.0.0.1" ? "localhost" : options.host}:${port}`,
    port,
    info: demo.info,
    close: async () => {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await demo.close();
    },
  };
}

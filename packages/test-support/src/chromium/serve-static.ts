import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";

const TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css", ".json": "application/json" };

/** Requests under `prefix` go to `listener` instead of the files (a runtime on the page's own origin). */
export interface StaticSiteApi {
  readonly prefix: string;
  readonly listener: (request: IncomingMessage, response: ServerResponse) => void;
}

/** A tiny static file server on 127.0.0.1 for a built test page (browser tests load it in Chromium). */
export async function serveStatic(root: string, api?: StaticSiteApi): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    if (api && (request.url ?? "/").startsWith(api.prefix)) return api.listener(request, response);
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    const file = join(root, path.endsWith("/") ? `${path}index.html` : path);
    readFile(file).then(
      (body) => {
        response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
        response.end(body);
      },
      () => {
        response.writeHead(404).end("not found");
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".map": "application/json",
  ".woff2": "font/woff2",
};

/**
 * Serves the built page: files under `pageDir`, hashed assets cached for a year, and `index.html`
 * (never cached) for every other GET, so a reload always picks up a rebuilt page.
 */
export async function servePage(pageDir: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain" }).end("Method Not Allowed");
    return;
  }
  const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
  const candidate = normalize(join(pageDir, pathname));
  const inside = candidate === pageDir || candidate.startsWith(pageDir.endsWith(sep) ? pageDir : pageDir + sep);
  let file = inside ? candidate : join(pageDir, "index.html");
  let info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) {
    if (extname(pathname) !== "") {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
      return;
    }
    file = join(pageDir, "index.html");
    info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) {
      response
        .writeHead(503, { "Content-Type": "text/plain; charset=utf-8" })
        .end("The demo page is not built: run `npm start` in the demo's folder (it builds the page first).");
      return;
    }
  }
  const immutable = file.includes(`${sep}assets${sep}`);
  response.writeHead(200, {
    "Content-Type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream",
    "Content-Length": info.size,
    "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
  });
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  createReadStream(file).pipe(response);
}

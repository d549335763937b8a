import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** An upload the store has received and holds unanswered until the test decides. */
export interface HeldUpload {
  /** The file name from the request's path. */
  readonly name: string;
  readonly type: string;
  readonly bytes: Buffer;
  /** Keeps the file and answers `{ url }` where it is now served. */
  store(): string;
  /** Answers `status` with `message` as text (an upload that failed). */
  refuse(status: number, message: string): void;
}

/** A file store on 127.0.0.1 for attachment tests: `POST <url>/<name>` uploads, held until answered. */
export interface UploadStore {
  /** `http://127.0.0.1:<port>/upload` */
  readonly url: string;
  /** The next upload to arrive (or one that arrived and was not taken yet). */
  nextUpload(): Promise<HeldUpload>;
  close(): Promise<void>;
}

const CORS = { "access-control-allow-origin": "*" };

/**
 * Starts an {@link UploadStore}, open to any origin. Each upload waits for the test to call
 * `store()` or `refuse()` (the gate), so a page's "uploading" state can be checked for sure;
 * stored files are served back at the URL `store()` returns (an `<img>` can show them).
 *
 * @example
 * const uploads = await startUploadStore();
 * const upload = await uploads.nextUpload(); // the page is showing "Uploading" now
 * const url = upload.store();
 */
export async function startUploadStore(): Promise<UploadStore> {
  const stored = new Map<string, { type: string; bytes: Buffer }>();
  const arrived: HeldUpload[] = [];
  const waiting: Array<(upload: HeldUpload) => void> = [];
  let origin = "";
  const hold = (response: ServerResponse, name: string, type: string, bytes: Buffer) => {
    const upload: HeldUpload = {
      name,
      type,
      bytes,
      store() {
        const path = `/files/${stored.size + 1}/${encodeURIComponent(name)}`;
        stored.set(path, { type, bytes });
        response.writeHead(200, { ...CORS, "content-type": "application/json" }).end(JSON.stringify({ url: origin + path }));
        return origin + path;
      },
      refuse(status, message) {
        response.writeHead(status, { ...CORS, "content-type": "text/plain" }).end(message);
      },
    };
    const taker = waiting.shift();
    if (taker) taker(upload);
    else arrived.push(upload);
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://store").pathname;
    if (request.method === "OPTIONS") {
      response.writeHead(204, { ...CORS, "access-control-allow-methods": "POST", "access-control-allow-headers": "content-type" }).end();
    } else if (request.method === "POST" && path.startsWith("/upload/")) {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => hold(response, decodeURIComponent(path.slice("/upload/".length)), request.headers["content-type"] ?? "", Buffer.concat(chunks)));
    } else {
      const file = request.method === "GET" ? stored.get(path) : undefined;
      if (file) response.writeHead(200, { ...CORS, "content-type": file.type }).end(file.bytes);
      else response.writeHead(404, CORS).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/upload`,
    nextUpload: () => {
      const upload = arrived.shift();
      return upload ? Promise.resolve(upload) : new Promise((resolve) => waiting.push(resolve));
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

import type { IncomingMessage } from "node:http";

/** The Web `Request` of a WebSocket upgrade (no body), for `identifyUser` and the agents factory. */
export function toUpgradeRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) headers.append(raw[index]!, raw[index + 1]!);
  const protocol = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  return new Request(new URL(req.url ?? "/", `${protocol}://${req.headers.host ?? "localhost"}`), { method: "GET", headers });
}

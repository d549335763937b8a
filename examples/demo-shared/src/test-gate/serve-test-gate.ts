import type { IncomingMessage, ServerResponse } from "node:http";
import type { DemoTestGate } from "./demo-test-gate.js";

/** Where a test holds and releases the demo model's answers (only when the server was started with a gate). */
export const TEST_GATE_PATH = "/api/demo/test-gate";

/**
 * `POST /api/demo/test-gate/hold` and `POST /api/demo/test-gate/release`. Without a gate every path
 * under it is a JSON 404, so a normal demo server says nothing about it.
 */
export function serveTestGate(gate: DemoTestGate | undefined, request: IncomingMessage, response: ServerResponse, path: string): void {
  const action = path.slice(TEST_GATE_PATH.length + 1);
  if (!gate || (action !== "hold" && action !== "release")) return json(response, 404, { error: "not_found", message: `No ${path} on this server` });
  if (request.method !== "POST") {
    response.setHeader("Allow", "POST");
    return json(response, 405, { error: "method_not_allowed", message: `${path} takes POST` });
  }
  // The body is not read: drain it so the connection can be reused.
  request.resume();
  if (action === "hold") {
    gate.hold();
    return json(response, 200, { holding: true });
  }
  return json(response, 200, { holding: false, released: gate.release() });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end(JSON.stringify(body));
}

import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { CopilotRuntime, InMemoryAgentRunner } from "@wingman/runtime";
import { createCopilotNodeListener } from "@wingman/runtime/node";
import { ThreadAgent } from "./thread-agent.mjs";

const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css" };

/**
 * One origin on 127.0.0.1 serving the built page from `root` and an in-process runtime under
 * `/api` (in-memory runner, {@link ThreadAgent} as `default`), so the page needs no CORS.
 */
export async function servePageAndRuntime(root, agentOptions) {
  const runner = new InMemoryAgentRunner({ maxThreads: 1_000, maxBytes: 1024 ** 3 });
  const runtime = new CopilotRuntime({ agents: { default: new ThreadAgent(agentOptions) }, runner });
  const api = createCopilotNodeListener({ runtime, basePath: "/api" });
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    if (path.startsWith("/api")) return void api(request, response);
    const file = join(root, normalize(path === "/" ? "/index.html" : path));
    readFile(file).then(
      (body) => response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(body),
      () => response.writeHead(404).end("not found"),
    );
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    /** Stores a thread of `count` messages through the runtime's own run endpoint. */
    async seedThread(threadId, count) {
      const response = await fetch(`${origin}/api/agent/default/run`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "text/event-stream" },
        body: JSON.stringify({ threadId, runId: `seed-${threadId}`, messages: [], tools: [], context: [], state: {}, forwardedProps: { seed: count } }),
      });
      if (!response.ok) throw new Error(`seeding ${threadId}: ${response.status} ${await response.text()}`);
      await response.text();
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        void runner.close?.();
      }),
  };
}

// Child-process entry: `node server-process.mjs ceiling|lane|runtime [runner]`. Prints {"port":N} once listening.
// The load generator runs in the parent, so server and client never share one event loop.
import { createCeilingServer } from "./ceiling-server.mjs";


const [kind, runnerName] = process.argv.slice(2);
const server =
  kind === "ceiling"
    ? createCeilingServer()
    : kind === "lane"
      ? (await import("./lane-server.mjs")).createLaneServer()
      : await (await import("./runtime-server.mjs")).createRuntimeServer(runnerName);

// Memory probe, answered before the server under test sees the request.
const originalEmit = server.emit.bind(server);
server.emit = (name, ...args) => {
  if (name === "request" && args[0].url === "/__bench/memory") {
    const [request, response] = args;
    globalThis.gc?.();
    globalThis.gc?.();
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(process.memoryUsage()));
    return true;
  }
  // CPU probe: the server process's own CPU time (all threads), in µs.
  if (name === "request" && args[0].url === "/__bench/cpu") {
    const [, response] = args;
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(process.cpuUsage()));
    return true;
  }
  return originalEmit(name, ...args);
};

server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));

import { startDemoServer } from "@wingman/demo-shared";
import { createDemoRuntime } from "./create-demo-runtime.js";
import { readDemoConfig } from "./demo-config.js";

const config = readDemoConfig(process.env);
const server = await startDemoServer({ ...config, demo: createDemoRuntime(config) }).catch((error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") console.error(`[demo] port ${config.port} is in use: set PORT to another one (PORT=3001 npm start).`);
  else console.error("[demo] could not start:", error);
  process.exit(1);
});

console.log(`Wingman demo on ${server.url}`);
console.log(`  model:     ${server.info.model}${server.info.offline ? " (set OPENAI_API_KEY or another provider's key for a real one)" : ""}`);
console.log(`  transport: ${server.transport === "realtime" ? "realtime, WebSocket (DEMO_TRANSPORT=sse for HTTP + SSE)" : "HTTP + SSE (DEMO_TRANSPORT=sse)"}`);
const threads = { sqlite: `SQLite in ${config.dataDir}`, postgres: "PostgreSQL (DATABASE_URL)", redis: `Redis (REDIS_URL, keys under ${config.redisKeyPrefix ?? "wingman:"})`, memory: "in memory (lost on restart)" };
console.log(`  threads:   ${threads[server.info.threads]}`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    void server.close().finally(() => process.exit(0));
  });
}

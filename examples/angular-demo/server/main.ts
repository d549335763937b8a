import { fileURLToPath } from "node:url";
import { createDemoRuntime, startDemoServer, type DemoTransport } from "@wingman/demo-shared";
import { InMemoryAgentRunner } from "@wingman/runtime";

// The React demo's server and agent (@wingman/demo-shared), serving ng build's output. Threads are kept
// in memory: an Angular app installs no native SQLite module (the React demo's runner needs one).
const port = Number(process.env["PORT"] ?? 3001);
const host = process.env["HOST"] || "127.0.0.1";
const tokenDelay = process.env["DEMO_TOKEN_DELAY_MS"];
const transport = process.env["DEMO_TRANSPORT"] || "realtime";
if (transport !== "realtime" && transport !== "sse") throw new RangeError(`DEMO_TRANSPORT must be realtime or sse, got ${transport}`);
// For the browser tests only, as in the React demo: answers can be held after their first line (/api/demo/test-gate).
const testGate = process.env["DEMO_TEST_GATE"] || "0";
if (testGate !== "0" && testGate !== "1") throw new RangeError(`DEMO_TEST_GATE must be 0 or 1, got ${testGate}`);
const server = await startDemoServer({
  port,
  host,
  pageDir: fileURLToPath(new URL("../app/browser", import.meta.url)),
  transport,
  demo: createDemoRuntime({
    env: process.env,
    tokenDelayMs: tokenDelay === undefined || tokenDelay === "" ? undefined : Number(tokenDelay),
    runner: new InMemoryAgentRunner(),
    threads: "memory",
    transport: transport satisfies DemoTransport,
    testGate: testGate === "1",
  }),
}).catch((error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") console.error(`[angular-demo] port ${port} is in use: set PORT to another one.`);
  else console.error("[angular-demo] could not start:", error);
  process.exit(1);
});

console.log(`Wingman Angular demo on ${server.url}`);
console.log(`  model: ${server.info.model}${server.info.offline ? " (set OPENAI_API_KEY or another provider's key for a real one)" : ""}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void server.close().finally(() => process.exit(0)));

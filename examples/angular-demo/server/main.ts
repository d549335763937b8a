import { fileURLToPath } from "node:url";
import { startAngularDemoServer } from "./start-angular-demo-server.js";

const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? "127.0.0.1";
const tokenDelayMs = process.env.DEMO_TOKEN_DELAY_MS === undefined ? undefined : Number(process.env.DEMO_TOKEN_DELAY_MS);
const server = await startAngularDemoServer({
  port,
  host,
  pageDir: fileURLToPath(new URL("../app/browser", import.meta.url)),
  ...(tokenDelayMs !== undefined && { tokenDelayMs }),
}).catch((error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") console.error(`[angular-demo] port ${port} is in use: set PORT to another one.`);
  else console.error("[angular-demo] could not start:", error);
  process.exit(1);
});

console.log(`Wingman Angular demo on ${server.url}`);
console.log(`  model: ${server.info.model}${server.info.offline ? " (set OPENAI_API_KEY or another provider's key for a real one)" : ""}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void server.close().finally(() => process.exit(0)));

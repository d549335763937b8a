// The Wingman runtime on its own Express server. The SPA (served by Vite on another origin) calls it
// across origins, so `cors.origin` lists the SPA's origin; other origins get no CORS headers.
import { BuiltInAgent, selectModelFromEnv } from "@wingman/agent";
import { CopilotRuntime } from "@wingman/runtime";
import { createCopilotExpressHandler } from "@wingman/runtime/express";
import express from "express";

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? "127.0.0.1";
const spaOrigin = process.env.SPA_ORIGIN ?? "http://localhost:5173";

// A real model when a provider key is set (OPENAI_API_KEY, …), the offline demo model otherwise.
const { model, label } = selectModelFromEnv();
const runtime = new CopilotRuntime({
  agents: { default: new BuiltInAgent({ model, prompt: "You are the copilot of a small Vite app." }) },
});

const app = express();
// A pair: the runtime, and its JSON answers to body-parser failures. Mount it before your own routes.
app.use(createCopilotExpressHandler({ runtime, basePath: "/api/copilotkit", cors: { origin: [spaOrigin] } }));

const server = app.listen(port, host, () => {
  console.log(`Wingman runtime (${label}) on http://${host}:${server.address().port}/api/copilotkit, for ${spaOrigin}`);
});

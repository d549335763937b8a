import { BuiltInAgent } from "@copilotkitnext/agent";
import { CopilotRuntime, InMemoryAgentRunner } from "@copilotkitnext/runtime";
import { createCopilotEndpointExpress } from "@copilotkitnext/runtime/express";
import express from "express";
import { fileURLToPath } from "node:url";
import { model } from "./model.js";

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? "127.0.0.1";

const runtime = new CopilotRuntime({
  agents: {
    default: new BuiltInAgent({
      model,
      prompt: "You are the copilot of a to-do page. Use the page's tools when the user asks for them.",
    }),
  },
  runner: new InMemoryAgentRunner(),
});

const app = express();
app.use(createCopilotEndpointExpress({ runtime, basePath: "/api/copilotkit" }));
// The page built by `vite build`.
app.use(express.static(fileURLToPath(new URL("../../dist", import.meta.url))));

const server = app.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  console.log(`To-do app on http://${host}:${actualPort}`);
});

// The headless app (provider + useAgent, no chat UI): what the headless figure of measure-size.mjs measures.
import { CopilotKitProvider, useAgent } from "@wingman/react";
import { createElement } from "react";
import { createRoot } from "react-dom/client";

function MessageCount() {
  const { agent } = useAgent();
  return createElement("output", null, String(agent.messages.length));
}

createRoot(document.getElementById("root")!).render(
  createElement(CopilotKitProvider, { runtimeUrl: "/api/copilotkit" }, createElement(MessageCount)),
);

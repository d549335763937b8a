// The smallest app that ships the chat: what `scripts/measure-size.mjs` measures.
import { CopilotChat, CopilotKitProvider } from "@wingman/react";
import "@wingman/react/styles.css";
import { createElement } from "react";
import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root")!).render(
  createElement(CopilotKitProvider, { runtimeUrl: "/api/copilotkit" }, createElement(CopilotChat)),
);

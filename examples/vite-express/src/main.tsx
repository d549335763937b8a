import { CopilotKitProvider } from "@wingman/react";
import "@wingman/react/styles.css";
import { createRoot } from "react-dom/client";
import { App } from "./app";

// The runtime lives on another origin (the Express server in server.js); it must list this page's
// origin in its `cors` option. Set VITE_RUNTIME_URL at build time to point elsewhere.
const runtimeUrl = import.meta.env.VITE_RUNTIME_URL ?? "http://127.0.0.1:4000/api/copilotkit";

createRoot(document.getElementById("root")!).render(
  <CopilotKitProvider runtimeUrl={runtimeUrl}>
    <App />
  </CopilotKitProvider>,
);

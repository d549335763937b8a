import { CopilotKitProvider } from "@copilotkitnext/react";
import "@copilotkitnext/react/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import "./page.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <CopilotKitProvider runtimeUrl="/api/copilotkit">
      <App />
    </CopilotKitProvider>
  </StrictMode>,
);

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@wingman/react/styles.css";
import "@wingman/demo-shared/styles.css";
import { App } from "./app.js";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

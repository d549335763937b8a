import { CopilotChat, CopilotKitProvider } from "@wingman/react";
import "@wingman/react/styles.css";
import { createRoot } from "react-dom/client";

// The chat against the runtime named in ?runtime=; links the app opens are recorded, not followed.
const runtimeUrl = new URLSearchParams(window.location.search).get("runtime")!;
const opened: string[] = [];
(window as unknown as { openedLinks: string[] }).openedLinks = opened;
window.open = (url?: string | URL) => {
  opened.push(String(url));
  return null;
};

createRoot(document.getElementById("root")!).render(
  <CopilotKitProvider runtimeUrl={runtimeUrl}>
    <div style={{ height: 700 }}>
      <CopilotChat />
    </div>
  </CopilotKitProvider>,
);

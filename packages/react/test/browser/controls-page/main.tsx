// CopilotChat on a thread of a real runtime: ?runtime=<url>&thread=<id>&agent=<id>. A reload shows the same thread.
import { CopilotChat, CopilotKitProvider } from "@wingman/react";
import "@wingman/react/styles.css";
import { createElement } from "react";
import { createRoot } from "react-dom/client";

const query = new URLSearchParams(location.search);
createRoot(document.getElementById("root")!).render(
  createElement(
    CopilotKitProvider,
    { runtimeUrl: query.get("runtime")! },
    createElement(CopilotChat, { agentId: query.get("agent") ?? "default", threadId: query.get("thread")! }),
  ),
);

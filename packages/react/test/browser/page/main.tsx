// The browser tests' page: a chat with attachments (images and videos) against the runtime named in
// `?runtime=`, next to a text field outside the chat. Refused files are recorded for the test; with
// `&store=` files are uploaded there (see testPageAttachments).
import "@wingman/react/styles.css";
import { CopilotChat, CopilotKitProvider } from "@wingman/react";
import { testPageAttachments } from "@wingman/test-support/test-pages";
import { createRoot } from "react-dom/client";

const query = new URLSearchParams(location.search);

createRoot(document.querySelector("#root")!).render(
  <CopilotKitProvider runtimeUrl={query.get("runtime") ?? undefined}>
    <CopilotChat attachments={testPageAttachments(query)} />
  </CopilotKitProvider>,
);

// The browser tests' page: a chat with attachments (images and videos) against the runtime named in
// `?runtime=`, next to a text field outside the chat. Refused files are recorded for the test.
import "@wingman/react/styles.css";
import { CopilotChat, CopilotKitProvider, type AttachmentUploadError } from "@wingman/react";
import { createRoot } from "react-dom/client";

const failures: Array<Pick<AttachmentUploadError, "reason" | "message">> = [];
Object.assign(globalThis, { wingmanTest: { failures } });

createRoot(document.querySelector("#root")!).render(
  <CopilotKitProvider runtimeUrl={new URLSearchParams(location.search).get("runtime") ?? undefined}>
    <CopilotChat attachments={{ enabled: true, accept: "image/*,video/*", onUploadFailed: ({ reason, message }) => void failures.push({ reason, message }) }} />
  </CopilotKitProvider>,
);

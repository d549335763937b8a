// CopilotChat on a thread of a real runtime: ?runtime=<url>&thread=<id>&agent=<id>. A reload shows the same thread.
// Thumbs up/down record what they receive in globalThis.toolbarEvents; Read aloud uses speechSynthesis,
// or the text-to-speech endpoint named in &tts=<url>.
import { CopilotChat, CopilotKitProvider } from "@wingman/react";
import "@wingman/react/styles.css";
import { createElement } from "react";
import { createRoot } from "react-dom/client";

const query = new URLSearchParams(location.search);
const events: string[] = [];
(globalThis as unknown as { toolbarEvents: string[] }).toolbarEvents = events;

createRoot(document.getElementById("root")!).render(
  createElement(
    CopilotKitProvider,
    { runtimeUrl: query.get("runtime")! },
    createElement(CopilotChat, {
      agentId: query.get("agent") ?? "default",
      threadId: query.get("thread")!,
      messageView: {
        assistantMessage: {
          onThumbsUp: (message) => events.push(`up:${message.content}`),
          onThumbsDown: (message) => events.push(`down:${message.content}`),
          readAloud: query.has("tts") ? { endpoint: query.get("tts")! } : true,
        },
      },
    }),
  ),
);

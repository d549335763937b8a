// A chat with a finished reply whose toolbar has every button: the Chromium test drives it by keyboard.
import { CopilotChatView, CopilotKitProvider } from "@wingman/react";
import "@wingman/react/styles.css";
import { createElement } from "react";
import { createRoot } from "react-dom/client";

const events: string[] = [];
(globalThis as unknown as { toolbarEvents: string[] }).toolbarEvents = events;

const messages = [
  { id: "u1", role: "user" as const, content: "Capital of Norway?" },
  { id: "a1", role: "assistant" as const, content: "Oslo is the capital of Norway." },
];

createRoot(document.getElementById("root")!).render(
  createElement(
    CopilotKitProvider,
    { agents__unsafe_dev_only: {} },
    createElement(
      "div",
      { style: { height: "600px" } },
      createElement(CopilotChatView, {
        messages,
        messageView: {
          assistantMessage: {
            onThumbsUp: (message) => events.push(`up:${message.id}`),
            onThumbsDown: (message) => events.push(`down:${message.id}`),
            onRegenerate: (message) => events.push(`regenerate:${message.id}`),
            readAloud: true,
          },
          userMessage: { onEditMessage: ({ message }) => events.push(`edit:${message.id}`) },
        },
      }),
    ),
  ),
);

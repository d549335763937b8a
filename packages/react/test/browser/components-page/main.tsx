// The chat components as an app places them, for axe-core: ?view=chat|sidebar|popup (the popup open).
// A finished conversation with markdown, a code block and reasoning, so their colours are measured too.
import { CopilotChatView, CopilotKitProvider, CopilotPopupView, CopilotSidebarView } from "@wingman/react";
import "@wingman/react/styles.css";
import { createElement } from "react";
import { createRoot } from "react-dom/client";

const messages = [
  { id: "u1", role: "user" as const, content: "Show me a typed function" },
  { id: "r1", role: "reasoning" as const, content: "The user wants TypeScript." },
  { id: "a1", role: "assistant" as const, content: "Here is one, with **an explicit return type**:\n\n```ts\nexport function add(a: number, b: number): number {\n  return a + b;\n}\n```\n\n> Types document intent." },
];
const suggestions = [{ title: "Another example", message: "Another example", isLoading: false }];

const views = {
  chat: () => createElement("div", { style: { height: "600px" } }, createElement(CopilotChatView, { messages, suggestions })),
  sidebar: () => createElement(CopilotSidebarView, { messages, suggestions, defaultOpen: true }),
  popup: () => createElement(CopilotPopupView, { messages, suggestions, defaultOpen: true }),
};
const view = (new URLSearchParams(location.search).get("view") ?? "chat") as keyof typeof views;

createRoot(document.getElementById("root")!).render(createElement(CopilotKitProvider, { agents__unsafe_dev_only: {} }, views[view]()));

// A presentational chat holding `?count=` messages of varied heights in a box 600px tall, hidden
// with `?hidden=1` (a scroller without height, as in a closed popup). `wingmanTest` grows the
// newest message like a streaming reply, replaces the conversation and shows the box.
import type { Message } from "@ag-ui/core";
import { CopilotChatView, CopilotKitProvider } from "@wingman/react";
import "@wingman/react/styles.css";
import { longConversation } from "@wingman/test-support/test-pages";
import { createElement, useState } from "react";
import { createRoot } from "react-dom/client";

const params = new URLSearchParams(location.search);

const test: { setMessages?: (update: (messages: Message[]) => Message[]) => void; setHidden?: (hidden: boolean) => void } = {};
Object.assign(globalThis, {
  wingmanTest: {
    appendToNewest: (text: string) =>
      test.setMessages?.((messages) => {
        const newest = messages.at(-1)!;
        return [...messages.slice(0, -1), { ...newest, content: `${String(newest.content)}${text}` } as Message];
      }),
    showConversation: (count: number) => test.setMessages?.(() => longConversation(count)),
    show: () => test.setHidden?.(false),
  },
});

function App() {
  const [messages, setMessages] = useState(() => longConversation(Number(params.get("count") ?? 500)));
  const [hidden, setHidden] = useState(params.get("hidden") === "1");
  Object.assign(test, { setMessages, setHidden });
  return createElement("div", { style: { height: "600px", display: hidden ? "none" : "flex", flexDirection: "column" } }, createElement(CopilotChatView, { messages }));
}

createRoot(document.getElementById("root")!).render(createElement(CopilotKitProvider, { agents__unsafe_dev_only: {} }, createElement(App)));

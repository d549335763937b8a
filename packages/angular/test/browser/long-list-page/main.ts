// <copilot-chat> on a local agent holding `?count=` messages of varied heights, in a box 600px tall,
// hidden with `?hidden=1` (a scroller without height, as in a closed popup). `wingmanTest` grows the
// newest message like a streaming reply and shows the box. The same page contract as React's.
import "@angular/compiler";
import "@wingman/angular/styles.css";
import { HttpAgent, type Message } from "@ag-ui/client";
import { Component, provideZonelessChangeDetection, signal } from "@angular/core";
import { bootstrapApplication } from "@angular/platform-browser";
import { CopilotChat, provideCopilotKit } from "@wingman/angular";
import { longConversation } from "@wingman/test-support/test-pages";

const params = new URLSearchParams(location.search);

// The page sets the conversation; nothing is sent (an HttpAgent connects to nothing, and no run starts).
const agent = new HttpAgent({ agentId: "default", url: "/unused", initialMessages: longConversation(Number(params.get("count") ?? 500)) });
const hidden = signal(params.get("hidden") === "1");

Object.assign(globalThis, {
  wingmanTest: {
    appendToNewest: (text: string) => {
      const newest = agent.messages.at(-1)!;
      agent.setMessages([...agent.messages.slice(0, -1), { ...newest, content: `${String(newest.content)}${text}` } as Message]);
    },
    show: () => hidden.set(false),
  },
});

@Component({
  selector: "long-list-page",
  standalone: true,
  imports: [CopilotChat],
  template: `<div [style.display]="hidden() ? 'none' : 'flex'" style="height: 600px; flex-direction: column"><copilot-chat style="flex: 1; min-height: 0" /></div>`,
})
class LongListPage {
  protected readonly hidden = hidden;
}

void bootstrapApplication(LongListPage, {
  providers: [provideZonelessChangeDetection(), provideCopilotKit({ agents__unsafe_dev_only: { default: agent } })],
});

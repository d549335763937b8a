// <copilot-chat> on a thread of a real runtime: ?runtime=<url>&thread=<id>&agent=<id>. A reload shows the same thread.
// Thumbs up/down record what they receive in globalThis.toolbarEvents; Read aloud uses speechSynthesis,
// or the text-to-speech endpoint named in &tts=<url>.
import "@angular/compiler";
import { Component, provideZonelessChangeDetection } from "@angular/core";
import { bootstrapApplication } from "@angular/platform-browser";
import type { AssistantMessage } from "@ag-ui/core";
import { CopilotChat, provideCopilotKit } from "@wingman/angular";
import "@wingman/angular/styles.css";

const query = new URLSearchParams(location.search);
const events: string[] = [];
(globalThis as unknown as { toolbarEvents: string[] }).toolbarEvents = events;

@Component({
  selector: "controls-page",
  standalone: true,
  imports: [CopilotChat],
  template: `<copilot-chat [agentId]="agentId" [threadId]="threadId" [onThumbsUp]="thumbsUp" [onThumbsDown]="thumbsDown" [readAloud]="readAloud" />`,
})
class ControlsPage {
  protected readonly agentId = query.get("agent") ?? "default";
  protected readonly threadId = query.get("thread")!;
  protected readonly readAloud = query.has("tts") ? { endpoint: query.get("tts")! } : true;
  protected readonly thumbsUp = (message: AssistantMessage) => events.push(`up:${message.content}`);
  protected readonly thumbsDown = (message: AssistantMessage) => events.push(`down:${message.content}`);
}

void bootstrapApplication(ControlsPage, {
  providers: [provideZonelessChangeDetection(), provideCopilotKit({ runtimeUrl: query.get("runtime")! })],
});

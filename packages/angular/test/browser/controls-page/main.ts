// <copilot-chat> on a thread of a real runtime: ?runtime=<url>&thread=<id>&agent=<id>. A reload shows the same thread.
import "@angular/compiler";
import { Component, provideZonelessChangeDetection } from "@angular/core";
import { bootstrapApplication } from "@angular/platform-browser";
import { CopilotChat, provideCopilotKit } from "@wingman/angular";
import "@wingman/angular/styles.css";

const query = new URLSearchParams(location.search);

@Component({
  selector: "controls-page",
  standalone: true,
  imports: [CopilotChat],
  template: `<copilot-chat [agentId]="agentId" [threadId]="threadId" />`,
})
class ControlsPage {
  protected readonly agentId = query.get("agent") ?? "default";
  protected readonly threadId = query.get("thread")!;
}

void bootstrapApplication(ControlsPage, {
  providers: [provideZonelessChangeDetection(), provideCopilotKit({ runtimeUrl: query.get("runtime")! })],
});

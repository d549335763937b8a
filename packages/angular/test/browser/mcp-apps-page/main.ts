// The MCP Apps test page: one chat against the runtime named in `?runtime=`; links the app opens
// are recorded, not followed. Compiled just in time (as the package's jsdom tests are).
import "@angular/compiler";
import "@wingman/angular/styles.css";
import { Component, provideZonelessChangeDetection } from "@angular/core";
import { bootstrapApplication } from "@angular/platform-browser";
import { CopilotChat, provideCopilotKit } from "@wingman/angular";

const opened: string[] = [];
Object.assign(window, { openedLinks: opened });
window.open = (url?: string | URL) => {
  opened.push(String(url));
  return null;
};

@Component({ selector: "test-chat", standalone: true, imports: [CopilotChat], template: `<copilot-chat />` })
class TestChat {}

void bootstrapApplication(TestChat, {
  providers: [provideZonelessChangeDetection(), provideCopilotKit({ runtimeUrl: new URLSearchParams(location.search).get("runtime") ?? undefined })],
});

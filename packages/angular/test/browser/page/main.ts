// The browser tests' page: a chat with attachments (images and videos) against the runtime named in
// `?runtime=`, next to a text field outside the chat. Refused files are recorded for the test; with
// `&store=` files are uploaded there (see testPageAttachments).
// Compiled just in time (as the package's jsdom tests are), so the page needs no Angular CLI.
import "@angular/compiler";
import "@wingman/angular/styles.css";
import { Component, provideZonelessChangeDetection } from "@angular/core";
import { bootstrapApplication } from "@angular/platform-browser";
import { CopilotChat, provideCopilotKit } from "@wingman/angular";
import type { AttachmentsConfig } from "@wingman/core/chat";
import { testPageAttachments } from "@wingman/test-support/test-pages";

const query = new URLSearchParams(location.search);

@Component({ selector: "test-chat", standalone: true, imports: [CopilotChat], template: `<copilot-chat [attachments]="attachments" />` })
class TestChat {
  protected readonly attachments: AttachmentsConfig = testPageAttachments(query);
}

void bootstrapApplication(TestChat, {
  providers: [provideZonelessChangeDetection(), provideCopilotKit({ runtimeUrl: query.get("runtime") ?? undefined })],
});

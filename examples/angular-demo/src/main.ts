// JIT: @wingman/angular ships TypeScript output with decorators (no ngc step), so the compiler
// compiles the components' templates in the browser.
import "@angular/compiler";
import "@wingman/angular/styles.css";
import "./styles.css";
import { provideZonelessChangeDetection } from "@angular/core";
import { bootstrapApplication } from "@angular/platform-browser";
import { provideCopilotChatLabels, provideCopilotKit } from "@wingman/angular";
import { App } from "./app.js";

bootstrapApplication(App, {
  providers: [
    provideZonelessChangeDetection(),
    provideCopilotKit({ runtimeUrl: "/api/copilotkit" }),
    provideCopilotChatLabels({ welcomeMessageText: "Ask me to change this page's colour" }),
  ],
}).catch((error: unknown) => console.error(error));

import { type ApplicationConfig, provideBrowserGlobalErrorListeners } from "@angular/core";
import { provideCopilotChatLabels, provideCopilotKit } from "@wingman/angular";
import { RUNTIME_URL } from "@wingman/demo-shared/page";

// Zoneless change detection is Angular 21's default: no zone.js, no provider for it.
export const appConfig: ApplicationConfig = {
  providers: [
    provideBrowserGlobalErrorListeners(),
    // The runtime is served on the same origin (by server/, or proxied by `ng serve`: proxy.conf.json).
    provideCopilotKit({
      runtimeUrl: RUNTIME_URL,
      credentials: "same-origin",
      // The inspector, on localhost only (loaded lazily, so the page does not wait for it).
      showDevConsole: "auto",
      onError: ({ error, code }) => console.warn(`[demo] ${code}: ${error.message}`),
    }),
    provideCopilotChatLabels({
      modalHeaderTitle: "Wingman copilot",
      chatInputPlaceholder: "Ask anything, or pick a suggestion…",
      welcomeMessageText: "Hi! I'm your offsite copilot. What shall we do?",
    }),
  ],
};

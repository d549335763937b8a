import { type ApplicationConfig, provideBrowserGlobalErrorListeners } from "@angular/core";
import { provideCopilotChatLabels, provideCopilotKit } from "@wingman/angular";

// Zoneless change detection is Angular 21's default: no zone.js, no provider for it.
export const appConfig: ApplicationConfig = {
  providers: [
    provideBrowserGlobalErrorListeners(),
    // The runtime is served on the same origin (by server/, or proxied by `ng serve`: proxy.conf.json).
    provideCopilotKit({ runtimeUrl: "/api/copilotkit" }),
    provideCopilotChatLabels({ welcomeMessageText: "Ask me to change this page's colour" }),
  ],
};

import { inject } from "@angular/core";
import { CopilotKit, injectAgentStore } from "@wingman/angular";

type UserMessage = Parameters<ReturnType<ReturnType<typeof injectAgentStore>["agent"]>["addMessage"]>[0];

/** Sends a message to the chat's agent from anywhere on the page (the "Try" buttons). Call it in an injection context. */
export function injectSendMessage(): (text: string) => void {
  const copilotkit = inject(CopilotKit);
  const store = injectAgentStore();
  return (text) => {
    const agent = store.agent();
    if (agent.isRunning) return;
    agent.addMessage({ id: crypto.randomUUID(), role: "user", content: text } as UserMessage);
    void copilotkit.core.runAgent({ agent }).catch(() => undefined);
  };
}

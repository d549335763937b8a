import { BuiltInAgent, selectModelFromEnv } from "@wingman/agent";
import { CopilotRuntime } from "@wingman/runtime";

/** Which model answers (the offline demo model unless a provider's key is set). */
export interface AngularDemoInfo {
  model: string;
  offline: boolean;
}

const PROMPT = `You are the copilot of Wingman's Angular example page.
- Answer in short markdown.
- To change the page's background colour, call changeBackgroundColor with a CSS colour.
- Before anything irreversible (deploying, sending, paying), call requestApproval and wait for the answer.`;

/** One BuiltInAgent (`default`) on the model `selectModelFromEnv` picks; threads in memory. */
export function createAngularDemoRuntime(options: { env?: Record<string, string | undefined>; tokenDelayMs?: number } = {}): {
  runtime: CopilotRuntime;
  info: AngularDemoInfo;
  close(): Promise<void>;
} {
  const selected = selectModelFromEnv({
    ...(options.env && { env: options.env }),
    ...(options.tokenDelayMs !== undefined && { demo: { tokenDelayMs: options.tokenDelayMs } }),
  });
  const agent = new BuiltInAgent({ model: selected.model, prompt: PROMPT, description: `Answers with ${selected.label}` });
  return {
    runtime: new CopilotRuntime({ agents: { default: agent } }),
    info: { model: selected.label, offline: selected.offline },
    close: async () => void (await agent.close?.()),
  };
}

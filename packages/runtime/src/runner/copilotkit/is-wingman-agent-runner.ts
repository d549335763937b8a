import type { WingmanAgentRunner } from "../agent-runner.js";
import type { AgentRunner } from "./agent-runner.js";

/**
 * Tells Wingman's runners from CopilotKit's by shape (they may come from another copy of a
 * package, so `instanceof` cannot decide): only ours have the thread API.
 */
export function isWingmanAgentRunner(runner: WingmanAgentRunner | AgentRunner): runner is WingmanAgentRunner {
  const candidate = runner as Partial<Record<keyof WingmanAgentRunner, unknown>>;
  return typeof candidate.listThreads === "function" && typeof candidate.getThread === "function";
}

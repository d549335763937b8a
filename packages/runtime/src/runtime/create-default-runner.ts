import type { WingmanAgentRunner } from "../runner/agent-runner.js";
import { InMemoryAgentRunner } from "../runner/index.js";

/** The runner of a runtime configured without one: in memory, bounded, gone on restart. */
export function createDefaultRunner(): WingmanAgentRunner {
  return new InMemoryAgentRunner();
}

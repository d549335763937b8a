import { runAgentRunnerConformanceSuite } from "../../testing/index.js";
import { InMemoryAgentRunner } from "./in-memory-agent-runner.js";

runAgentRunnerConformanceSuite("InMemoryAgentRunner", () => new InMemoryAgentRunner());

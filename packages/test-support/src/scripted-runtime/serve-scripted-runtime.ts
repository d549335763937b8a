import { CopilotRuntime, type CopilotRuntimeOptions } from "@wingman/runtime";
import { serveCopilotRuntime, type ServeCopilotRuntimeOptions, type ServedCopilotRuntime } from "@wingman/runtime/node";
import { ScriptedAgent, textRunEvents } from "@wingman/runtime/testing";

export interface ServeScriptedRuntimeOptions {
  /** Default: "multi-route". */
  readonly mode?: "multi-route" | "single-route";
  /** CORS, for a test page on another origin. Default: the handler's. */
  readonly cors?: ServeCopilotRuntimeOptions["cors"];
  /** A fake transcription service, for voice input. */
  readonly transcriptionService?: CopilotRuntimeOptions["transcriptionService"];
}

/** A served runtime and the agents it hosts. */
export type ServedScriptedRuntime<Agents extends Record<string, ScriptedAgent>> = ServedCopilotRuntime & { readonly agents: Agents };

/**
 * A real runtime on 127.0.0.1 (port chosen by the OS) under `/api/copilotkit`, hosting `agents`.
 *
 * @example
 * const runtime = await serveScriptedRuntime({ default: new ScriptedAgent({ agentId: "default", script }) });
 */
export async function serveScriptedRuntime<Agents extends Record<string, ScriptedAgent>>(
  agents: Agents,
  options: ServeScriptedRuntimeOptions = {},
): Promise<ServedScriptedRuntime<Agents>> {
  const { transcriptionService, mode = "multi-route", cors } = options;
  const runtime = new CopilotRuntime(transcriptionService === undefined ? { agents } : { agents, transcriptionService });
  const served = await serveCopilotRuntime({ runtime, mode, basePath: "/api/copilotkit", ...(cors === undefined ? {} : { cors }) });
  return { ...served, agents };
}

/** An agent streaming `deltas` as one text message, `delayMs` apart. */
export function streamingAgent(agentId: string, delayMs: number, deltas: readonly string[]): ScriptedAgent {
  return new ScriptedAgent({
    agentId,
    delayMs,
    script: (input) => textRunEvents({ threadId: input.threadId, runId: input.runId, deltas }),
  });
}

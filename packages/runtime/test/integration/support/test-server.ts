import { CopilotRuntime, type CopilotRuntimeOptions } from "../../../src/index.js";
import type { CopilotRuntimeHandlerOptions } from "../../../src/handler/copilot-runtime-handler-options.js";
import { serveCopilotRuntime, type ServedCopilotRuntime } from "../../../src/adapters/node/index.js";

export type TestServer = ServedCopilotRuntime & { readonly runtime: CopilotRuntime };

/** A runtime served by the Node adapter on 127.0.0.1, port chosen by the OS. */
export async function startNodeServer(
  runtimeOptions: CopilotRuntimeOptions,
  handlerOptions: Omit<CopilotRuntimeHandlerOptions, "runtime"> = {},
): Promise<TestServer> {
  const runtime = new CopilotRuntime(runtimeOptions);
  const served = await serveCopilotRuntime({ runtime, ...handlerOptions });
  return { ...served, runtime };
}

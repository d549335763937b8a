import { createRuntimeRequest, type FetchFunction, type RuntimeRequestOptions } from "./runtime-request.js";
import { RuntimeRequestError } from "./runtime-request-error.js";

/** An `agent/stop` request: where to send it and with which headers. */
export type AgentStopRequest = Omit<RuntimeRequestOptions, "method" | "body" | "stream" | "signal"> & { readonly fetch: FetchFunction };

/** Asks the runtime over HTTP to stop a thread's run; resolves whether the runtime had a run to stop. */
export async function requestAgentStop(request: AgentStopRequest): Promise<boolean> {
  const { fetch, ...options } = request;
  const { url, init } = createRuntimeRequest({ ...options, method: "agent/stop" });
  const response = await fetch(url, init);
  // A thread the runtime never stored (an idle abort before the first run) has nothing to stop:
  // CopilotKit's runtime answers such a stop with 200 `{stopped: false}`, and so does this method.
  if (response.status === 404 && (await isThreadNotFound(response.clone()))) return false;
  if (!response.ok) throw await RuntimeRequestError.fromResponse(response, "Stop request");
  const body = (await response.json().catch(() => ({}))) as { stopped?: boolean };
  return body.stopped === true;
}

/** Whether a 404 answer names the thread (Wingman's `thread_not_found`), not the agent or the route. */
async function isThreadNotFound(response: Response): Promise<boolean> {
  const body = (await response.json().catch(() => undefined)) as { error?: unknown } | undefined;
  return body?.error === "thread_not_found";
}

import type { RunAgentInput } from "@ag-ui/core";
import { RuntimeRequestError } from "../runtime-api/runtime-request-error.js";
import type { SentAttachments } from "./sent-attachments.js";

/**
 * Sends a run, connect or suggestion with the attachments the runtime already stores for the thread as
 * references; when the runtime no longer has one (409 `attachment_not_found`: the thread was
 * trimmed or deleted), sends the full input once more.
 */
export async function sendWithReferences(
  sentAttachments: SentAttachments,
  method: "agent/run" | "agent/connect" | "agent/suggest",
  input: RunAgentInput,
  send: (body: unknown) => Promise<Response>,
): Promise<Response> {
  const { input: referenced, sentInFull } = await sentAttachments.withReferences(input);
  let response = await send(referenced);
  let stored = sentInFull;
  if (referenced !== input && response.status === 409) {
    const error = await RuntimeRequestError.fromResponse(response.clone(), `Agent ${method.slice(6)} request`);
    if (error.code === "attachment_not_found") {
      await response.body?.cancel();
      sentAttachments.forget(input.threadId);
      stored = (await sentAttachments.withReferences(input)).sentInFull;
      response = await send(input);
    }
  }
  // A started run stored its input: later turns can refer to what it carried.
  if (method === "agent/run" && response.ok) sentAttachments.remember(input.threadId, stored);
  return response;
}

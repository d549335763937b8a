import type { RunAgentInput } from "@ag-ui/core";
import { RunAgentInputSchema } from "@ag-ui/core/schemas";
import { WingmanHttpError } from "../errors/wingman-http-error.js";

/**
 * Validates a `RunAgentInput` body (unknown keys are stripped; `threadId` must not be blank); 400
 * `Invalid request body` otherwise.
 */
export function parseRunInput(body: unknown): RunAgentInput {
  const result = RunAgentInputSchema.safeParse(body);
  // An empty thread id would name one thread shared by every client that forgot to set it.
  if (result.success && result.data.threadId.trim() === "") {
    throw new WingmanHttpError(400, "Invalid request body", "The request body is not a valid RunAgentInput", {
      body: { details: "threadId: must not be empty" },
    });
  }
  if (result.success) return result.data as RunAgentInput;
  const details = result.error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
  throw new WingmanHttpError(400, "Invalid request body", "The request body is not a valid RunAgentInput", {
    body: { details },
  });
}

import type { RunAgentInput } from "@ag-ui/core";
import { RunAgentInputSchema } from "@ag-ui/core/schemas";
import { WingmanHttpError } from "../errors/wingman-http-error.js";

/** Validates a `RunAgentInput` body (unknown keys are stripped); 400 `Invalid request body` otherwise. */
export function parseRunInput(body: unknown): RunAgentInput {
  const result = RunAgentInputSchema.safeParse(body);
  if (result.success) return result.data as RunAgentInput;
  const details = result.error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
  throw new WingmanHttpError(400, "Invalid request body", "The request body is not a valid RunAgentInput", {
    body: { details },
  });
}

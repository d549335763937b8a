import type { CopilotKitCoreErrorCode } from "@wingman/core";

/** A core error as the chat shows it. */
export interface CopilotChatError {
  error: Error;
  code: CopilotKitCoreErrorCode;
  context: Record<string, unknown>;
}

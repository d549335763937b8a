import type { Message } from "@ag-ui/core";
import type { ModelMessage } from "ai";
import { convertAGUIMessagesToModelMessages } from "./convert-agui-messages-to-model-messages.js";

/** Which of the client's instruction messages reach the model (both default false). */
export interface MessageConversionOptions {
  /** Keep the client's `system` messages. Default: false. */
  forwardSystemMessages?: boolean;
  /** Keep the client's `developer` messages. Default: false. */
  forwardDeveloperMessages?: boolean;
}

/**
 * CopilotKit's conversion of AG-UI messages into AI SDK messages, on Wingman's converter. Forwarded
 * system and developer messages come first, joined into one `system` message: the AI SDK (and
 * `BuiltInAgent`, through its `system` option) takes instructions ahead of the conversation.
 *
 * @example
 * const messages = convertMessagesToVercelAISDKMessages(input.messages, { forwardSystemMessages: true });
 */
export function convertMessagesToVercelAISDKMessages(messages: Message[], options: MessageConversionOptions = {}): ModelMessage[] {
  const converted = convertAGUIMessagesToModelMessages(messages, options);
  if (converted.systemText.length === 0) return converted.messages;
  return [{ role: "system", content: converted.systemText.join("\n\n") }, ...converted.messages];
}

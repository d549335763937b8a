export {
  convertAGUIMessagesToModelMessages,
  parseToolArguments,
  MISSING_TOOL_RESULT,
  type ConvertAGUIMessagesOptions,
  type ConvertedMessages,
} from "./convert-agui-messages-to-model-messages.js";
export { convertModelMessagesToAGUIMessages, type ConvertModelMessagesOptions } from "./convert-model-messages-to-agui-messages.js";

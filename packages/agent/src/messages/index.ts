export {
  convertAGUIMessagesToModelMessages,
  parseToolArguments,
  MISSING_TOOL_RESULT,
  type ConvertAGUIMessagesOptions,
  type ConvertedMessages,
} from "./convert-agui-messages-to-model-messages.js";
export { convertModelMessagesToAGUIMessages, type ConvertModelMessagesOptions } from "./convert-model-messages-to-agui-messages.js";
export { convertMessagesToVercelAISDKMessages, type MessageConversionOptions } from "./convert-messages-to-vercel-ai-sdk-messages.js";

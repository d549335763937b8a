export { provideCopilotKit, injectCopilotKit } from "./provide-copilot-kit.js";
export { CopilotKit, type RuntimeUpdate } from "./copilot-kit.js";
export { COPILOT_KIT_CONFIG, type CopilotKitConfig, type AngularFrontendTool } from "./copilot-kit-config.js";
export {
  CopilotChatConfiguration,
  injectChatLabels,
  provideCopilotChatLabels,
  type ChatInputListener,
} from "./copilot-chat-configuration.js";

export { injectAgentStore, type AgentStore, type AgentStoreOptions } from "./inject-agent-store.js";
export { registerFrontendTool, attachFrontendTool } from "./register-frontend-tool.js";
export { registerHumanInTheLoop, attachHumanInTheLoop } from "./register-human-in-the-loop.js";
export type { HumanInTheLoopTool } from "./human-in-the-loop-tool.js";
export * from "./directives/index.js";
export type { HumanInTheLoopRenderProps } from "./human-in-the-loop-renderer.js";
export { registerRenderToolCall, registerRenderActivityMessage } from "./register-render-tool-call.js";
export { connectAgentContext, CopilotkitAgentContext, type AgentContextInput } from "./agent-context.js";
export { injectSuggestions, registerSuggestions, type SuggestionsStore } from "./suggestions.js";
export { injectThreads, type ThreadsOptions, type ThreadsStore } from "./inject-threads.js";
export { injectInterrupt, type InterruptOptions, type InterruptStore } from "./inject-interrupt.js";

export { CopilotChat, type CopilotChatError } from "./copilot-chat.js";
export { CopilotChatMessageView } from "./copilot-chat-message-view.js";
export { CopilotChatAssistantMessage } from "./copilot-chat-assistant-message.js";
export { CopilotChatUserMessage } from "./copilot-chat-user-message.js";
export { CopilotLightboxImage } from "./copilot-lightbox-image.js";
export { CopilotChatReasoningMessage } from "./copilot-chat-reasoning-message.js";
export { CopilotChatToolCallsView, CopilotToolCallView } from "./tool-call-view.js";
export { CopilotActivityMessageView } from "./activity-message-view.js";
export { MCPAppsActivityRenderer } from "./mcp-apps-activity-renderer.js";
export { CopilotDefaultToolCallRenderer } from "./default-tool-call-renderer.js";
export { CopilotChatInput, type CopilotChatInputMessage } from "./copilot-chat-input.js";
export { CopilotChatSuggestionView } from "./copilot-chat-suggestion-view.js";
export { CopilotChatErrorBanner } from "./copilot-chat-error-banner.js";
export { CopilotChatToggleButton } from "./copilot-chat-toggle-button.js";
export { CopilotModalHeader } from "./copilot-modal-header.js";
export { CopilotSidebar } from "./copilot-sidebar.js";
export { CopilotPopup } from "./copilot-popup.js";
export { CopilotThreadsList } from "./copilot-threads-list.js";
export { CopilotMarkdown, CopilotCodeBlock, provideCodeHighlighter, type CodeHighlighter } from "./markdown-renderer.js";
export { CopilotCopyButton } from "./copy-button.js";
export { CopilotIcon } from "./icons.js";
export { CopilotRender } from "./copilot-render.js";
export { CopilotStickToBottom } from "./stick-to-bottom.js";
export type {
  ActivityMessageRenderProps,
  AngularActivityMessageRenderer,
  AngularToolCallRenderer,
  Renderable,
  RenderContext,
  ToolCallRenderProps,
  ToolCallStatus,
} from "./types.js";

export * from "@wingman/core";
